import type { Listener, SelectOptions, Unsubscribe } from './types.js'

/**
 * Subscribes `sliceListener` to one slice of a store's state: it fires only when `selector`'s
 * result changes (by `options.equals`, default `Object.is`), and once at once with
 * `fireImmediately`. `listen` adds a whole-state listener and returns its unsubscribe. The one
 * home of the selector subscription of `createStore` and the kit shell's handover store.
 */
export function subscribeSlice<S, T>(
  listen: (listener: Listener<S>) => Unsubscribe,
  state: S,
  selector: (state: S) => T,
  sliceListener: (slice: T, previous: T) => void,
  options: SelectOptions<T> = {},
): Unsubscribe {
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
