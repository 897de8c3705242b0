import {
  getRpcTransportConfig,
  type JsonRpcTransport,
  loadJsonRpcTransport,
} from '@gangway/core/adapter'
import { UpstreamError } from '../app/errors.js'
import type { ChainConfig } from '../config/schema.js'
import { createBlockReads, type HeadRead } from './eip155/blockReads.js'

/** A configured chain and the JSON-RPC client of its endpoints. */
export interface ChainClient {
  readonly config: ChainConfig
  readonly namespace: string
  readonly reference: string
  /** One JSON-RPC call, through the endpoints in order with fallback (core's transport). */
  request<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>
  /**
   * This client for reads that may be up to HEAD_SHARE_MS (250 ms) behind the head (the balances
   * and gas a page shows): on eip155 they share one head read for that long (blockReads.ts);
   * elsewhere the client itself. The client's own reads see every block mined before them.
   */
  readonly sharedHead: ChainClient
  /**
   * The head read the `sharedHead` client's reads arriving now would use (eip155; see
   * `BlockReads.sharedHeadNow`), else undefined: what is derived from reads at it may be kept
   * for as long as it is the one returned.
   */
  sharedHeadNow(): HeadRead | undefined
}

export interface ChainClients {
  get(caipNetworkId: string): ChainClient | undefined
  list(): ChainClient[]
  destroy(): void
}

/**
 * One JSON-RPC client per configured chain, over the kit's own transport (spec §7 / §9 rules:
 * fallback to the next endpoint after a timeout, 5xx or closed socket; an endpoint serving
 * another chain is never used on eip155). `timeoutMs` limits each endpoint's answer. On eip155
 * the reads at the latest block are cached per block and shared by concurrent requests.
 */
export async function createChainClients(
  chains: readonly ChainConfig[],
  timeoutMs: number,
): Promise<ChainClients> {
  const { createJsonRpcTransport } = await loadJsonRpcTransport()
  const defaults = getRpcTransportConfig()
  const transports: JsonRpcTransport[] = []
  const clients = new Map<string, ChainClient>()
  for (const config of chains) {
    const [namespace = '', reference = ''] = config.caipNetworkId.split(':')
    const transport = createJsonRpcTransport(config.rpcUrls, {
      settings: {
        http: { ...defaults.http, timeout: timeoutMs },
        fallback: { ...defaults.fallback, rank: false },
      },
      ...(namespace === 'eip155' && {
        chainCheck: {
          call: { method: 'eth_chainId' },
          matches: (answer) =>
            typeof answer === 'string' && BigInt(answer).toString() === reference,
        },
      }),
    })
    transports.push(transport)
    const send = (method: string, params: readonly unknown[]) =>
      transport.request({ method, params: [...params] })
    // eip155: balances, gas and contract reads are cached per block (blockReads.ts).
    const blockReads =
      namespace === 'eip155'
        ? createBlockReads(
            send,
            config.headShareMs === undefined ? {} : { headShareMs: config.headShareMs },
          )
        : undefined
    const clientOf = (sharedHead: boolean): ChainClient => {
      const client: ChainClient = {
        config,
        namespace,
        reference,
        get sharedHead() {
          return sharedHead || !blockReads ? client : sharedHeadClient
        },
        sharedHeadNow: () => blockReads?.sharedHeadNow(),
        async request<T>(method: string, params: readonly unknown[] = []) {
          try {
            return (await (blockReads
              ? blockReads.request(method, params, { sharedHead })
              : send(method, params))) as T
          } catch (error) {
            // The transport's words name the endpoint's URL (and so its key): the log's only.
            throw new UpstreamError(`${config.caipNetworkId}: ${method} failed (the chain node)`, {
              cause: error,
              detail: error instanceof Error ? error.message : String(error),
            })
          }
        },
      }
      return client
    }
    const sharedHeadClient = clientOf(true)
    clients.set(config.caipNetworkId, clientOf(false))
  }
  return {
    get: (id) => clients.get(id),
    list: () => [...clients.values()],
    destroy() {
      for (const transport of transports) transport.destroy()
    },
  }
}

/**
 * The same chains through their `sharedHead` clients (reads up to HEAD_SHARE_MS behind the head),
 * for what a page shows and nobody acts on at once: the pool prices of `/balance`.
 */
export function withSharedHead(chains: ChainClients): ChainClients {
  return {
    get: (id) => chains.get(id)?.sharedHead,
    list: () => chains.list().map((chain) => chain.sharedHead),
    destroy: () => chains.destroy(),
  }
}
