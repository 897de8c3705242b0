import type { StorageBackend } from './types.js'

/** One tab's view of a shared storage (`createSharedBackend().tab()`). */
export interface TabBackend extends StorageBackend {
  subscribe(listener: (key: string | null) => void): () => void
  /** Listeners subscribed now (to check that a destroyed kit left none). */
  listenerCount(): number
  /** Keys this tab wrote or removed, in order. */
  readonly writes: string[]
}

/**
 * One origin's `localStorage` as its tabs see it, for the kernel's tests (not exported from the
 * package): every tab reads and writes one map, and a change (a value that differs, as the
 * browser's `storage` event) is announced to every other tab's listeners a task later — never to
 * the tab that wrote. `echo: true` makes a backend that also reports a tab's own writes, at once
 * (a careless host backend).
 */
export function createSharedBackend(options: { echo?: boolean } = {}) {
  const items = new Map<string, string>()
  const tabs = new Set<{ listeners: Set<(key: string | null) => void> }>()

  const announce = (from: { listeners: Set<(key: string | null) => void> }, key: string) => {
    for (const tab of tabs) {
      if (tab === from) {
        if (options.echo) for (const listener of [...tab.listeners]) listener(key)
        continue
      }
      setTimeout(() => {
        for (const listener of [...tab.listeners]) listener(key)
      }, 0)
    }
  }

  return {
    items,
    tab(): TabBackend {
      const self = { listeners: new Set<(key: string | null) => void>() }
      tabs.add(self)
      const writes: string[] = []
      return {
        writes,
        getItem: (key) => items.get(String(key)) ?? null,
        setItem(key, value) {
          writes.push(key)
          if (items.get(key) === String(value)) return
          items.set(key, String(value))
          announce(self, key)
        },
        removeItem(key) {
          writes.push(key)
          if (!items.delete(key)) return
          announce(self, key)
        },
        subscribe(listener) {
          self.listeners.add(listener)
          return () => self.listeners.delete(listener)
        },
        listenerCount: () => self.listeners.size,
      }
    },
  }
}
