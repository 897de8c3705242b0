import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announceEip1193Provider,
  createEvmWalletDiscovery,
  type DiscoveryTarget,
  EIP6963_REQUEST_EVENT,
  LEGACY_INJECTED_ID,
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
  it('keeps one wallet per rdns, the first announced', () => {
    const first = detail('io.metamask')
    const second = detail('io.metamask', provider(), 'other-uuid')
    const wallets = mergeEvmWallets([first, second], undefined)
    expect(wallets).toHaveLength(1)
    expect(wallets[0]?.provider).toBe(first.provider)
    expect(wallets[0]).toMatchObject({ type: 'ANNOUNCED', id: 'io.metamask' })
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
