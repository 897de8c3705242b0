/** The minimal browser globals the Bitcoin and Polkadot wallet registries need in node tests. */
export interface TestWindow {
  /** sats-connect's provider registry. */
  btc_providers: unknown[]
  /** Polkadot's extension registry. */
  injectedWeb3: Record<string, unknown>
  localStorage: Storage
  /** The page's address (libraries such as axios, inside sats-connect, read it at import). */
  location: { href: string; origin: string; protocol: string; host: string; hostname: string }
  addEventListener(type: string, listener: (event: unknown) => void): void
  removeEventListener(type: string, listener: (event: unknown) => void): void
  dispatchEvent(event: { type: string }): boolean
  [key: string]: unknown
}

const KEY = Symbol.for('gangway.testing.testWindow')
const BASE_KEYS = new Set([
  'btc_providers',
  'injectedWeb3',
  'localStorage',
  'location',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
])

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key)
    },
    setItem: (key, value) => {
      map.set(key, String(value))
    },
  }
}

function createTestWindow(): TestWindow {
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  return {
    btc_providers: [],
    injectedWeb3: {},
    localStorage: memoryStorage(),
    location: {
      href: 'http://localhost/',
      origin: 'http://localhost',
      protocol: 'http:',
      host: 'localhost',
      hostname: 'localhost',
    },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set()
      set.add(listener)
      listeners.set(type, set)
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener)
    },
    dispatchEvent(event) {
      for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event)
      return true
    },
  }
}

/**
 * Gives a node test a `globalThis.window` (wallet registries, event target, localStorage) and a
 * `document` whose readyState is 'complete'. The same window object is reused by every later
 * call in the process, because libraries such as `@polkadot/extension-dapp` keep the `window`
 * they saw when first imported. `uninstall` removes the globals (the object is kept for reuse);
 * `reset` empties the registries and localStorage and removes every provider object set on it.
 */
export function installTestWindow(): {
  window: TestWindow
  reset(): void
  uninstall(): void
} {
  const store = globalThis as unknown as Record<symbol, TestWindow | undefined>
  store[KEY] ??= createTestWindow()
  const win = store[KEY]
  const globals = globalThis as unknown as Record<string, unknown>
  const hadDocument = 'document' in globalThis
  globals.window = win
  if (!hadDocument) globals.document = { readyState: 'complete' }
  return {
    window: win,
    reset() {
      for (const key of Object.keys(win)) {
        if (!BASE_KEYS.has(key)) delete win[key]
      }
      win.btc_providers.length = 0
      for (const key of Object.keys(win.injectedWeb3)) delete win.injectedWeb3[key]
      win.localStorage.clear()
    },
    uninstall() {
      delete globals.window
      if (!hadDocument) delete globals.document
    },
  }
}
