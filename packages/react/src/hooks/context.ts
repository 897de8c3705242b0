import type { Store } from '@gangway/core'
import { KitError, shallowEqual } from '@gangway/core/shell'
import { createContext, useCallback, useContext } from 'react'
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector'
import type { UiKit } from '../kit/types.js'

export const KitContext = createContext<UiKit | null>(null)
KitContext.displayName = 'GangwayKit'

/** The kit of the nearest `<GangwayProvider>`; throws KIT_NOT_CREATED outside one. */
export function useKitInstance(): UiKit {
  const kit = useContext(KitContext)
  if (!kit) throw new KitError('KIT_NOT_CREATED')
  return kit
}

/**
 * Subscribes to one slice of a store. The component re-renders only when `equals` (shallow by
 * default) says the slice changed. The server snapshot is the store's initial state, so a
 * server render and the hydrating client render agree.
 */
export function useStoreSelector<S extends object, T>(
  store: Store<S>,
  selector: (state: S) => T,
  equals: (a: T, b: T) => boolean = shallowEqual,
): T {
  const subscribe = useCallback(
    (onStoreChange: () => void) => store.subscribe(() => onStoreChange()),
    [store],
  )
  return useSyncExternalStoreWithSelector(
    subscribe,
    store.getState,
    store.getInitialState,
    selector,
    equals,
  )
}
