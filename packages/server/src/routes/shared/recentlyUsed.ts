/** A memory of at most `max` entries; when full, the least recently used one goes first. */
export interface RecentlyUsed<V> {
  /** The entry of `key` (a use: it is now the most recent), else undefined. */
  get(key: string): V | undefined
  /** Keeps `value` as the most recent entry of `key`, dropping the least recent one when full. */
  set(key: string, value: V): void
}

/**
 * Answers a route keeps for the questions asked most (the directory's matches and its pages as
 * sent): a Map in order of use, most recent last.
 */
export function recentlyUsed<V>(max: number): RecentlyUsed<V> {
  const entries = new Map<string, V>()
  return {
    get(key) {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key, value) {
      entries.delete(key)
      if (entries.size >= max) entries.delete(entries.keys().next().value as string)
      entries.set(key, value)
    },
  }
}
