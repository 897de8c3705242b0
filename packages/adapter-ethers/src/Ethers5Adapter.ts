import { EthersAdapterCore, type EthersAdapterOptions } from './shared/EthersAdapterCore.js'

/** ethers 5 and the shim over it: a separate chunk, downloaded on the adapter's first use. */
const loadEthersV5 = () => import('./sdk/ethersV5.js').then((module) => module.ethersV5Shim)

/**
 * Gangway's EVM adapter for hosts still on ethers v5 (`@gangway/adapter-ethers/ethers5`): the
 * same adapter as `EthersAdapter`, built on ethers 5's `Web3Provider`, with reads through a
 * `StaticJsonRpcProvider` over the kit's JSON-RPC transport.
 * ethers 5 loads on first use (connect, restore, reads, signing), not with the page.
 */
export class Ethers5Adapter extends EthersAdapterCore {
  constructor(options: EthersAdapterOptions = {}) {
    super('ethers5', loadEthersV5, options)
  }
}
