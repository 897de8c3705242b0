import { ethersV6Shim } from './sdk/ethersV6.js'
import { EthersAdapterCore, type EthersAdapterOptions } from './shared/EthersAdapterCore.js'

/**
 * Gangway's EVM adapter for ethers v6: the connected wallet through a `BrowserProvider`, reads
 * through `JsonRpcProvider` (or a `FallbackProvider` over several RPC URLs). No wagmi or viem.
 *
 * @example
 * const kit = createKit({ adapters: [new EthersAdapter()], networks: [mainnet], ... })
 */
export class EthersAdapter extends EthersAdapterCore {
  constructor(options: EthersAdapterOptions = {}) {
    super(ethersV6Shim, options)
  }
}
