import { describe, expect, it, vi } from 'vitest'
import { createStore, shallowEqual } from './createStore.js'

const make = () =>
  createStore({ count: 0, user: { name: 'a' }, list: [1, 2] as number[], other: { n: 1 } })

describe('createStore', () => {
  it('applies recipes and keeps untouched slices by identity', () => {
    const store = make()
    const before = store.getState()
    store.setState((draft) => {
      draft.count = 1
    })
    const after = store.getState()
    expect(after.count).toBe(1)
    expect(after.user).toBe(before.user)
    expect(before.count).toBe(0)
  })

  it('notifies plain subscribers with the new and previous state', () => {
    const store = make()
    const listener = vi.fn()
    store.subscribe(listener)
    const previous = store.getState()
    store.setState((draft) => {
      draft.count++
    })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(store.getState(), previous)
  })

  it('does not notify when a recipe changes nothing', () => {
    const store = make()
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState(() => {})
    store.setState((draft) => {
      draft.count = 0
    })
    expect(listener).not.toHaveBeenCalled()
  })

  it('selector subscriptions fire only when their slice changes', () => {
    const store = make()
    const onUser = vi.fn()
    const onCount = vi.fn()
    store.subscribe((s) => s.user, onUser)
    store.subscribe((s) => s.count, onCount)
    store.setState((draft) => {
      draft.count = 5
    })
    expect(onCount).toHaveBeenCalledWith(5, 0)
    expect(onUser).not.toHaveBeenCalled()
    store.setState((draft) => {
      draft.user.name = 'b'
    })
    expect(onUser).toHaveBeenCalledTimes(1)
    expect(onCount).toHaveBeenCalledTimes(1)
  })

  it('selector subscriptions accept an equality function and fireImmediately', () => {
    const store = make()
    const listener = vi.fn()
    store.subscribe((s) => ({ count: s.count }), listener, {
      equals: shallowEqual,
      fireImmediately: true,
    })
    expect(listener).toHaveBeenCalledTimes(1)
    store.setState((draft) => {
      draft.other.n = 2
    })
    expect(listener).toHaveBeenCalledTimes(1)
    store.setState((draft) => {
      draft.count = 3
    })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('unsubscribe stops notifications, and a listener may unsubscribe during a notification', () => {
    const store = make()
    const second = vi.fn()
    const unsubscribeFirst = store.subscribe(() => unsubscribeFirst())
    const unsubscribeSecond = store.subscribe(second)
    store.setState((draft) => {
      draft.count = 1
    })
    expect(second).toHaveBeenCalledTimes(1)
    unsubscribeSecond()
    store.setState((draft) => {
      draft.count = 2
    })
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('reset returns to the initial state', () => {
    const store = make()
    const initial = store.getState()
    store.setState((draft) => {
      draft.list.push(3)
    })
    store.reset()
    expect(store.getState()).toBe(initial)
    expect(store.getInitialState()).toBe(initial)
  })

  it('does not freeze objects put into state, so wallet providers stay mutable', () => {
    const store = createStore({ provider: undefined as { connected: boolean } | undefined })
    const provider = { connected: false }
    store.setState((draft) => {
      draft.provider = provider
    })
    expect(store.getState().provider).toBe(provider)
    provider.connected = true
    expect(Object.isFrozen(provider)).toBe(false)
  })

  it('two stores from the same initial object share no state', () => {
    const initial = { items: [] as string[] }
    const a = createStore(initial)
    const b = createStore(initial)
    a.setState((draft) => {
      draft.items.push('x')
    })
    expect(b.getState().items).toEqual([])
    expect(initial.items).toEqual([])
  })
})

describe('shallowEqual', () => {
  it('compares one level deep', () => {
    const inner = { a: 1 }
    expect(shallowEqual({ x: inner }, { x: inner })).toBe(true)
    expect(shallowEqual({ x: { a: 1 } }, { x: { a: 1 } })).toBe(false)
    expect(shallowEqual([1, 2], [1, 2])).toBe(true)
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false)
    expect(shallowEqual({ a: 1 }, { b: 1 })).toBe(false)
    expect(shallowEqual(null, {})).toBe(false)
    expect(shallowEqual([1], { 0: 1 })).toBe(false)
  })
})
