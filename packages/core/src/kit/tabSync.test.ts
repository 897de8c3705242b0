// Two tabs of one site: two kits on one shared storage whose writes reach the other tab as
// storage events do (createSharedBackend). Each tab has its own adapter over the same wallet.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { mainnet, optimism } from '../controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import { selectStatus } from '../selectors/account.js'
import { createSharedBackend, type TabBackend } from '../storage/sharedBackend.testing.js'
import type { StorageBackend } from '../storage/types.js'
import { fakeUniversalProvider } from '../walletconnect/fakeProvider.testing.js'
import type { CreateKitOptions, Kit } from './types.js'

const ADDRESS = '0xABC0000000000000000000000000000000000001'
const WAIT = { timeout: 2000, interval: 5 }
const kits: Kit[] = []

afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

/** One tab: a kit with its own eip155 adapter on the wallet, over `backend`. */
function openTab(
  backend: StorageBackend,
  wallet = { address: ADDRESS, chainId: 1 as number | string },
  options: Partial<CreateKitOptions> = {},
) {
  const evm = new MockAdapter('eip155', { connectors: connectorsFor('eip155') })
  evm.wallet = wallet
  const logger = { error: vi.fn(), warn: vi.fn() }
  const kit = createKit({
    adapters: [evm],
    networks: [mainnet, optimism],
    storage: backend,
    logger,
    environment: plainEnvironment(),
    walletConnect: { loadProvider: async () => fakeUniversalProvider() },
    ...options,
  })
  kits.push(kit)
  const sent = (name: string) =>
    kit.controllers.events
      .history()
      .filter((event) => event.name === name)
      .map((event) => event.properties)
  const status = () => selectStatus(kit.stores.chain.getState(), 'eip155')
  const connect = () => kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
  return { kit, evm, logger, sent, status, connect }
}

/** Two tabs on one shared storage, both started. */
async function twoTabs() {
  const shared = createSharedBackend()
  const [backendA, backendB] = [shared.tab(), shared.tab()]
  const a = openTab(backendA)
  const b = openTab(backendB, a.evm.wallet)
  await Promise.all([a.kit.ready, b.kit.ready])
  return { shared, a, b, backendA, backendB }
}

