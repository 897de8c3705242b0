import { subscribeSlice } from '../store/subscribeSlice.js'
import type { Listener, SelectOptions, Store, Unsubscribe } from '../store/types.js'

/**
 * A store the kit shell hands to the UI before the kernel has loaded. It holds a first state
 * (what the button shows at first paint) until `adopt(kernelStore)`; from then on it reads and
 * writes the kernel's store, and its subscribers (React's, the host's) follow the kernel's
 * store without subscribing again. Adopting notifies them once when the state differs, so a
 * component re-renders only if what it selects changed (no flip when the first state was right).
 *
 * Before adopting, `setState` applies a recipe to a shallow copy of the first state (the shell's
 * own flat states: theme mode, locale) and notifies; the kernel's store then starts from the
 * host's options and the kit's setters, which the shell calls again on the kernel.
 */
export interface HandoverStore<S> extends Store<S> {
  adopt(store: Store<S>): void
  adopted(): boolean
}

interface Subscription<S> {
  listener: Listener<S>
  detach: Unsubscribe | undefined
}

export function createHandoverStore<S extends object>(initial: S): HandoverStore<S> {
  let kernel: Store<S> | undefined
  let first = initial
  const subscriptions = new Set<Subscription<S>>()

  const getState = () => (kernel ? kernel.getState() : first)

  const listen = (listener: Listener<S>): Unsubscribe => {
    const subscription: Subscription<S> = { listener, detach: kernel?.subscribe(listener) }
    subscriptions.add(subscription)
    return () => {
      subscriptions.delete(subscription)
      subscription.detach?.()
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
    return subscribeSlice(
      listen,
      getState(),
      selectorOrListener as (s: S) => T,
      sliceListener,
      options,
    )
  }

  return {
    getState,
    getInitialState: () => (kernel ? kernel.getInitialState() : initial),
    setState(recipe) {
      if (kernel) return kernel.setState(recipe)
      const previous = first
      const draft = { ...first }
      first = ((recipe as (draft: S) => S | undefined)(draft) ?? draft) as S
      for (const { listener } of [...subscriptions]) listener(first, previous)
    },
    subscribe,
    reset() {
      if (kernel) return kernel.reset()
      const previous = first
      first = initial
      for (const { listener } of [...subscriptions]) listener(first, previous)
    },
    adopted: () => kernel !== undefined,
    adopt(store) {
      if (kernel) return
      const previous = first
      kernel = store
      for (const subscription of subscriptions) {
        subscription.detach = store.subscribe(subscription.listener)
      }
      const next = store.getState()
      if (Object.is(next, previous)) return
      for (const { listener } of [...subscriptions]) listener(next, previous)
    },
  }
}
