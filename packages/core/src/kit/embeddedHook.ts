import type { EmbeddedRuntime } from '../embedded/runtime.js'
import type { ResolvedOptions } from '../options/types.js'
import type { ChainNamespace } from '../types/chain.js'
import type { EmbeddedPart, Kit } from './types.js'

type Listener = (...args: unknown[]) => void

/** The namespaces the embedded wallet serves, each through a provider its adapter knows. */
const SERVED: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * The kit's embedded wallet (design "Kit side"), only when the host sets `embeddedWallet`: the
 * providers the adapters list as their AUTH connector (eip155: EIP-1193; solana: Phantom-style),
 * whose calls import the embedded code and the frame only when first used (a login, or the
 * restore of a stored AUTH connection), so a page that never logs in loads neither. A page that
 * comes back from a social provider (`gangway_social` in its URL) completes the login at once.
 */
export function attachEmbedded(
  options: Pick<ResolvedOptions, 'embeddedWallet' | 'features'>,
  logger: { error(...args: unknown[]): void },
  kit: () => Kit,
  /** Aborted when the kit is destroyed: the login and its frame go too. */
  signal: AbortSignal,
): (EmbeddedPart & { providers: Partial<Record<ChainNamespace, object>> }) | undefined {
  const deps = { logger, kit, signal }
  const { features, embeddedWallet } = options
  const url = embeddedWallet?.url
  // Connect shows neither email nor socials: no AUTH connector at all.
  if (!url || (!features.email && features.socials.length === 0)) return undefined
  const listeners = new Map<string, Set<Listener>>()
  const key = (namespace: ChainNamespace, event: string) => `${namespace} ${event}`
  // Imported and created once; a failed import is tried again on the next call.
  let disposed = false
  let loading: Promise<EmbeddedRuntime | undefined> | undefined
  const load = () =>
    import('../embedded.js').then((module) =>
      disposed
        ? undefined
        : module.createEmbeddedRuntime({
            kit: deps.kit(),
            serverUrl: url,
            emit(namespace, event, ...args) {
              for (const listener of [...(listeners.get(key(namespace, event)) ?? [])]) {
                try {
                  listener(...args)
                } catch (error) {
                  deps.logger.error('An embedded wallet listener failed:', error)
                }
              }
            },
          }),
    )
  const part = {
    get() {
      if (disposed) return Promise.resolve(undefined)
      loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })
      return loading
    },
    dispose() {
      disposed = true
      void loading?.then((runtime) => runtime?.dispose()).catch(() => undefined)
    },
  }
  if (deps.signal.aborted) part.dispose()
  else deps.signal.addEventListener('abort', part.dispose, { once: true })
  const runtime = async () => {
    const loaded = await part.get()
    // EIP-1193 "disconnected": the kit was destroyed. (No kit error here: this module stays tiny.)
    if (!loaded) throw Object.assign(new Error('The kit was destroyed'), { code: 4900 })
    return loaded
  }
  const emitter = (namespace: ChainNamespace) => {
    const on = (event: string, listener: Listener) => {
      const set = listeners.get(key(namespace, event)) ?? new Set()
      set.add(listener)
      listeners.set(key(namespace, event), set)
    }
    const off = (event: string, listener: Listener) => {
      listeners.get(key(namespace, event))?.delete(listener)
    }
    return { on, off, removeListener: off }
  }
  const eip155 = {
    isGangwayEmbedded: true,
    // A destroyed kit's wallet exposes no account (libraries still polling get an answer).
    request: async ({ method, params }: { method: string; params?: unknown }) =>
      method === 'eth_accounts' && disposed ? [] : (await runtime()).eip155(method, params),
    ...emitter('eip155'),
  }
  const solanaCall =
    (call: string) =>
    async (...args: unknown[]) =>
      (await runtime()).solana(call, args)
  const solana = {
    isGangwayEmbedded: true,
    publicKey: null,
    connect: solanaCall('connect'),
    disconnect: solanaCall('disconnect'),
    signMessage: solanaCall('signMessage'),
    signTransaction: solanaCall('signTransaction'),
    signAndSendTransaction: solanaCall('signAndSendTransaction'),
    ...emitter('solana'),
  }
  if (globalThis.location?.search.includes('gangway_social=')) {
    part
      .get()
      .catch((error: unknown) => deps.logger.error('Gangway could not load the login:', error))
  }
  return {
    get: async () => (await part.get())?.login,
    dispose: part.dispose,
    providers: Object.fromEntries(
      SERVED.map((namespace) => [namespace, namespace === 'eip155' ? eip155 : solana]),
    ),
  }
}