describe('two tabs of one site', () => {
  it('a connect in one tab is followed by restoring in the other (no connect there)', async () => {
    const { a, b } = await twoTabs()
    await a.connect()
    await vi.waitFor(() => expect(b.status()).toBe('connected'), WAIT)
    expect(b.kit.getAccount()).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      connectorId: 'eip155-injected',
    })
    expect(b.evm.calls.connect).toEqual([])
    expect(b.evm.calls.restore).toEqual([{ id: 'eip155-injected', chainId: 1 }])
    // The tab that connected does not follow its own writes.
    expect(a.evm.calls.restore).toEqual([])
  })

  it('a disconnect in one tab disconnects the other locally: state reset, event, no wallet call', async () => {
    const { a, b, backendB } = await twoTabs()
    await a.connect()
    await vi.waitFor(() => expect(b.status()).toBe('connected'), WAIT)
    const writesBefore = backendB.writes.length

    await a.kit.disconnect()
    await vi.waitFor(() => expect(b.status()).toBe('disconnected'), WAIT)
    expect(b.kit.getAccount()).toMatchObject({ address: undefined, caipAddress: undefined })
    expect(b.kit.getAccount().connectorId).toBeUndefined()
    expect(b.sent('DISCONNECT_SUCCESS')).toEqual([{ namespace: 'eip155' }])
    expect(b.evm.calls.disconnect).toEqual([])
    expect(a.evm.calls.disconnect).toHaveLength(1)
    // The follower wrote nothing back.
    expect(backendB.writes.slice(writesBefore)).toEqual([])
    expect(a.sent('DISCONNECT_SUCCESS')).toEqual([{}])
  })

  it("a network switch in one tab moves the other's connection there (through its wallet)", async () => {
    const { a, b } = await twoTabs()
    await a.connect()
    await vi.waitFor(() => expect(b.status()).toBe('connected'), WAIT)
    await a.kit.switchNetwork(optimism)
    await vi.waitFor(
      () => expect(b.kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:10'),
      WAIT,
    )
    expect(b.kit.getAccount().caipAddress).toBe(`eip155:10:${ADDRESS}`)
    expect(b.evm.calls.restore.at(-1)).toEqual({ id: 'eip155-injected', chainId: 10 })
    expect(b.evm.calls.switchNetwork).toEqual([])
  })

  it('a wallet that does not confirm in this tab: disconnected here, nothing written, no retry', async () => {
    const { a, b, backendB } = await twoTabs()
    b.evm.confirms = false
    const writesBefore = backendB.writes.length
    await a.connect()
    await vi.waitFor(() => expect(b.evm.calls.restore).toHaveLength(1), WAIT)
    await vi.waitFor(() => expect(b.logger.warn).toHaveBeenCalled(), WAIT)
    expect(b.status()).toBe('disconnected')
    expect(backendB.writes.slice(writesBefore)).toEqual([])
    // The other tab stays connected: it hears nothing from this one.
    expect(a.status()).toBe('connected')
    // Another change of the same stored connection (the status key) is not retried.
    a.kit.controllers.storage.setConnectionStatus('connecting')
    a.kit.controllers.storage.setConnectionStatus('connected')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(b.evm.calls.restore).toHaveLength(1)
  })

  it("another tab's stored state is untrusted: hostile values are read as nothing, a wallet's bad answer is refused", async () => {
    const shared = createSharedBackend()
    const b = openTab(shared.tab())
    await b.kit.ready
    const raw = shared.tab()
    const warned = () => b.logger.warn.mock.calls.length
    // Corrupted JSON, a hostile connector id, a namespace list of junk: nothing to follow.
    raw.setItem('@gangway/CONNECTED_NAMESPACES', '["eip155"')
    raw.setItem('@gangway/CONNECTED_CONNECTOR_ID:eip155', JSON.stringify({ id: 'x' }))
    raw.setItem('@gangway/CONNECTED_NAMESPACES', JSON.stringify(['<img src=x>', 42, null]))
    raw.setItem('@gangway/ACTIVE_CAIP_NETWORK_ID', JSON.stringify('eip155:<script>'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(b.evm.calls.restore).toEqual([])
    expect(b.status()).toBe('disconnected')

    // Well-formed stored state, but the wallet answers an address that is not one: refused.
    b.evm.wallet = { address: '<img src=x onerror=alert(1)>', chainId: 1 }
    raw.setItem('@gangway/CONNECTED_CONNECTOR_ID:eip155', JSON.stringify('eip155-injected'))
    raw.setItem('@gangway/CONNECTED_NAMESPACES', JSON.stringify(['eip155']))
    await vi.waitFor(() => expect(b.evm.calls.restore).toHaveLength(1), WAIT)
    await vi.waitFor(() => expect(warned()).toBeGreaterThan(0), WAIT)
    expect(b.status()).toBe('disconnected')
    expect(b.kit.getAccount().address).toBeUndefined()
    expect(String(b.logger.warn.mock.calls[0]?.[1])).toContain('Invalid address')
  })

  it('a kit on another storage (another project or prefix) is not affected', async () => {
    const { a, b } = await twoTabs()
    const elsewhere = createSharedBackend()
    const c = openTab(elsewhere.tab(), a.evm.wallet)
    await c.kit.ready
    await c.connect()
    await a.connect()
    await vi.waitFor(() => expect(b.status()).toBe('connected'), WAIT)
    await a.kit.disconnect()
    await vi.waitFor(() => expect(b.status()).toBe('disconnected'), WAIT)
    expect(c.status()).toBe('connected')
    expect(c.evm.calls.restore).toEqual([])
    expect(c.sent('DISCONNECT_SUCCESS')).toEqual([])
  })

  it('a kit does not react to its own writes, even on a backend that reports them', async () => {
    const tab = openTab(createSharedBackend({ echo: true }).tab())
    await tab.kit.ready
    await tab.connect()
    await tab.kit.switchNetwork(optimism)
    await tab.kit.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(tab.evm.calls.restore).toEqual([])
    expect(tab.status()).toBe('disconnected')
    expect(tab.sent('DISCONNECT_SUCCESS')).toEqual([{}])
  })

  it('a host that restores nothing at start (reconnectOnStart: false) follows disconnects only', async () => {
    const shared = createSharedBackend()
    const a = openTab(shared.tab())
    const b = openTab(shared.tab(), a.evm.wallet, { reconnectOnStart: false })
    await Promise.all([a.kit.ready, b.kit.ready])
    await a.connect()
    await b.connect()
    await a.kit.disconnect()
    await vi.waitFor(() => expect(b.status()).toBe('disconnected'), WAIT)
    await a.connect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(b.status()).toBe('disconnected')
    expect(b.evm.calls.restore).toEqual([])
  })

  it('destroy removes the listener: a destroyed tab follows nothing', async () => {
    const { a, b, backendB } = await twoTabs()
    expect(backendB.listenerCount()).toBe(1)
    await b.kit.destroy()
    expect(backendB.listenerCount()).toBe(0)
    await a.connect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(b.evm.calls.restore).toEqual([])
    expect(b.status()).toBe('disconnected')
  })

  it('a disconnect in another tab while this one restores its stored connection is not undone', async () => {
    const shared = createSharedBackend()
    const a = openTab(shared.tab())
    await a.kit.ready
    await a.connect()
    const late = shared.tab() as TabBackend
    const b = openTab(late, a.evm.wallet)
    b.evm.holdRestore = true
    await vi.waitFor(() => expect(b.evm.calls.restore).toHaveLength(1), WAIT)
    await a.kit.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(b.status()).toBe('connecting')
    // The wallet confirms, but the stored connection is gone: not applied, not stored again.
    b.evm.releaseRestore()
    await b.kit.ready
    expect(b.status()).toBe('disconnected')
    expect(b.evm.calls.disconnect).toEqual([])
    expect(b.kit.controllers.storage.getConnectedNamespaces()).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(a.status()).toBe('disconnected')
    expect(a.evm.calls.restore).toEqual([])
  })
})
