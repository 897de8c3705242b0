import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { KIT_EVENT_NAMES, type KitEventName } from './catalogue.js'
import { createEventBus } from './createEventBus.js'

/**
 * Every event name SPEC.md spells out, copied by hand (the shared spec is not shipped, so the test
 * must not read it): §4 DISCONNECT_SUCCESS / DISCONNECT_ERROR and MODAL_CLOSE, §7 MODAL_CREATED,
 * §8 SWAP_APPROVAL_ERROR / SWAP_ERROR and ERROR_FETCH_TRANSACTIONS.
 */
const SPEC_EVENT_NAMES = [
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'MODAL_CLOSE',
  'MODAL_CREATED',
  'SWAP_APPROVAL_ERROR',
  'SWAP_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
] as const

/**
 * The complete catalogue: the spec's names above plus the events the kit sends for the flows the
 * spec describes (modal, connect, send, swap, social and email login, SIWX, names, alerts).
 * Removing or renaming any one fails the test.
 */
const CATALOGUE = [
  ...SPEC_EVENT_NAMES,
  'MODAL_OPEN',
  'MODAL_LOADED',
  'INITIALIZE',
  'CONNECT_STARTED',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'CONNECT_PROXY_ERROR',
  'CLICK_WALLET_HELP',
  'CLICK_NETWORK_HELP',
  'CLICK_GET_WALLET',
  'CLICK_TRANSACTIONS',
  'LOAD_MORE_TRANSACTIONS',
  'SELECT_WALLET',
  'SWITCH_NETWORK',
  'SEARCH_WALLET',
  'WALLET_IMPRESSION',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SOCIAL_LOGIN_CANCELED',
  'EMAIL_LOGIN_SELECTED',
  'EMAIL_SUBMITTED',
  'EMAIL_VERIFICATION_CODE_SENT',
  'EMAIL_VERIFICATION_CODE_PASS',
  'EMAIL_VERIFICATION_CODE_FAIL',
  'EMAIL_EDIT',
  'EMAIL_EDIT_COMPLETE',
  'EMAIL_UPGRADE_FROM_MODAL',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'OPEN_SWAP',
  'INITIATE_SWAP',
  'SWAP_SUCCESS',
  'OPEN_SEND',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'OPEN_ONRAMP',
  'CLICK_SIGN_SIWX_MESSAGE',
  'CLICK_CANCEL_SIWX',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'REGISTER_ACCOUNT_NAME_INITIATED',
  'REGISTER_ACCOUNT_NAME_SUCCESS',
  'REGISTER_ACCOUNT_NAME_ERROR',
  'ALERT_SHOWN',
  'VIEW_CHANGED',
] as const

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

  it('the catalogue holds every event the spec names', () => {
    for (const name of SPEC_EVENT_NAMES) expect(KIT_EVENT_NAMES, name).toContain(name)
  })

  it('the catalogue is exactly the pinned list: no event missing, none extra, none twice', () => {
    expect(new Set(KIT_EVENT_NAMES).size).toBe(KIT_EVENT_NAMES.length)
    expect([...KIT_EVENT_NAMES].sort()).toEqual([...CATALOGUE].sort())
    // The typed map (KitEventMap) and the runtime list name the same events (checked by tsc).
    expectTypeOf<(typeof KIT_EVENT_NAMES)[number]>().toEqualTypeOf<KitEventName>()
    expectTypeOf<(typeof CATALOGUE)[number]>().toEqualTypeOf<KitEventName>()
  })

  it('every catalogue event goes through the bus', () => {
    const bus = createEventBus({ historyLimit: CATALOGUE.length })
    for (const name of KIT_EVENT_NAMES) bus.send(name, {} as never)
    expect(bus.history().map((event) => event.name)).toEqual([...KIT_EVENT_NAMES])
  })
})
