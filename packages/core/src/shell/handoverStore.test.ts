import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../store/createStore.js'
import { createHandoverStore } from './handoverStore.js'

interface Flat {
  mode: 'light' | 'dark'
  locale: string
}

describe('the kit shell’s handover store (the one store factory, with a shallow copy)', () => {
  it('holds the first state and notifies its own changes before the kernel arrives', () => {
    const store = createHandoverStore<Flat>({ mode: 'light', locale: 'en' })
    const modes = vi.fn()
    store.subscribe((state) => state.mode, modes)
    store.setState((draft) => {
      draft.mode = 'dark'
    })
    expect(store.getState()).toEqual({ mode: 'dark', locale: 'en' })
    expect(modes).toHaveBeenCalledWith('dark', 'light')
    store.reset()
    expect(store.getState().mode).toBe('light')
    expect(store.adopted()).toBe(false)
  })

  it('adopting notifies once when the kernel’s state differs, a slice only when it changed', () => {
    const store = createHandoverStore<Flat>({ mode: 'light', locale: 'en' })
    const all = vi.fn()
    const modes = vi.fn()
    const locales = vi.fn()
    store.subscribe(all)
    store.subscribe((state) => state.mode, modes)
    store.subscribe((state) => state.locale, locales)
    const kernel = createStore<Flat>({ mode: 'light', locale: 'de' })
    store.adopt(kernel)
    expect(all).toHaveBeenCalledTimes(1)
    expect(modes).not.toHaveBeenCalled()
    expect(locales).toHaveBeenCalledWith('de', 'en')
    expect(store.adopted()).toBe(true)
  })

  it('after adopting, reads and writes the kernel’s store; its subscribers follow it', () => {
    const store = createHandoverStore<Flat>({ mode: 'light', locale: 'en' })
    const kernel = createStore<Flat>({ mode: 'light', locale: 'en' })
    const modes = vi.fn()
    const unsubscribe = store.subscribe((state) => state.mode, modes)
    store.adopt(kernel)
    kernel.setState((draft) => {
      draft.mode = 'dark'
    })
    expect(modes).toHaveBeenLastCalledWith('dark', 'light')
    store.setState((draft) => {
      draft.locale = 'fr'
    })
    expect(kernel.getState().locale).toBe('fr')
    expect(store.getState()).toBe(kernel.getState())
    unsubscribe()
    kernel.setState((draft) => {
      draft.mode = 'light'
    })
    expect(modes).toHaveBeenCalledTimes(1)
  })

  it('a kernel listener that reads through the handover store sees the kernel’s new state', () => {
    const store = createHandoverStore<Flat>({ mode: 'light', locale: 'en' })
    const kernel = createStore<Flat>({ mode: 'light', locale: 'en' })
    const seen: string[] = []
    kernel.subscribe(() => seen.push(store.getState().mode))
    store.adopt(kernel)
    kernel.setState((draft) => {
      draft.mode = 'dark'
    })
    expect(seen).toEqual(['dark'])
  })
})
