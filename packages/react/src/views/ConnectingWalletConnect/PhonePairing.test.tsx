import '../../testing/dom.testing.js'
import { createMemoryBackend, type WalletListing } from '@gangway/core'
import type { UniversalProviderLike } from '@gangway/core/adapter'
import { describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { inModal, openModal } from '../../testing/modal.testing.js'
import { mainnet } from '../../testing/testKit.testing.js'
import { NARROW_QUERY } from './phoneLayout.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

/** A UniversalProvider stand-in that shows one pairing URI and never settles. */
function pairingProvider(): UniversalProviderLike {
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  return {
    session: undefined,
    connect: () =>
      new Promise<void>(() => {
        queueMicrotask(() => {
          for (const listener of listeners.get('display_uri') ?? [])
            listener(`wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=1`)
        })
      }),
    disconnect: async () => {},
    request: (async () => undefined) as never,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => listeners.get(event)?.delete(listener),
  }
}

const keep = destroyAfterEach({ also: () => vi.unstubAllGlobals() })

function kitOn(isMobile: boolean) {
  const provider = pairingProvider()
  const kit = createKit({
    networks: [mainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
    environment: { isMobile: () => isMobile, isTelegram: () => false, isIosSafari: () => false },
    walletConnect: { loadProvider: async () => provider },
  })
  keep(kit)
  return kit
}

const METAMASK: WalletListing = {
  id: 'metamask',
  name: 'MetaMask',
  desktop_link: null,
  mobile_link: 'metamask://',
  webapp_link: 'https://portfolio.metamask.io/',
}

async function showWallet(kit: GangwayKit, wallet?: WalletListing) {
  await openModal(kit, { view: 'AllWallets' })
  kit.controllers.router.push('ConnectingWalletConnect', wallet ? { wallet } : undefined)
  await vi.waitFor(() =>
    expect(inModal('[data-testid="view-ConnectingWalletConnect"]')).not.toBeNull(),
  )
}

const button = (testId: string) => inModal<HTMLButtonElement>(`[data-testid="${testId}"]`)

describe('ConnectingWalletConnect on a phone', () => {
  it('leads with the wallet app (mobile link first); the QR code is behind "Show QR code"', async () => {
    const kit = kitOn(true)
    await showWallet(kit, METAMASK)
    await vi.waitFor(() => expect(button('wc-open-mobile')?.disabled).toBe(false))
    expect(inModal('[data-testid="wc-phone-lead"]')?.textContent).toBe(
      'Open MetaMask on this device to approve the connection.',
    )
    expect(button('wc-open-mobile')?.dataset.variant).toBe('primary')
    expect(button('wc-open-mobile')?.textContent).toContain('Open MetaMask')
    expect(button('wc-open-web')?.dataset.variant).toBe('secondary')
    // No QR code and no "scan with your phone" until asked for.
    expect(inModal('[data-testid="wc-qr"]')).toBeNull()
    expect(inModal('[data-testid="view-ConnectingWalletConnect"]')?.textContent).not.toContain(
      'on your phone',
    )
    const toggle = button('wc-show-qr')!
    expect(toggle.textContent).toBe('Show QR code')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    toggle.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="wc-qr"]')?.getAttribute('data-uri')).toMatch(/^wc:/),
    )
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Hide QR code')
    expect(inModal('[data-testid="view-ConnectingWalletConnect"]')?.textContent).toContain(
      'Or scan this QR code with a wallet on another device',
    )
    expect(button('wc-copy-link')).not.toBeNull()
    // The app button opens the wallet's mobile link with the pairing URI, inside the click.
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    button('wc-open-mobile')!.click()
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]![0]).toMatch(/^metamask:\/\/wc\?uri=wc%3A/)
  })

  it('a phone-sized viewport alone (desktop agent) leads with the app too, with desktop-agent links', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const kit = kitOn(false)
    await showWallet(kit, METAMASK)
    await vi.waitFor(() => expect(inModal('[data-testid="wc-phone"]')).not.toBeNull())
    // A desktop agent: MetaMask has no desktop link, so its web app is the app button.
    expect(button('wc-open-mobile')).toBeNull()
    expect(button('wc-open-web')?.dataset.variant).toBe('primary')
    expect(inModal('[data-testid="wc-qr"]')).toBeNull()
  })

  it('without a chosen wallet it offers the wallet list to pick an app from', async () => {
    const kit = kitOn(true)
    await showWallet(kit)
    await vi.waitFor(() => expect(button('wc-choose-wallet-app')).not.toBeNull())
    expect(inModal('[data-testid="wc-phone-lead"]')?.textContent).toBe(
      'Choose the wallet app on this device to connect with.',
    )
    button('wc-choose-wallet-app')!.click()
    expect(kit.stores.router.getState().view).toBe('AllWallets')
  })

  it('a computer is unchanged: the QR code first, the app buttons under it', async () => {
    const kit = kitOn(false)
    await showWallet(kit, METAMASK)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="wc-qr"]')?.getAttribute('data-uri')).toMatch(/^wc:/),
    )
    expect(inModal('[data-testid="wc-phone"]')).toBeNull()
    expect(inModal('[data-testid="wc-show-qr"]')).toBeNull()
    expect(button('wc-open-web')).not.toBeNull()
  })
})
