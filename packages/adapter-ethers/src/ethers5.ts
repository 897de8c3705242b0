export { Ethers5Adapter } from './Ethers5Adapter.js'
export type { EthersAdapterOptions } from './shared/EthersAdapterCore.js'
