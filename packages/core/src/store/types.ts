type Primitive = string | number | bigint | boolean | symbol | undefined | null
type Atomic = ((...args: any[]) => unknown) | Promise<unknown> | Date | RegExp
type Kept = ReadonlyMap<unknown, unknown> | ReadonlySet<unknown> | WeakMap<object, unknown>

/** What a recipe may mutate: `T` with every `readonly` removed, deeply (as immer's `Draft`). */
export type Draft<T> = T extends Primitive | Atomic | Kept | WeakSet<object>
  ? T
  : T extends object
    ? { -readonly [K in keyof T]: Draft<T[K]> }
    : T

export type Unsubscribe = () => void
export type Listener<S> = (state: S, previous: S) => void
/** Mutates the draft (returning nothing, or the draft itself) or returns a whole new state. */
// biome-ignore lint/suspicious/noConfusingVoidType: the recipe contract: mutate (void) or return a new state
export type Recipe<S> = (draft: Draft<S>) => void | S | Draft<S> | undefined

export interface SelectOptions<T> {
  /** Compares two slices; the listener fires only when this returns false. Defaults to `Object.is`. */
  equals?: (a: T, b: T) => boolean
  /** Calls the listener once at once with the current slice. */
  fireImmediately?: boolean
}

/**
 * A small store. `setState` takes a recipe that mutates a draft (`produce`); state is immutable and
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
