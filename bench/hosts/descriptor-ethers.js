// The ethers adapter's descriptor as a host imports it (its code loads with the kernel).
export { ethersAdapter } from '@gangway/adapter-ethers/descriptor'
