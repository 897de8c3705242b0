import type { StorageBackend } from './types.js'

/** A `StorageBackend` kept in memory (SSR, node, or when `localStorage` is unusable). */
export function createMemoryBackend(): StorageBackend & { keys(): string[] } {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(String(key)) ?? null,
    setItem: (key, value) => {
      items.set(String(key), String(value))
    },
    removeItem: (key) => {
      items.delete(String(key))
    },
    keys: () => [...items.keys()],
  }
}

/**
 * `globalThis.localStorage` when it exists and accepts a write, else undefined. Touching
 * `localStorage` can throw (SecurityError in sandboxed frames or with storage blocked; a zero
 * quota in some private modes), so the lookup and a probe write both sit inside try.
 * Only ever called from inside a function, never at import time (SSR-safe).
 */
export function detectLocalStorage(probeKey: string): StorageBackend | undefined {
  try {
    const candidate = (globalThis as { localStorage?: Partial<StorageBackend> }).localStorage
    if (
      !candidate ||
      typeof candidate.getItem !== 'function' ||
      typeof candidate.setItem !== 'function' ||
      typeof candidate.removeItem !== 'function'
    ) {
      return undefined
    }
    candidate.setItem(probeKey, '1')
    candidate.removeItem(probeKey)
    return candidate as StorageBackend
  } catch {
    return undefined
  }
}
