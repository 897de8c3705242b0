import { createStoreWith } from './createStoreWith.js'
import { produce } from './produce.js'
import type { Store } from './types.js'

export { shallowEqual } from './shallowEqual.js'
export type { Listener, Recipe, SelectOptions, Store, Unsubscribe } from './types.js'

/** A kernel store: `setState` recipes run through `produce` (see `createStoreWith`). */
export function createStore<S extends object>(initialState: S): Store<S> {
  return createStoreWith(initialState, produce)
}
