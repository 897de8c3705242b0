// The ethers adapter entry as a host imports it.
export { EthersAdapter } from '@gangway/adapter-ethers'
