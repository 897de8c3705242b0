// The ethers 5 adapter's descriptor as a host imports it (its code loads with the kernel).
export { ethers5Adapter } from '@gangway/adapter-ethers/ethers5/descriptor'
