import { produce } from './produce.js'
import { subscribeSlice } from './subscribeSlice.js'
import type { Listener, SelectOptions, Store, Unsubscribe } from './types.js'

export { shallowEqual } from './shallowEqual.js'
export type { Listener, Recipe, SelectOptions, Store, Unsubscribe } from './types.js'

export function createStore<S extends object>(initialState: S): Store<S> {
  // Nothing is frozen: state holds host and wallet objects (EIP-1193 providers, wallet-standard
  // wallets) that their owners must keep mutating. State is still immutable by convention:
  // change it only through `setState`.
  let state = initialState
  const listeners = new Set<Listener<S>>()

  const commit = (next: S) => {
    if (Object.is(next, state)) return
    const previous = state
    state = next
    for (const listener of [...listeners]) listener(state, previous)
  }

  function subscribe(listener: Listener<S>): Unsubscribe
  function subscribe<T>(
    selector: (state: S) => T,
    listener: (slice: T, previous: T) => void,
    options?: SelectOptions<T>,
  ): Unsubscribe
  function subscribe<T>(
    selectorOrListener: ((state: S) => T) | Listener<S>,
    sliceListener?: (slice: T, previous: T) => void,
    options: SelectOptions<T> = {},
  ): Unsubscribe {
    const listen = (listener: Listener<S>) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    }
    if (!sliceListener) return listen(selectorOrListener as Listener<S>)
    return subscribeSlice(listen, state, selectorOrListener as (s: S) => T, sliceListener, options)
  }

  return {
    getState: () => state,
    getInitialState: () => initialState,
    setState: (recipe) => commit(produce(state, recipe)),
    subscribe,
    reset: () => commit(initialState),
  }
}
