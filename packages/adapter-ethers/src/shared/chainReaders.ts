import {
  type CaipNetwork,
  getRpcTransportConfig,
  loadJsonRpcTransport,
  loadSdkOnce,
} from '@gangway/core/adapter'
import type { EthersReaderShim, EthersSdkShim } from '../sdk/types.js'

/**
 * The read providers of the ethers adapter, one per chain, made on first read. Each reads
 * through the kit's JSON-RPC transport (core `createJsonRpcTransport`, loaded on first read
 * alongside ethers, so it is not in the page's first load either), not ethers' own
 * JsonRpcProvider / FallbackProvider, so ethers v6 and v5 meet the chain RPC rules of spec §7
 * and §9 like the viem-based adapter: endpoints ranked every 4 s (10 samples, 1 s probe,
 * stability 0.7 / latency 0.3), batched calls (up to 1000), 10 s timeout, the next endpoint
 * at once when one is down or silent, 3 retries from 150 ms with exponential backoff when one is
 * busy, no retry or fallback on the no-fallback codes (5000 ...), and no endpoint whose
 * eth_chainId is another chain's.
 */
export class ChainReaders {
  private readonly readers = new Map<number, EthersReaderShim>()
  /** A failed load rejects with KitError('ADAPTER_SDK_NOT_LOADED') and is tried again next time. */
  private readonly transportModule: () => ReturnType<typeof loadJsonRpcTransport>

  constructor(
    adapterType: 'ethers' | 'ethers5',
    private readonly sdk: () => Promise<EthersSdkShim>,
    /** The chain's RPC URLs in fallback order (host URLs, default RPC URL, the chain's own). */
    private readonly rpcUrls: (network: CaipNetwork) => string[],
  ) {
    this.transportModule = loadSdkOnce(
      { adapterType, sdkName: 'the JSON-RPC transport' },
      loadJsonRpcTransport,
    )
  }

  /** The reader of `network`; ethers and the transport load first if they have not yet. */
  async get(network: CaipNetwork): Promise<EthersReaderShim> {
    const chainId = Number(network.id)
    const cached = this.readers.get(chainId)
    if (cached) return cached
    const [sdk, { createJsonRpcTransport }] = await Promise.all([
      this.sdk(),
      this.transportModule(),
    ])
    // Another call may have created it while they loaded.
    let reader = this.readers.get(chainId)
    if (!reader) {
      const transport = createJsonRpcTransport(this.rpcUrls(network), {
        settings: getRpcTransportConfig(),
        // An endpoint of another chain is never read from: its eth_chainId is asked on first use.
        chainCheck: {
          call: { method: 'eth_chainId' },
          matches: (answer) => typeof answer === 'string' && Number(answer) === chainId,
        },
      })
      reader = sdk.createReader(chainId, transport)
      this.readers.set(chainId, reader)
    }
    return reader
  }

  /** Stops every reader (and its transport's ranking timer). */
  destroy(): void {
    for (const reader of this.readers.values()) reader.destroy()
    this.readers.clear()
  }
}
