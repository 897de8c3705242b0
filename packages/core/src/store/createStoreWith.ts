import type { Listener, Recipe, SelectOptions, Store, Unsubscribe } from './types.js'

/** Turns a recipe into the next state (the kernel's `produce`; the kit shell's shallow copy). */
export type ApplyRecipe<S> = (state: S, recipe: Recipe<S>) => S

/**
 * The one store factory of the kit: the state, its listeners (whole state, or one slice), and
 * `setState` through `applyRecipe`. `createStore` is this with `produce` (structural sharing);
 * the kit shell's handover store is this with a shallow copy until the kernel's store arrives
 * (it keeps `produce` out of the first paint). A listener fires only when the state object
 * changes; a slice listener only when its slice does (`options.equals`, default `Object.is`).
 */
export function createStoreWith<S extends object>(
  initialState: S,
  applyRecipe: ApplyRecipe<S>,
): Store<S> {
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

  const listen = (listener: Listener<S>): Unsubscribe => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
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
    if (!sliceListener) return listen(selectorOrListener as Listener<S>)
    const selector = selectorOrListener as (state: S) => T
    const equals = options.equals ?? Object.is
    let current = selector(state)
    const unsubscribe = listen((next) => {
      const slice = selector(next)
      if (equals(current, slice)) return
      const previous = current
      current = slice
      sliceListener(slice, previous)
    })
    if (options.fireImmediately) sliceListener(current, current)
    return unsubscribe
  }

  return {
    getState: () => state,
    getInitialState: () => initialState,
    setState: (recipe) => commit(applyRecipe(state, recipe)),
    subscribe,
    reset: () => commit(initialState),
  }
}
