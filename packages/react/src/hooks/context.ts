import type { Store } from '@gangway/core/shell'
import { kitNotCreatedError, shallowEqual } from '@gangway/core/shell'
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import type { UiKit } from '../kit/types.js'

export const KitContext = createContext<UiKit | null>(null)
KitContext.displayName = 'GangwayKit'

/** The kit of the nearest `<GangwayProvider>`; throws KIT_NOT_CREATED outside one (see kitNotCreatedError). */
export function useKitInstance(): UiKit {
  const kit = useContext(KitContext)
  if (!kit) throw kitNotCreatedError()
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
  // The last slice handed out: kept while the state is the same object and the selector the same
  // function, and while `equals` says a new slice is the same (so React sees a stable snapshot).
  const last = useRef<{ state: S; selector: (state: S) => T; slice: T } | undefined>(undefined)
  const select = (state: S): T => {
    const previous = last.current
    if (previous && previous.state === state && previous.selector === selector)
      return previous.slice
    const next = selector(state)
    const slice = previous && equals(previous.slice, next) ? previous.slice : next
    last.current = { state, selector, slice }
    return slice
  }
  return useSyncExternalStore(
    subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState()),
  )
}
