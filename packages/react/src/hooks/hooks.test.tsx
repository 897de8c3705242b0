import '../testing/dom.testing.js'
import { errorText } from '@gangway/core/internal'

import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayProvider } from '../components/GangwayProvider.js'
import type { GangwayKit } from '../kit/types.js'
import { render, settle } from '../testing/render.testing.js'
import { ADDRESS, base, connect, createTestKit } from '../testing/testKit.testing.js'
import { useDisconnect } from './useDisconnect.js'
import { useKit } from './useKit.js'
import { useKitAccount } from './useKitAccount.js'
import { useKitBalances } from './useKitBalances.js'
import { useKitEvents } from './useKitEvents.js'
import { useKitNetwork } from './useKitNetwork.js'
import { useKitProvider } from './useKitProvider.js'
import { useKitState } from './useKitState.js'
import { useKitTheme } from './useKitTheme.js'
import { useWalletInfo } from './useWalletInfo.js'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

interface Seen<T> {
  renders: number
  value: T | undefined
}

function Probe<T>({ useHook, seen }: { useHook: () => T; seen: Seen<T> }) {
  seen.renders++
  seen.value = useHook()
  return null
}

function Orphan({ useHook }: { useHook: () => unknown }) {
  useHook()
  return null
}

/** Renders `useHook` under a provider and counts the renders of that component. */
async function probe<T>(kit: GangwayKit, useHook: () => T) {
  const seen: Seen<T> = { renders: 0, value: undefined }
  const { unmount } = await render(
    <GangwayProvider kit={kit}>
      <Probe useHook={useHook} seen={seen} />
    </GangwayProvider>,
  )
  cleanups.push(unmount)
  return seen
}

describe('hooks re-render only when their slice changes', () => {
  it('useKitAccount: not on theme, modal or network changes; yes on connect and disconnect', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const seen = await probe(kit, () => useKitAccount())
    const start = seen.renders
    expect(seen.value?.isConnected).toBe(false)

    await settle(() => kit.setThemeMode('light'))
    await settle(() => kit.controllers.modal.setLoading(true))
    await settle(() => kit.controllers.chain.setActiveCaipNetwork(base))
    expect(seen.renders).toBe(start)

    await settle(() => connect(kit))
    expect(seen.value).toMatchObject({ isConnected: true, address: ADDRESS, status: 'connected' })
    expect(seen.value?.caipAddress).toMatch(new RegExp(`^eip155:\\d+:${ADDRESS}$`))
    const afterConnect = seen.renders
    expect(afterConnect).toBeGreaterThan(start)

    await settle(() => kit.setThemeMode('dark'))
    expect(seen.renders).toBe(afterConnect)

    await settle(() => kit.disconnect())
    expect(seen.value?.isConnected).toBe(false)
    expect(seen.value?.address).toBeUndefined()
  })

  it('useKitNetwork: once per network switch, not on account balance changes', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const seen = await probe(kit, () => useKitNetwork())
    expect(seen.value?.caipNetworkId).toBe('eip155:1')
    const start = seen.renders
    await settle(() => kit.controllers.chain.updateAccountState('eip155', { balance: '5' }))
    expect(seen.renders).toBe(start)
    await settle(() => seen.value?.switchNetwork(base))
    expect(seen.value).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453 })
    expect(seen.renders).toBe(start + 1)
  })

  it('useKitBalances: the native balance and the token list, kept by the kit; refresh reads again', async () => {
    const { kit, adapter } = createTestKit()
    await kit.ready
    const seen = await probe(kit, () => useKitBalances())
    expect(seen.value).toMatchObject({ balance: undefined, tokens: [] })
    const start = seen.renders
    await settle(() => kit.setThemeMode('light'))
    expect(seen.renders).toBe(start)

    await settle(() => connect(kit))
    await settle(() => kit.ready)
    expect(seen.value).toMatchObject({ balance: adapter.balance, symbol: 'ETH' })
    expect(seen.value?.tokens.map((token) => [token.symbol, token.quantity.numeric])).toEqual([
      ['ETH', adapter.balance],
    ])

    adapter.balance = '0.5'
    await settle(() => seen.value?.refresh())
    expect(seen.value?.balance).toBe('0.5')
    expect(seen.value?.tokens[0]?.quantity.numeric).toBe('0.5')
  })

  it('useKitState: follows the modal and the active chain, ignores account changes', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const seen = await probe(kit, () => useKitState())
    expect(seen.value).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
    })
    const start = seen.renders
    await settle(() => kit.controllers.chain.updateAccountState('eip155', { balance: '7' }))
    expect(seen.renders).toBe(start)
    await settle(() => kit.controllers.modal.setLoading(true))
    expect(seen.value?.loading).toBe(true)
    expect(seen.renders).toBe(start + 1)
  })

  it('useKitTheme: dark by default; setters update it', async () => {
    const { kit } = createTestKit()
    const seen = await probe(kit, () => useKitTheme())
    expect(seen.value?.themeMode).toBe('dark')
    await settle(() => seen.value?.setThemeVariables({ '--gw-accent': '#ff0066' }))
    await settle(() => seen.value?.setThemeMode('light'))
    expect(seen.value).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--gw-accent': '#ff0066' },
    })
  })

  it('useKitEvents returns the latest event; useKit opens and closes', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const events = await probe(kit, () => useKitEvents())
    const controls = await probe(kit, () => useKit())
    const controlRenders = controls.renders
    await settle(() => controls.value?.open({ view: 'Networks' }))
    expect(kit.stores.modal.getState().open).toBe(true)
    expect(kit.stores.router.getState().view).toBe('Networks')
    expect(events.value?.name).toBe('MODAL_OPEN')
    await settle(() => controls.value?.close())
    expect(events.value?.name).toBe('MODAL_CLOSE')
    expect(controls.renders).toBe(controlRenders)
  })

  it('useWalletInfo, useKitProvider and useDisconnect follow the connection', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const provider = await probe(kit, () => useKitProvider('eip155'))
    const disconnect = await probe(kit, () => useDisconnect())
    const info = await probe(kit, () => useWalletInfo())
    expect(provider.value?.walletProvider).toBeUndefined()
    await settle(() => connect(kit))
    expect(provider.value).toEqual({
      walletProvider: { isTest: true },
      walletProviderType: 'test-wallet',
    })
    expect(info.value?.walletInfo?.name).toBe('Gangway Test Wallet')
    await settle(() => disconnect.value?.disconnect())
    expect(provider.value?.walletProvider).toBeUndefined()
  })
})

describe('outside the provider', () => {
  it.each([
    ['useKit', () => useKit()],
    ['useKitAccount', () => useKitAccount()],
    ['useKitNetwork', () => useKitNetwork()],
    ['useKitState', () => useKitState()],
    ['useKitTheme', () => useKitTheme()],
    ['useKitEvents', () => useKitEvents()],
    ['useDisconnect', () => useDisconnect()],
    ['useWalletInfo', () => useWalletInfo()],
    ['useKitProvider', () => useKitProvider('eip155')],
  ])('%s throws the catalogue text', (_name, useHook) => {
    expect(() => renderToString(<Orphan useHook={useHook} />)).toThrow(
      'Please call createAppKit before using the hook',
    )
    expect(errorText('KIT_NOT_CREATED')).toBe('Please call createAppKit before using the hook')
  })
})
