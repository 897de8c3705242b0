import type { Listener } from './types.js'

/** A minimal EventEmitter (on/once/removeListener/emit) that works in Node and browsers. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  const onceWrappers = new WeakMap<Listener, Listener>()

  const on = (event: string, listener: Listener) => {
    let set = listeners.get(event)
    if (!set) {
      set = new Set()
      listeners.set(event, set)
    }
    set.add(listener)
  }
  const removeListener = (event: string, listener: Listener) => {
    const set = listeners.get(event)
    if (!set) return
    set.delete(listener)
    const wrapper = onceWrappers.get(listener)
    if (wrapper) set.delete(wrapper)
  }
  const once = (event: string, listener: Listener) => {
    const wrapper: Listener = (...args) => {
      removeListener(event, listener)
      listener(...args)
    }
    onceWrappers.set(listener, wrapper)
    on(event, wrapper)
  }
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // A throwing listener must not break the wallet or the other listeners.
        console.error(`[gangway test wallet] a "${event}" listener threw`, error)
      }
    }
  }
  const listenerCount = (event: string) => listeners.get(event)?.size ?? 0
  return { on, once, removeListener, emit, listenerCount }
}
