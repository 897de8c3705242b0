// The adapter alone: no wagmi or viem module is imported from here (they load on first use).
// The wagmi config and its parts are in '@gangway/adapter-wagmi/config'.
export type { WagmiConfigOptions } from './createWagmiConfig.js'
export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.js'
