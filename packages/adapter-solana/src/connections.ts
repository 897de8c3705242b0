import {
  type CaipNetwork,
  type ChainCheck,
  getRpcTransportConfig,
  getRpcUrls,
  type JsonRpcTransport,
  loadJsonRpcTransport,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { Connection, type ConnectionConfig } from '@solana/web3.js'
import type { SolanaAdapterOptions } from './types.js'

/** A CAIP-2 Solana chain id: the first 32 base58 characters of the cluster's genesis hash. */
const GENESIS_PREFIX = /^[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * The check that an RPC endpoint serves the network: its genesis hash starts with the network's
 * CAIP-2 id. A network whose id names no genesis hash ('localnet') has none.
 */
function genesisCheck(network: CaipNetwork): ChainCheck | undefined {
  const id = String(network.id)
  if (!GENESIS_PREFIX.test(id)) return undefined
  return {
    call: { method: 'getGenesisHash' },
    matches: (answer) => typeof answer === 'string' && answer.startsWith(id),
  }
}

export interface ConnectionCache {
  /** The network's `Connection`, made on first use. */
  get(network: CaipNetwork): Connection
  /** Stops every connection's transport (ranking timer, requests in flight). */
  destroy(): void
}

/**
 * One web3.js `Connection` per network whose HTTP requests go through the kit's JSON-RPC
 * transport over every endpoint of the spec §7 RPC rule (the host's URLs, then the RPC service
 * for known networks with a project id, then the network's own URLs): the next endpoint after a
 * timeout or failure, ranking, retries, no fallback on code 5000, and no endpoint of another
 * cluster (genesis hash). The transport loads with the first request. WebSocket subscriptions
 * use the network's WebSocket URL when it lists one.
 */
export function createConnectionCache(
  options: Pick<
    SolanaAdapterOptions,
    'connectionSettings' | 'customRpcUrls' | 'rpcServiceUrl' | 'rpcTimeout'
  >,
  projectId: () => string | undefined,
): ConnectionCache {
  const connections = new Map<string, Connection>()
  const transports: JsonRpcTransport[] = []
  let destroyed = false

  /** The network's transport, loaded on first use (a failed load is tried again next time). */
  function transportOf(urls: string[], network: CaipNetwork, config: ConnectionConfig) {
    let loading: Promise<JsonRpcTransport> | undefined
    return () => {
      loading ??= loadJsonRpcTransport().then(
        ({ createJsonRpcTransport }) => {
          const settings = getRpcTransportConfig()
          if (options.rpcTimeout !== undefined) settings.http.timeout = options.rpcTimeout
          const check = genesisCheck(network)
          const transport = createJsonRpcTransport(urls, {
            settings,
            fetch: hostFetch(config),
            probeMethod: 'getHealth',
            ...(check && { chainCheck: check }),
          })
          transports.push(transport)
          if (destroyed) transport.destroy()
          return transport
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    }
  }

  return {
    get(network) {
      const existing = connections.get(network.caipNetworkId)
      if (existing) return existing
      const urls = getRpcUrls(network, {
        projectId: projectId(),
        rpcServiceUrl: options.rpcServiceUrl,
        customRpcUrls: options.customRpcUrls?.[String(network.id)] ?? [],
      })
      const [endpoint] = urls
      if (!endpoint) throw new KitError('NETWORK_CLIENT_NOT_SET')
      const settings = options.connectionSettings ?? 'confirmed'
      const config: ConnectionConfig =
        typeof settings === 'string' ? { commitment: settings } : settings
      const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
      const transport = transportOf(urls, network, config)
      const connection = new Connection(endpoint, {
        ...config,
        ...(wsEndpoint && !config.wsEndpoint && { wsEndpoint }),
        fetch: (async (input: unknown, init?: RequestInit) =>
          (await loadJsonRpcTransport()).jsonRpcFetch(transport)(input, init)) as typeof fetch,
        // The transport retries busy endpoints itself. No `httpAgent`: every request goes
        // through the transport's fetch above, which opens no socket of web3.js's (in Node the
        // keep-alive agent it makes stays unused), and in a browser web3.js warns of any value
        // given, `false` included, on every connection.
        disableRetryOnRateLimit: true,
      })
      connections.set(network.caipNetworkId, connection)
      return connection
    },
    destroy() {
      destroyed = true
      for (const transport of transports.splice(0)) transport.destroy()
    },
  }
}

/** The host's `fetch` and `httpHeaders` of its connection settings, kept for every endpoint. */
function hostFetch(config: ConnectionConfig): typeof fetch {
  const base = config.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const extra = config.httpHeaders
  if (!extra) return base as typeof fetch
  return ((input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    for (const [key, value] of Object.entries(extra)) headers.set(key, value)
    return base(input, { ...init, headers })
  }) as typeof fetch
}
