import type { KitEvent } from '@gangway/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useKitInstance } from './context.js'

const none = (): undefined => undefined

/**
 * The latest kit event (undefined until one is sent while mounted, and on the server, so server
 * and hydrating client agree).
 */
export function useKitEvents(): KitEvent | undefined {
  const kit = useKitInstance()
  const latest = useRef<KitEvent | undefined>(undefined)
  // kit.subscribeEvents works before the kit's kernel has loaded (a kit shell's events start then).
  const subscribe = useCallback(
    (onChange: () => void) =>
      kit.subscribeEvents((event) => {
        latest.current = event
        onChange()
      }),
    [kit],
  )
  const getSnapshot = useCallback(() => latest.current, [])
  return useSyncExternalStore(subscribe, getSnapshot, none)
}
