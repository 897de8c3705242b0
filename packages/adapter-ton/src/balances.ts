import {
  type CaipNetwork,
  getRpcTransportConfig,
  getRpcUrls,
  type JsonRpcTransport,
  loadJsonRpcTransport,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'

/**
 * Reads TON balances from a network's toncenter v2-compatible JSON-RPC endpoints
 * (`getAddressBalance`), through the kernel's JSON-RPC transport: each request has a time limit
 * (10 s), endpoint trouble is retried, then the network's next URL is tried (spec §7 / §9).
 * One transport per network, made on first read; `destroy` stops them all.
 */
export class TonBalanceReader {
  private readonly transports = new Map<string, Promise<JsonRpcTransport>>()
  private destroyed = false

  constructor(private readonly customRpcUrls: Readonly<Record<string, readonly string[]>> = {}) {}

  /** The address's balance in nanotons; KitError('TOKEN_BALANCE_UNAVAILABLE') when unreadable. */
  async nanotons(network: CaipNetwork, address: string): Promise<bigint> {
    let answer: unknown
    try {
      const transport = await this.transport(network)
      answer = await transport.request({ method: 'getAddressBalance', params: { address } })
    } catch (error) {
      throw new KitError('TOKEN_BALANCE_UNAVAILABLE', {
        cause: error,
        longMessage: `No ${network.name} node answered getAddressBalance: ${(error as Error)?.message ?? error}`,
      })
    }
    const text = typeof answer === 'number' ? String(answer) : answer
    if (typeof text !== 'string' || !/^\d{1,40}$/.test(text)) {
      throw new KitError('TOKEN_BALANCE_UNAVAILABLE', {
        longMessage: `The ${network.name} node answered getAddressBalance with ${JSON.stringify(answer)?.slice(0, 100)}, not a nanoton amount.`,
      })
    }
    return BigInt(text)
  }

  private transport(network: CaipNetwork): Promise<JsonRpcTransport> {
    if (this.destroyed) return Promise.reject(new Error('The TON adapter was destroyed.'))
    const key = network.caipNetworkId
    let transport = this.transports.get(key)
    if (!transport) {
      const urls = getRpcUrls(network, { customRpcUrls: this.customRpcUrls[String(network.id)] })
      if (urls.length === 0) {
        return Promise.reject(new Error(`${network.name} has no RPC URL.`))
      }
      const settings = getRpcTransportConfig()
      // toncenter's JSON-RPC takes one call per HTTP request (no batches).
      settings.http.batch.batchSize = 1
      transport = loadJsonRpcTransport().then(({ createJsonRpcTransport }) => {
        const created = createJsonRpcTransport(urls, {
          settings,
          probeMethod: 'getMasterchainInfo',
        })
        if (this.destroyed) created.destroy()
        return created
      })
      this.transports.set(key, transport)
      transport.catch(() => this.transports.delete(key))
    }
    return transport
  }

  /** Stops every transport (ranking timers, queued calls). */
  destroy(): void {
    this.destroyed = true
    for (const transport of this.transports.values()) {
      transport.then((t) => t.destroy()).catch(() => undefined)
    }
    this.transports.clear()
  }
}
