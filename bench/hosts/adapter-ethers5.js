// The ethers5 adapter entry as a host imports it.
export { Ethers5Adapter } from '@gangway/adapter-ethers/ethers5'
