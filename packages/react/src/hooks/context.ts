import type { Store } from '@gangway/core/shell'
import { kitNotCreatedError, shallowEqual } from '@gangway/core/shell'
import {
  createContext,
  useCallback,
  useContext,
  useInsertionEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
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

/**
 * What a view's own stylesheet is adopted through: the open modal provides it (its shadow root,
 * the host's CSP nonce; see adoptStyles). A view keeps its CSS rules in its own chunk
 * (`viewCss.ts` beside it), so the modal's stylesheet holds only what the views share. Here,
 * beside the kit's context, because every view already imports this module: a module of its own
 * would be one more file before the first wallet shows.
 */
export const ViewStylesContext = /* @__PURE__ */ createContext<(css: string) => void>(() => {})

/** Adopts a view's stylesheet (a module constant) into the modal before the view first paints. */
export function useViewStyles(css: string): void {
  const adopt = useContext(ViewStylesContext)
  useInsertionEffect(() => adopt(css), [adopt, css])
}
