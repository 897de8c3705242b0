// The wagmi adapter entry as a host imports it.
export { WagmiAdapter } from '@gangway/adapter-wagmi'
