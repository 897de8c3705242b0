export { EthersAdapter } from './EthersAdapter.js'
export type { EthersAdapterOptions } from './shared/EthersAdapterCore.js'
