import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announceEip1193Provider,
  createEvmWalletDiscovery,
  type DiscoveryTarget,
  EIP6963_REQUEST_EVENT,
  LEGACY_INJECTED_ID,
  MAX_ANNOUNCED_WALLETS,
  mergeEvmWallets,
  toEvmConnector,
} from './discovery.js'
import type { Eip1193Provider, Eip6963ProviderDetail } from './types.js'

const provider = (flags: Record<string, unknown> = {}): Eip1193Provider => ({
  request: vi.fn(async () => null),
  ...flags,
})

const detail = (rdns: string, p = provider(), uuid = `uuid-${rdns}`): Eip6963ProviderDetail => ({
  info: { uuid, name: `Wallet ${rdns}`, icon: `data:image/svg+xml,${rdns}`, rdns },
  provider: p,
})

function fakeWindow(ethereum?: unknown): DiscoveryTarget {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown }
  if (ethereum) target.ethereum = ethereum
  return target as DiscoveryTarget
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('mergeEvmWallets', () => {
  it('lists every provider claiming one rdns, none under the rdns itself (no restore)', () => {
    const spoof = detail('io.metamask', provider(), 'spoof-uuid')
    const real = detail('io.metamask', provider(), 'real-uuid')
    const wallets = mergeEvmWallets([spoof, real, detail('io.rabby')], undefined, 'tag')
    expect(wallets.map((w) => [w.id, w.provider])).toEqual([
      ['io.metamask#tag-1', spoof.provider],
      ['io.metamask#tag-2', real.provider],
      ['io.rabby', expect.anything()],
    ])
    expect(wallets.every((w) => w.rdns !== undefined)).toBe(true)
    // A new session tags them anew: an id stored this session matches nothing in the next.
    expect(mergeEvmWallets([spoof, real], undefined)[0]?.id).not.toBe('io.metamask#tag-1')
  })

  it('drops the legacy provider when it is the very object a wallet announced', () => {
    const shared = provider()
    const wallets = mergeEvmWallets([detail('com.example', shared)], shared)
    expect(wallets.map((w) => w.id)).toEqual(['com.example'])
  })

  it('drops the legacy provider whose flags name an announced rdns', () => {
    const wallets = mergeEvmWallets([detail('io.metamask')], provider({ isMetaMask: true }))
    expect(wallets.map((w) => w.id)).toEqual(['io.metamask'])
  })

  it('keeps a legacy provider no announcement matches, as INJECTED with its recognised rdns', () => {
    const wallets = mergeEvmWallets(
      [detail('io.metamask')],
      provider({ isMetaMask: true, isBraveWallet: true }),
    )
    expect(wallets[1]).toMatchObject({
      type: 'INJECTED',
      id: LEGACY_INJECTED_ID,
      rdns: 'com.brave.wallet',
      name: 'Brave Wallet',
    })
  })

  it('names an unrecognised legacy provider "Browser Wallet"', () => {
    const wallets = mergeEvmWallets([], provider())
    expect(wallets).toEqual([
      expect.objectContaining({ id: 'injected', name: 'Browser Wallet', rdns: undefined }),
    ])
  })

  it('ignores a legacy value that is not an EIP-1193 provider', () => {
    expect(mergeEvmWallets([], { isMetaMask: true })).toEqual([])
  })
})

describe('createEvmWalletDiscovery', () => {
  it('does not touch window until called, and finds nothing without one', () => {
    vi.stubGlobal('window', undefined)
    const discovery = createEvmWalletDiscovery()
    expect(discovery.getWallets()).toEqual([])
  })

  it('requests providers and collects EIP-6963 announcements from globalThis.window', () => {
    const win = fakeWindow()
    vi.stubGlobal('window', win)
    const wallet = detail('dev.gangway.testwallet')
    const stop = announceEip1193Provider(win, wallet) // announced before discovery started
    const discovery = createEvmWalletDiscovery()
    expect(discovery.getWallets()).toEqual([
      expect.objectContaining({
        type: 'ANNOUNCED',
        id: 'dev.gangway.testwallet',
        provider: wallet.provider,
        icon: wallet.info.icon,
      }),
    ])
    stop()
    discovery.destroy()
  })

  it('notifies subscribers of late announcements and ignores malformed ones', () => {
    const win = fakeWindow()
    const discovery = createEvmWalletDiscovery({ target: win })
    const listener = vi.fn()
    discovery.subscribe(listener)
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: {} } }))
    expect(listener).not.toHaveBeenCalled()
    announceEip1193Provider(win, detail('com.late'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(discovery.getWallets().map((w) => w.id)).toEqual(['com.late'])
  })

  it('re-dispatches eip6963:requestProvider on request()', () => {
    const win = fakeWindow()
    const onRequest = vi.fn()
    win.addEventListener(EIP6963_REQUEST_EVENT, onRequest)
    const discovery = createEvmWalletDiscovery({ target: win })
    expect(onRequest).toHaveBeenCalledTimes(1)
    discovery.request()
    expect(onRequest).toHaveBeenCalledTimes(2)
  })

  it('stops listening after destroy()', () => {
    const win = fakeWindow()
    const discovery = createEvmWalletDiscovery({ target: win })
    discovery.destroy()
    announceEip1193Provider(win, detail('com.after'))
    expect(discovery.getWallets()).toEqual([])
  })

  it('deduplicates the legacy window.ethereum against announcements arriving later', () => {
    const metamask = provider({ isMetaMask: true })
    const win = fakeWindow(metamask)
    const discovery = createEvmWalletDiscovery({ target: win })
    expect(discovery.getWallets().map((w) => w.type)).toEqual(['INJECTED'])
    announceEip1193Provider(win, detail('io.metamask', metamask))
    expect(discovery.getWallets().map((w) => [w.type, w.id])).toEqual([
      ['ANNOUNCED', 'io.metamask'],
    ])
  })
})

