// The adapter alone: no wagmi or viem module is imported from here (they load on first use).
// The wagmi config and its parts (its options type, `WagmiConfigOptions`, included) are in
// '@gangway/adapter-wagmi/config'.
export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.js'
