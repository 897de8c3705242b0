import { describe, expect, it, vi } from 'vitest'
import { KIT_EVENT_NAMES } from './catalogue.js'
import { createEventBus } from './createEventBus.js'

describe('createEventBus', () => {
  it('delivers every event to subscribeEvents listeners in order, with a timestamp', () => {
    let t = 1000
    const bus = createEventBus({ now: () => t++ })
    const seen: string[] = []
    bus.subscribeEvents((event) => seen.push(`${event.name}@${event.timestamp}`))
    bus.send('MODAL_OPEN', { connected: false })
    bus.send('MODAL_CLOSE', { connected: false })
    expect(seen).toEqual(['MODAL_OPEN@1000', 'MODAL_CLOSE@1001'])
  })

  it('on(name) receives only that event, and its unsubscribe works', () => {
    const bus = createEventBus()
    const listener = vi.fn()
    const off = bus.on('CONNECT_SUCCESS', listener)
    bus.send('CONNECT_ERROR', { message: 'x' })
    bus.send('CONNECT_SUCCESS', { method: 'browser', name: 'Test' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]?.[0].properties).toEqual({ method: 'browser', name: 'Test' })
    off()
    bus.send('CONNECT_SUCCESS', { method: 'browser', name: 'Test' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps a bounded history', () => {
    const bus = createEventBus({ historyLimit: 2 })
    bus.send('MODAL_OPEN', { connected: false })
    bus.send('MODAL_CLOSE', { connected: false })
    bus.send('INITIALIZE', {})
    expect(bus.history().map((e) => e.name)).toEqual(['MODAL_CLOSE', 'INITIALIZE'])
  })

  it('two buses share nothing', () => {
    const a = createEventBus()
    const b = createEventBus()
    const listener = vi.fn()
    b.subscribeEvents(listener)
    a.send('INITIALIZE', {})
    expect(listener).not.toHaveBeenCalled()
  })

  it('the catalogue names every event the spec names', () => {
    for (const name of [
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'CONNECT_SUCCESS',
      'CONNECT_ERROR',
      'DISCONNECT_SUCCESS',
      'DISCONNECT_ERROR',
      'SWAP_ERROR',
      'SWAP_APPROVAL_ERROR',
      'ERROR_FETCH_TRANSACTIONS',
      'MODAL_CREATED',
    ])
      expect(KIT_EVENT_NAMES).toContain(name)
    expect(KIT_EVENT_NAMES.some((n) => n.startsWith('SEND_'))).toBe(true)
    expect(new Set(KIT_EVENT_NAMES).size).toBe(KIT_EVENT_NAMES.length)
  })
})
