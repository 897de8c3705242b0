import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../../constants.js'
import { createEventBus } from '../../events/createEventBus.js'
import type { ChainNamespace } from '../../types/chain.js'
import { createRouterController } from '../router/routerController.js'
import {
  createModalController,
  type ModalControllerOptions,
  resolveOpeningView,
} from './modalController.js'

function setup(
  overrides: Partial<ModalControllerOptions> & { connectedOn?: ChainNamespace[] } = {},
) {
  const events = createEventBus()
  const { connectedOn = [], ...rest } = overrides
  const isConnected = (namespace?: ChainNamespace) =>
    namespace ? connectedOn.includes(namespace) : connectedOn.length > 0
  const router = createRouterController({ events })
  const modal = createModalController({
    router,
    events,
    isConnected,
    hasAdapters: () => true,
    isMobile: () => false,
    embedded: false,
    ...rest,
  })
  router.onCloseRequest(() => modal.close())
  const names = () => events.history().map((event) => event.name)
  return { events, router, modal, names }
}

describe('opening rules', () => {
  it('opens on Account if an address is connected, otherwise on Connect', async () => {
    const connected = setup({ connectedOn: ['eip155'] })
    await connected.modal.open()
    expect(connected.router.getState().view).toBe('Account')
    expect(connected.modal.getState().open).toBe(true)

    const disconnected = setup()
    await disconnected.modal.open()
    expect(disconnected.router.getState().view).toBe('Connect')
  })

  it('with a namespace, Account only if that namespace has an address', async () => {
    const { modal, router } = setup({ connectedOn: ['eip155'] })
    await modal.open({ namespace: 'solana' })
    expect(router.getState().view).toBe('Connect')
    await modal.open({ namespace: 'eip155' })
    expect(router.getState().view).toBe('Account')
  })

  it('without adapters and disconnected: AllWallets on mobile, else ConnectingWalletConnectBasic', async () => {
    const mobile = setup({ hasAdapters: () => false, isMobile: () => true })
    await mobile.modal.open()
    expect(mobile.router.getState().view).toBe('AllWallets')

    const desktop = setup({ hasAdapters: () => false, isMobile: () => false })
    await desktop.modal.open()
    expect(desktop.router.getState().view).toBe('ConnectingWalletConnectBasic')

    const connected = setup({ hasAdapters: () => false, connectedOn: ['eip155'] })
    await connected.modal.open()
    expect(connected.router.getState().view).toBe('Account')
  })

  it('an explicit view wins, with its data', async () => {
    const { modal, router } = setup({ connectedOn: ['eip155'], hasAdapters: () => false })
    await modal.open({ view: 'Networks', data: { email: 'a@b.co' } })
    expect(router.getState()).toMatchObject({ view: 'Networks', history: ['Networks'] })
    expect(router.getState().data?.email).toBe('a@b.co')
  })

  it('resolveOpeningView is the same rule as a pure function', () => {
    const base = { connected: false, hasAdapters: true, isMobile: false }
    expect(resolveOpeningView(base)).toBe('Connect')
    expect(resolveOpeningView({ ...base, connected: true })).toBe('Account')
    expect(resolveOpeningView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(resolveOpeningView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpeningView({ ...base, view: 'Swap', connected: true })).toBe('Swap')
  })
})

describe('open and close', () => {
  it('open sets loading and the namespace filter, then opens', async () => {
    const seen: unknown[] = []
    const { modal } = setup({
      beforeOpen: () => {
        seen.push({ ...modal.getState() })
      },
    })
    await modal.open({ namespace: 'solana' })
    expect(seen).toEqual([
      expect.objectContaining({ loading: true, filterByNamespace: 'solana', open: false }),
    ])
    expect(modal.getState()).toMatchObject({ open: true, filterByNamespace: 'solana' })
  })

  it('opens even if beforeOpen fails', async () => {
    const { modal } = setup({ beforeOpen: () => Promise.reject(new Error('prefetch down')) })
    await modal.open()
    expect(modal.getState().open).toBe(true)
  })

  it('open sends MODAL_OPEN with connected (and the namespace asked for)', async () => {
    const { modal, events } = setup({ connectedOn: ['eip155'] })
    await modal.open()
    await modal.open({ namespace: 'solana' })
    const opens = events.history().filter((event) => event.name === 'MODAL_OPEN')
    expect(opens.map((event) => event.properties)).toEqual([
      { connected: true },
      { connected: false, namespace: 'solana' },
    ])
  })

  it('close clears loading and the filter, closes and sends MODAL_CLOSE with connected', async () => {
    const { modal, events } = setup({ connectedOn: ['eip155'] })
    await modal.open({ namespace: 'eip155' })
    expect(modal.getState().loading).toBe(true)
    modal.close()
    expect(modal.getState()).toMatchObject({ open: false, loading: false })
    expect(modal.getState().filterByNamespace).toBeUndefined()
    const last = events.history().at(-1)
    expect(last?.name).toBe('MODAL_CLOSE')
    expect(last?.properties).toEqual({ connected: true })
  })

  it('close in embedded mode goes to Account if connected, otherwise Connect', async () => {
    const connected = setup({ embedded: true, connectedOn: ['eip155'] })
    await connected.modal.open({ view: 'Networks' })
    connected.router.push('SwitchNetwork')
    connected.modal.close()
    expect(connected.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })

    const disconnected = setup({ embedded: true })
    await disconnected.modal.open({ view: 'AllWallets' })
    disconnected.modal.close()
    expect(disconnected.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('close outside embedded mode leaves the router alone', async () => {
    const { modal, router } = setup({ connectedOn: ['eip155'] })
    await modal.open({ view: 'Networks' })
    modal.close()
    expect(router.getState().view).toBe('Networks')
  })

  it('router goBack from the only entry closes the modal', async () => {
    const { modal, router, names } = setup()
    await modal.open()
    router.goBack()
    expect(modal.getState().open).toBe(false)
    expect(names()).toContain('MODAL_CLOSE')
  })

  it('setLoading toggles loading', () => {
    const { modal } = setup()
    modal.setLoading(true)
    expect(modal.getState().loading).toBe(true)
    modal.setLoading(false)
    expect(modal.getState().loading).toBe(false)
  })
})

describe('shake and close disabled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shake lasts 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(TIMING.SHAKE_MS).toBe(500)
    expect(modal.getState().shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    vi.advanceTimersByTime(300)
    modal.shake()
    vi.advanceTimersByTime(300)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(200)
    expect(modal.getState().shake).toBe(false)
  })

  it('requestClose shakes instead of closing while close is disabled', async () => {
    const { modal } = setup()
    await modal.open()
    modal.setCloseDisabled(true)
    modal.requestClose()
    expect(modal.getState()).toMatchObject({ open: true, shake: true })
    modal.setCloseDisabled(false)
    modal.requestClose()
    expect(modal.getState().open).toBe(false)
  })
})
