import {
  type FallbackTransportConfig,
  getRpcTransportConfig,
  loadJsonRpcTransport,
  type RpcTransportConfig,
} from '@gangway/core/adapter'
import { fallback, http, type Transport } from 'viem'

/**
 * The chain transport: viem `http` per RPC URL (batches of 1000, 10 s timeout) under viem's
 * `fallback` (3 retries from 150 ms with exponential backoff; endpoints tried in order) that
 * never moves to the next endpoint on the kernel's no-fallback codes (5000, rejections,
 * reverts ...). viem moves to the next endpoint after the first timeout or failure of one
 * (retries go around the chain). An endpoint whose eth_chainId is not the chain's is never used
 * for it. With several endpoints, the order is the kernel's endpoint ranking (every 4 s over 10
 * samples, 1 s probe, stability 0.7 / latency 0.3; loaded on first use), not viem's own `rank`,
 * whose probe loop cannot be stopped: this one stops when `signal` is aborted (the adapter
 * aborts it on destroy).
 */
export function createRpcTransport(
  urls: readonly string[],
  config: RpcTransportSettings = getRpcTransportConfig(),
  signal?: AbortSignal,
): Transport {
  // Retries happen once, around the whole fallback chain (3 × from 150 ms, exponential), not
  // again inside each endpoint, which would multiply them.
  const byUrl = new Map(
    urls.map((url) => [url, onChainOnly(url, http(url, { ...config.http, retryCount: 0 }))]),
  )
  // viem's fallback reads this array on every request: the ranking re-orders it in place.
  const endpoints: Transport[] = [...byUrl.values()]
  const rank = config.fallback.rank
  if (endpoints.length > 1 && rank) rankEndpoints(urls, byUrl, endpoints, rank, signal)
  return fallback(endpoints, {
    rank: false,
    retryCount: config.fallback.retryCount,
    retryDelay: config.fallback.retryDelay,
    shouldThrow: config.fallback.shouldThrow,
  })
}

/** Probes the endpoints with the kernel's ranking and keeps `endpoints` best first, until `signal`. */
function rankEndpoints(
  urls: readonly string[],
  byUrl: ReadonlyMap<string, Transport>,
  endpoints: Transport[],
  rank: FallbackTransportConfig['rank'],
  signal: AbortSignal | undefined,
): void {
  if (signal?.aborted) return
  void loadJsonRpcTransport()
    .then(({ createJsonRpcTransport }) => {
      if (signal?.aborted) return
      const settings = getRpcTransportConfig()
      const ranking = createJsonRpcTransport(urls, {
        settings: { ...settings, fallback: { ...settings.fallback, rank } },
        onRanked: (ranked) => {
          endpoints.splice(0, endpoints.length, ...ranked.map((url) => byUrl.get(url)!))
        },
      })
      signal?.addEventListener('abort', () => ranking.destroy(), { once: true })
    })
    .catch(() => {
      // No ranking: the endpoints keep their configured order.
    })
}

/** The kernel's transport config; `rank: false` turns ranking off (e.g. in tests). */
export type RpcTransportSettings = Omit<RpcTransportConfig, 'fallback'> & {
  fallback: Omit<FallbackTransportConfig, 'rank'> & {
    rank: FallbackTransportConfig['rank'] | false
  }
}

/**
 * `transport`, asking its endpoint's eth_chainId on first use for a chain: an endpoint of another
 * chain rejects every request for this one (so the fallback goes on to the next URL), one that
 * could not answer is asked again on the next request.
 */
function onChainOnly(url: string, transport: Transport): Transport {
  const checks = new Map<number, Promise<void>>()
  const wrong = new Set<number>()
  return (params) => {
    const endpoint = transport(params)
    const chainId = params.chain?.id
    if (chainId === undefined) return endpoint
    const verify = () => {
      let check = checks.get(chainId)
      if (!check) {
        check = endpoint.request({ method: 'eth_chainId' }).then((answer: unknown) => {
          if (Number(answer) === chainId) return
          wrong.add(chainId)
          throw new Error(`The RPC endpoint ${url} serves chain ${String(answer)}, not ${chainId}`)
        })
        check.catch(() => {
          if (!wrong.has(chainId)) checks.delete(chainId)
        })
        checks.set(chainId, check)
      }
      return check
    }
    const request: typeof endpoint.request = async (args, options) => {
      await verify()
      return endpoint.request(args, options)
    }
    return { ...endpoint, request }
  }
}
