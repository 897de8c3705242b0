import type { StorageBackend } from './types.js'

/**
 * The stored names (after the prefix) that say what is connected: another tab changing one of
 * them is what `KitStorage.onExternalChange` reports. `CONNECTED_CONNECTOR_ID` is a prefix
 * (`CONNECTED_CONNECTOR_ID:<namespace>`).
 */
export const CONNECTION_KEY_NAMES = [
  'CONNECTED_NAMESPACES',
  'CONNECTED_CONNECTOR_ID:',
  'CONNECTION_STATUS',
  'ACTIVE_NAMESPACE',
  'ACTIVE_CAIP_NETWORK_ID',
] as const

/** Whether a changed backend key (null: the whole storage was cleared) is a connection key. */
export function isConnectionKey(key: string | null, prefix: string): boolean {
  if (key === null) return true
  if (typeof key !== 'string' || !key.startsWith(prefix)) return false
  const name = key.slice(prefix.length)
  return CONNECTION_KEY_NAMES.some((known) =>
    known.endsWith(':') ? name.startsWith(known) && name.length > known.length : name === known,
  )
}

interface StorageEventLike {
  key?: unknown
  storageArea?: unknown
}

interface EventTargetLike {
  addEventListener(type: string, listener: (event: StorageEventLike) => void): void
  removeEventListener(type: string, listener: (event: StorageEventLike) => void): void
}

/**
 * Hears the backend's changes made by another writer, as changed keys: through the backend's own
 * `subscribe` when it has one, else — when the backend is the page's `localStorage` (or
 * `sessionStorage`) — through the window's `storage` events, which a browser fires in every
 * other tab of the origin (never in the tab that wrote). Any other backend has no way to tell:
 * nothing is heard. Never throws; returns the unsubscribe.
 */
export function watchBackend(
  backend: StorageBackend,
  listener: (key: string | null) => void,
): () => void {
  const hear = (key: unknown) => {
    if (key === null || typeof key === 'string') listener(key)
  }
  try {
    if (typeof backend.subscribe === 'function') {
      const off = backend.subscribe(hear)
      return () => {
        try {
          if (typeof off === 'function') off()
        } catch {
          // The host's unsubscribe failed: nothing more the kit can do.
        }
      }
    }
    const page = globalThis as unknown as Partial<EventTargetLike>
    if (typeof page.addEventListener !== 'function') return () => {}
    const onStorage = (event: StorageEventLike) => {
      if (event?.storageArea === backend) hear(event.key)
    }
    page.addEventListener('storage', onStorage)
    return () => page.removeEventListener?.('storage', onStorage)
  } catch {
    return () => {}
  }
}
