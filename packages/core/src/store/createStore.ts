import { type Draft, Immer } from 'immer'

export type Unsubscribe = () => void
export type Listener<S> = (state: S, previous: S) => void
// biome-ignore lint/suspicious/noConfusingVoidType: immer's recipe contract: mutate (void) or return a new state
export type Recipe<S> = (draft: Draft<S>) => void | S | undefined

export interface SelectOptions<T> {
  /** Compares two slices; the listener fires only when this returns false. Defaults to `Object.is`. */
  equals?: (a: T, b: T) => boolean
  /** Calls the listener once at once with the current slice. */
  fireImmediately?: boolean
}

/**
 * A small immer-based store. `setState` takes an immer recipe; state is immutable and
 * structurally shared, so a selector slice keeps its identity while it does not change.
 */
export interface Store<S> {
  getState(): S
  /** The state the store was created with (used by `reset`, and by SSR snapshots). */
  getInitialState(): S
  setState(recipe: Recipe<S>): void
  /** Fires on every change with the new and previous state. */
  subscribe(listener: Listener<S>): Unsubscribe
  /** Fires only when the selected slice changes. */
  subscribe<T>(
    selector: (state: S) => T,
    listener: (slice: T, previous: T) => void,
    options?: SelectOptions<T>,
  ): Unsubscribe
  /** Back to the initial state (one notification). */
  reset(): void
}

export function createStore<S extends object>(initialState: S): Store<S> {
  // Auto-freeze off: state holds host and wallet objects (EIP-1193 providers, wallet-standard
  // wallets) that their owners must keep mutating. State is still immutable by convention:
  // change it only through `setState`. One immer instance per store: no module-level state.
  const immer = new Immer({ autoFreeze: false })
  const initial = immer.produce(initialState, () => {}) as S
  let state = initial
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
    if (!sliceListener) {
      const listener = selectorOrListener as Listener<S>
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const selector = selectorOrListener as (state: S) => T
    const equals = options.equals ?? Object.is
    let current = selector(state)
    const listener: Listener<S> = (next) => {
      const slice = selector(next)
      if (equals(current, slice)) return
      const previous = current
      current = slice
      sliceListener(slice, previous)
    }
    listeners.add(listener)
    if (options.fireImmediately) sliceListener(current, current)
    return () => listeners.delete(listener)
  }

  return {
    getState: () => state,
    getInitialState: () => initial,
    // A recipe may return a whole new state (S): immer accepts it, its types only say Draft<S>.
    setState: (recipe) => commit(immer.produce(state, recipe as (draft: Draft<S>) => void) as S),
    subscribe,
    reset: () => commit(initial),
  }
}

/** Shallow equality for selector slices that build a new object or array. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  for (const key of keysA) {
    if (
      !Object.hasOwn(b, key) ||
      !Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
    )
      return false
  }
  return true
}
