import { createBitcoinTestProvider } from './createBitcoinTestProvider.js'
import type {
  BitcoinProviderRegistryEntry,
  BitcoinTestProvider,
  BitcoinTestProviderOptions,
} from './types.js'

export interface InjectBitcoinTestProviderOptions extends BitcoinTestProviderOptions {
  /** Global under which tests reach the provider's controls. Default 'gangwayTestBitcoin'. */
  globalName?: string
  /** Remember the site's authorisation in localStorage across reloads. Default true. */
  persist?: boolean
}

type RegistryWindow = { btc_providers?: BitcoinProviderRegistryEntry[] } & Record<string, unknown>

/** Sets `target[a][b]…` for a dotted provider id such as 'FooProviders.BitcoinProvider'. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.')
  const last = parts.pop() as string
  let node = target
  for (const part of parts) {
    node[part] ??= {}
    node = node[part] as Record<string, unknown>
  }
  node[last] = value
}

/**
 * Makes a provider discoverable the sats-connect way: its entry in `window.btc_providers`
 * (replacing an entry with the same id) and the provider object at `window[<id>]`. Returns a
 * function that takes both away again.
 */
export function registerBitcoinTestProvider(
  provider: BitcoinTestProvider,
  target: object = window,
): () => void {
  const win = target as RegistryWindow
  win.btc_providers ??= []
  const registry = win.btc_providers
  const existing = registry.findIndex((entry) => entry.id === provider.id)
  if (existing !== -1) registry.splice(existing, 1)
  registry.push({ ...provider.info, methods: [...(provider.info.methods ?? [])] })
  setPath(win, provider.id, provider)
  return () => {
    const index = registry.findIndex((entry) => entry.id === provider.id)
    if (index !== -1) registry.splice(index, 1)
    setPath(win, provider.id, undefined)
  }
}

/**
 * Creates a Bitcoin test provider in the page (or a node test's `window`, see
 * `installTestWindow`), registers it, and exposes it as `window.gangwayTestBitcoin`.
 * `bitcoinTestProviderInitScript` bundles this for Playwright's `addInitScript`.
 */
export function injectBitcoinTestProvider(
  options: InjectBitcoinTestProviderOptions = {},
): BitcoinTestProvider {
  const { globalName = 'gangwayTestBitcoin', persist = true, ...providerOptions } = options
  let storage = providerOptions.storage
  if (!storage && persist) {
    try {
      storage = window.localStorage ?? undefined
    } catch {
      storage = undefined // opaque origins (about:blank, data:) have no localStorage
    }
  }
  const provider = createBitcoinTestProvider({ ...providerOptions, ...(storage && { storage }) })
  registerBitcoinTestProvider(provider)
  ;(window as unknown as Record<string, unknown>)[globalName] = provider
  return provider
}
