import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../../constants.js'
import { createEventBus } from '../../events/createEventBus.js'
import type { Connector } from '../../types/connector.js'
import { createRouterController, type RouterControllerOptions } from './routerController.js'
import { SPEC_VIEWS, VIEWS } from './views.js'

function setup(overrides: Partial<RouterControllerOptions> = {}) {
  const events = createEventBus()
  const closeModal = vi.fn()
  const router = createRouterController({ events, ...overrides })
  router.onCloseRequest(closeModal)
  return { events, closeModal, router }
}

const connector: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
}

describe('views', () => {
  it('lists the 13 spec views word for word, all accepted by the router', () => {
    expect(SPEC_VIEWS).toEqual([
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingExternal',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'UnsupportedChain',
      'SIWXSignMessage',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ])
    for (const view of SPEC_VIEWS) expect(VIEWS).toContain(view)
    expect(new Set(VIEWS).size).toBe(VIEWS.length)
  })
})

describe('router navigation', () => {
  it('starts on Connect (the default view)', () => {
    const { router } = setup()
    expect(router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('push adds a view with its data', () => {
    const { router } = setup()
    router.push('ConnectingExternal', { connector })
    expect(router.getState().view).toBe('ConnectingExternal')
    expect(router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.getState().data?.connector?.id).toBe('io.metamask')
  })

  it('push is ignored if the view is the same as the current one', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('AllWallets', { email: 'a@b.co' })
    expect(router.getState().history).toEqual(['Connect', 'AllWallets'])
    expect(router.getState().data).toBeUndefined()
  })

  it('reset replaces the whole history', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal', { connector })
    router.reset('Account')
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(router.getState().data).toBeUndefined()
  })

  it('replace replaces the last entry and is ignored if identical', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.replace('ConnectingExternal', { connector })
    expect(router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.getState().view).toBe('ConnectingExternal')
    router.replace('ConnectingExternal', { email: 'other' })
    expect(router.getState().data?.connector?.id).toBe('io.metamask')
    expect(router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('goBack pops one entry and restores that entry’s data', () => {
    const { router, closeModal } = setup()
    router.push('ConnectingExternal', { connector })
    router.push('WhatIsAWallet')
    router.goBack()
    expect(router.getState().view).toBe('ConnectingExternal')
    expect(router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.getState().data?.connector?.id).toBe('io.metamask')
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('goBack with only one entry closes the modal', () => {
    const { router, closeModal } = setup()
    router.goBack()
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(router.getState().history).toEqual(['Connect'])
  })

  it('goBack with UnsupportedChain in the history closes the modal', () => {
    const { router, closeModal } = setup()
    router.reset('UnsupportedChain')
    router.push('Networks')
    router.goBack()
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(router.getState().view).toBe('Networks')
  })

  it('close requests reach every listener until it unsubscribes', () => {
    const router = createRouterController({ events: createEventBus() })
    const first = vi.fn()
    const second = vi.fn()
    const off = router.onCloseRequest(first)
    router.onCloseRequest(second)
    router.goBack()
    off()
    router.goBack()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('keeps transaction-stack callbacks outside the store (plain data only)', () => {
    const { router } = setup()
    const onSuccess = vi.fn()
    router.push('Account')
    router.push('ApproveTransaction')
    router.pushTransactionStack({ goBack: true, onSuccess })
    const [entry] = router.getState().transactionStack
    expect(entry).toMatchObject({ goBack: true })
    expect(Object.values(entry ?? {}).some((value) => typeof value === 'function')).toBe(false)
    router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(router.getState().view).toBe('Account')
  })

  it('goBackToIndex returns to a given history position', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal', { connector })
    router.push('WhatIsAWallet')
    router.goBackToIndex(1)
    expect(router.getState().history).toEqual(['Connect', 'AllWallets'])
    expect(router.getState().view).toBe('AllWallets')
    router.goBackToIndex(5)
    router.goBackToIndex(-1)
    expect(router.getState().history).toEqual(['Connect', 'AllWallets'])
  })

  it('sends VIEW_CHANGED when the view changes, and only then', () => {
    const { router, events } = setup()
    const seen: string[] = []
    events.on('VIEW_CHANGED', (event) => seen.push(event.properties.view))
    router.push('AllWallets')
    router.push('AllWallets')
    router.replace('AllWallets')
    router.goBack()
    router.reset('Connect')
    expect(seen).toEqual(['AllWallets', 'Connect'])
  })
})

describe('going back from ConnectingFarcaster', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('while disconnected: clears the Farcaster URL, then reloads the auth connector after 100 ms', () => {
    const clearFarcasterUrl = vi.fn()
    const reloadAuthConnector = vi.fn()
    const { router } = setup({ isConnected: () => false, clearFarcasterUrl, reloadAuthConnector })
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(router.getState().view).toBe('Connect')
    expect(clearFarcasterUrl).toHaveBeenCalledTimes(1)
    expect(reloadAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(99)
    expect(reloadAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(TIMING.GO_BACK_FOLLOW_UP_MS).toBe(100)
    expect(reloadAuthConnector).toHaveBeenCalledTimes(1)
  })

  it('while connected: neither clears nor reloads', () => {
    const clearFarcasterUrl = vi.fn()
    const reloadAuthConnector = vi.fn()
    const { router } = setup({ isConnected: () => true, clearFarcasterUrl, reloadAuthConnector })
    router.push('ConnectingFarcaster')
    router.goBack()
    vi.advanceTimersByTime(1000)
    expect(clearFarcasterUrl).not.toHaveBeenCalled()
    expect(reloadAuthConnector).not.toHaveBeenCalled()
  })

  it('from another view: neither clears nor reloads', () => {
    const clearFarcasterUrl = vi.fn()
    const reloadAuthConnector = vi.fn()
    const { router } = setup({ isConnected: () => false, clearFarcasterUrl, reloadAuthConnector })
    router.push('AllWallets')
    router.goBack()
    vi.advanceTimersByTime(1000)
    expect(clearFarcasterUrl).not.toHaveBeenCalled()
    expect(reloadAuthConnector).not.toHaveBeenCalled()
  })

  it('dispose cancels the pending reload', () => {
    const reloadAuthConnector = vi.fn()
    const { router } = setup({ isConnected: () => false, reloadAuthConnector })
    router.push('ConnectingFarcaster')
    router.goBack()
    router.dispose()
    vi.advanceTimersByTime(1000)
    expect(reloadAuthConnector).not.toHaveBeenCalled()
  })
})

describe('transaction stack', () => {
  it('success goes to the view the entry names and calls onSuccess', () => {
    const { router } = setup()
    const onSuccess = vi.fn()
    router.reset('Account')
    router.push('Send')
    router.pushTransactionStack({ view: 'Account', onSuccess })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(router.getState().transactionStack).toEqual([])
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('cancel goes back one step and calls onCancel', () => {
    const { router } = setup()
    const onCancel = vi.fn()
    const onSuccess = vi.fn()
    router.reset('Send')
    router.pushTransactionStack({ view: 'Account', onCancel, onSuccess })
    router.push('ApproveTransaction')
    router.popTransactionStack('cancel')
    expect(router.getState().view).toBe('Send')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('cancel goes to the entry’s cancel view when it names one', () => {
    const { router } = setup()
    router.reset('Send')
    router.pushTransactionStack({ view: 'Account', cancelView: 'Connect' })
    router.push('ApproveTransaction')
    router.popTransactionStack('cancel')
    expect(router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('error goes back one step and calls onError', () => {
    const { router } = setup()
    const onError = vi.fn()
    router.reset('Send')
    router.pushTransactionStack({ view: 'Account', onError })
    router.push('ApproveTransaction')
    router.popTransactionStack('error')
    expect(router.getState().view).toBe('Send')
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('success with goBack goes back one step', () => {
    const { router } = setup()
    router.reset('Send')
    router.pushTransactionStack({ goBack: true })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(router.getState().view).toBe('Send')
  })

  it('a replace-type entry returns to the step before ConnectingSiwe', () => {
    const { router, closeModal } = setup()
    router.reset('Connect')
    router.push('ConnectingExternal', { connector })
    router.push('ConnectingSiwe')
    router.pushTransactionStack({ replace: true })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.getState().view).toBe('ConnectingExternal')
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('a replace-type entry closes the modal when ConnectingSiwe is the first step', () => {
    const { router, closeModal } = setup()
    router.reset('ConnectingSiwe')
    router.pushTransactionStack({ replace: true })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(router.getState().history).toEqual([])
    router.replace('Account')
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('pops the most recent entry only, and does nothing on an empty stack', () => {
    const { router } = setup()
    router.popTransactionStack('success')
    expect(router.getState().view).toBe('Connect')
    router.pushTransactionStack({ view: 'Account' })
    router.pushTransactionStack({ view: 'Transactions' })
    router.popTransactionStack('success')
    expect(router.getState().view).toBe('Transactions')
    expect(router.getState().transactionStack).toHaveLength(1)
  })
})
