import { ethersV5Shim } from './sdk/ethersV5.js'
import { EthersAdapterCore, type EthersAdapterOptions } from './shared/EthersAdapterCore.js'

/**
 * Gangway's EVM adapter for hosts still on ethers v5 (`@gangway/adapter-ethers/ethers5`): the
 * same adapter as `EthersAdapter`, built on ethers 5's `Web3Provider` and `StaticJsonRpcProvider`.
 */
export class Ethers5Adapter extends EthersAdapterCore {
  constructor(options: EthersAdapterOptions = {}) {
    super(ethersV5Shim, options)
  }
}
