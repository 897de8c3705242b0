import { KitError, type Store } from '@gangway/core'
import { shallowEqual } from '@gangway/core/ui'
import { createContext, useCallback, useContext, useMemo } from 'react'
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

type Pair<A, B> = { a: A; b: B }

function pairCache<A, B>(readA: () => A, readB: () => B): () => Pair<A, B> {
  let last: Pair<A, B> | undefined
  return () => {
    const a = readA()
    const b = readB()
    if (!last || last.a !== a || last.b !== b) last = { a, b }
    return last
  }
}

/** Like `useStoreSelector`, over two stores at once (re-renders only when the slice changes). */
export function useStoresSelector<A extends object, B extends object, T>(
  storeA: Store<A>,
  storeB: Store<B>,
  selector: (a: A, b: B) => T,
  equals: (x: T, y: T) => boolean = shallowEqual,
): T {
  const subscribe = useCallback(
    (onStoreChange: () => void) => {
      const offA = storeA.subscribe(() => onStoreChange())
      const offB = storeB.subscribe(() => onStoreChange())
      return () => {
        offA()
        offB()
      }
    },
    [storeA, storeB],
  )
  const getSnapshot = useMemo(() => pairCache(storeA.getState, storeB.getState), [storeA, storeB])
  const getServerSnapshot = useMemo(
    () => pairCache(storeA.getInitialState, storeB.getInitialState),
    [storeA, storeB],
  )
  return useSyncExternalStoreWithSelector(
    subscribe,
    getSnapshot,
    getServerSnapshot,
    (pair) => selector(pair.a, pair.b),
    equals,
  )
}
