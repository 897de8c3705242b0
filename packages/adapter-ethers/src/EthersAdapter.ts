import { EthersAdapterCore, type EthersAdapterOptions } from './shared/EthersAdapterCore.js'

/** ethers v6 and the shim over it: a separate chunk, downloaded on the adapter's first use. */
const loadEthersV6 = () => import('./sdk/ethersV6.js').then((module) => module.ethersV6Shim)

/**
 * Gangway's EVM adapter for ethers v6: the connected wallet through a `BrowserProvider`, reads
 * through an ethers provider over the kit's JSON-RPC transport (ranked fallback over the chain's
 * RPC URLs, batching, retries; spec §7 / §9). No wagmi or viem.
 * ethers loads on first use (connect, restore, reads, signing), not with the page.
 *
 * @example
 * const kit = createKit({ adapters: [new EthersAdapter()], networks: [mainnet], ... })
 */
export class EthersAdapter extends EthersAdapterCore {
  constructor(options: EthersAdapterOptions = {}) {
    super('ethers', loadEthersV6, options)
  }
}