describe('toEvmConnector', () => {
  it('maps a wallet to an eip155 connector with its own icon and rdns', () => {
    const [wallet] = mergeEvmWallets([detail('io.rabby')], undefined)
    expect(toEvmConnector(wallet as never)).toEqual({
      id: 'io.rabby',
      name: 'Wallet io.rabby',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml,io.rabby',
      info: { name: 'Wallet io.rabby', rdns: 'io.rabby', icon: 'data:image/svg+xml,io.rabby' },
      installed: true,
      provider: wallet?.provider,
    })
  })
})

describe('hostile EIP-6963 announcements', () => {
  const announce = (target: DiscoveryTarget, value: unknown) =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: value }))

  it('a spoof announcing io.metamask first neither hides the real wallet nor takes its id', () => {
    const win = fakeWindow()
    const spoof = detail('io.metamask', provider(), 'spoof')
    announceEip1193Provider(win, spoof)
    const discovery = createEvmWalletDiscovery({ target: win })
    expect(discovery.getWallets().map((w) => w.id)).toEqual(['io.metamask'])
    const real = detail('io.metamask', provider(), 'real')
    announceEip1193Provider(win, real)
    const wallets = discovery.getWallets()
    expect(wallets.map((w) => w.provider)).toEqual([spoof.provider, real.provider])
    // The stored connector id of a past MetaMask connection matches neither: nothing restored.
    expect(wallets.find((w) => w.id === 'io.metamask')).toBeUndefined()
    expect(new Set(wallets.map((w) => w.id)).size).toBe(2)
    discovery.destroy()
  })

  it("a later announcement reusing a wallet's uuid never replaces its provider", () => {
    const win = fakeWindow()
    const discovery = createEvmWalletDiscovery({ target: win })
    const real = detail('io.metamask', provider(), 'uuid-1')
    announceEip1193Provider(win, real)
    announceEip1193Provider(win, detail('io.metamask', provider(), 'uuid-1'))
    const wallets = discovery.getWallets()
    expect(wallets.map((w) => w.provider)).toContain(real.provider)
    expect(wallets).toHaveLength(2)
    expect(wallets.find((w) => w.id === 'io.metamask')).toBeUndefined()
  })

  it('the same provider announcing again changes nothing', () => {
    const win = fakeWindow()
    const discovery = createEvmWalletDiscovery({ target: win })
    const listener = vi.fn()
    discovery.subscribe(listener)
    const wallet = detail('io.rabby')
    announceEip1193Provider(win, wallet)
    announceEip1193Provider(win, { ...wallet, info: { ...wallet.info, name: 'Renamed' } })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(discovery.getWallets().map((w) => w.name)).toEqual(['Wallet io.rabby'])
  })

  it('bounds names, drops unsafe icons and ignores bad rdns, uuids and providers', () => {
    const win = fakeWindow()
    const discovery = createEvmWalletDiscovery({ target: win })
    const info = (patch: Record<string, unknown>) => ({
      info: { uuid: 'u', name: 'W', icon: '', rdns: 'com.w', ...patch },
      provider: provider(),
    })
    announce(win, info({ name: `\u202e${'Long'.repeat(10_000)}\u0000`, rdns: 'com.long' }))
    announce(win, info({ icon: 'javascript:alert(1)', rdns: 'com.js' }))
    announce(win, info({ icon: 'http://tracker.example/i.png', rdns: 'com.http' }))
    announce(win, info({ rdns: 'io.metamask\u0000' }))
    announce(win, info({ rdns: 'not rdns' }))
    announce(win, info({ uuid: 'x'.repeat(65), rdns: 'com.uuid' }))
    announce(win, info({ name: '\u200b \u0007', rdns: 'com.blank' }))
    announce(win, { info: { uuid: 'u', name: 'W', rdns: 'com.noprovider' }, provider: {} })
    announce(win, {
      get info(): never {
        throw new Error('trap')
      },
      provider: provider(),
    })
    const wallets = discovery.getWallets()
    expect(wallets.map((w) => w.id)).toEqual(['com.long', 'com.js', 'com.http'])
    expect(wallets[0]?.name).toBe('Long'.repeat(16))
    expect(wallets.map((w) => w.icon)).toEqual([undefined, undefined, undefined])
    expect(toEvmConnector(wallets[1]!)).not.toHaveProperty('imageUrl')
  })

  it('keeps at most MAX_ANNOUNCED_WALLETS of a flood, cheaply', () => {
    const win = fakeWindow()
    const discovery = createEvmWalletDiscovery({ target: win })
    const listener = vi.fn()
    discovery.subscribe(listener)
    const started = performance.now()
    for (let i = 0; i < 20_000; i++) announce(win, detail(`com.flood${i}`))
    const elapsed = performance.now() - started
    expect(discovery.getWallets()).toHaveLength(MAX_ANNOUNCED_WALLETS)
    expect(listener).toHaveBeenCalledTimes(MAX_ANNOUNCED_WALLETS)
    // Generous for a loaded machine: keeping every announcement (the old way) took minutes and
    // ran out of memory here.
    expect(elapsed).toBeLessThan(10_000)
  })
})
