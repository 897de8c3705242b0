import type { KitEvent } from '@gangway/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useKitInstance } from './context.js'

const none = (): undefined => undefined

/**
 * The latest kit event (undefined until one is sent while mounted, and on the server, so server
 * and hydrating client agree).
 */
export function useKitEvents(): KitEvent | undefined {
  const kit = useKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => kit.controllers.events.subscribeEvents(() => onChange()),
    [kit],
  )
  const getSnapshot = useCallback(() => kit.controllers.events.history().at(-1), [kit])
  return useSyncExternalStore(subscribe, getSnapshot, none)
}
