import '../../testing/dom.testing.js'
import { createMemoryBackend, type WalletListing } from '@gangway/core'
import type { UniversalProviderLike } from '@gangway/core/adapter'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { inModal, openModal } from '../../testing/modal.testing.js'
import { mainnet } from '../../testing/testKit.testing.js'
import { qrPath } from '../../ui/QrCode.js'
import { WALLETCONNECT_ICON } from '../shared/connectorImage.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const ADDRESS = '0x00000000000000000000000000000000000000A1'

/** A UniversalProvider stand-in: each connect shows a new URI and waits for approve / fail. */
function pairingProvider() {
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const attempts: { uri: string; resolve(): void; reject(error: unknown): void }[] = []
  const provider: UniversalProviderLike & {
    approve(): void
    fail(error: unknown): void
    attempts: typeof attempts
  } = {
    session: undefined,
    attempts,
    connect: () =>
      new Promise<void>((resolve, reject) => {
        const uri = `wc:${'cd'.repeat(32)}@2?relay-protocol=irn&symKey=${attempts.length + 1}`
        attempts.push({ uri, resolve, reject })
        queueMicrotask(() => {
          for (const listener of listeners.get('display_uri') ?? []) listener(uri)
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
    approve() {
      provider.session = {
        topic: 't',
        namespaces: { eip155: { accounts: [`eip155:1:${ADDRESS}`], chains: ['eip155:1'] } },
      }
      attempts.at(-1)?.resolve()
    },
    fail(error) {
      attempts.at(-1)?.reject(error)
    },
  }
  return provider
}

const keep = destroyAfterEach()

function pairingKit() {
  const provider = pairingProvider()
  const kit = createKit({
    networks: [mainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
    environment: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false },
    walletConnect: { loadProvider: async () => provider },
  })
  keep(kit)
  return { kit, provider }
}

const qr = () => inModal('[data-testid="wc-qr"]')

describe('WalletConnect views', () => {
  it('basic mode opens on the QR code of the pairing URI; the wallet approves; connected', async () => {
    const { kit, provider } = pairingKit()
    await openModal(kit)
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    await vi.waitFor(() => expect(qr()?.getAttribute('data-uri')).toMatch(/^wc:/))
    expect(qr()?.getAttribute('data-uri')).toBe(provider.attempts[0]?.uri)
    // The SVG holds the URI's modules; the copy button copies the same URI.
    const path = qr()!.querySelector('path')!.getAttribute('d')
    // With the WalletConnect mark in the middle, at error correction H (QrCode.test.ts decodes it).
    expect(path).toBe(qrPath(provider.attempts[0]!.uri, 'H').d)
    expect(qr()!.querySelector('.gw-qr-logo img')?.getAttribute('src')).toBe(WALLETCONNECT_ICON)
    expect(qr()!.querySelector('svg')?.getAttribute('aria-label')).toBe('WalletConnect QR code')
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    inModal<HTMLButtonElement>('[data-testid="wc-copy-link"]')!.click()
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(provider.attempts[0]!.uri))
    // Basic mode: QR and copy only.
    expect(inModal('[data-testid^="wc-open-"]')).toBeNull()

    provider.approve()
    await vi.waitFor(() => expect(kit.getAccount('eip155').isConnected).toBe(true))
    expect(kit.getAccount('eip155').address).toBe(ADDRESS)
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
  })

  it('a new URI replaces the QR code when it is refreshed', async () => {
    const { kit, provider } = pairingKit()
    await openModal(kit)
    await vi.waitFor(() => expect(qr()?.getAttribute('data-uri')).toMatch(/^wc:/))
    expect(qr()?.getAttribute('data-uri')).toBe(provider.attempts[0]?.uri)
    kit.controllers.walletConnect.refreshUri()
    await vi.waitFor(() => expect(qr()?.getAttribute('data-uri')).toMatch(/symKey=2$/))
    expect(qr()?.getAttribute('data-uri')).toBe(provider.attempts[1]?.uri)
  })

  it('shows the error with a retry that starts a new pairing', async () => {
    const { kit, provider } = pairingKit()
    await openModal(kit)
    await vi.waitFor(() => expect(qr()).not.toBeNull())
    provider.fail(new Error('Proposal expired'))
    await vi.waitFor(() => expect(inModal('[data-testid="wc-error"]')).not.toBeNull())
    expect(inModal('[role="alert"]')?.textContent).toContain('Connection failed')
    inModal<HTMLButtonElement>('[data-testid="wc-retry"]')!.click()
    await vi.waitFor(() => expect(qr()?.getAttribute('data-uri')).toMatch(/symKey=2$/))
    expect(qr()?.getAttribute('data-uri')).toBe(provider.attempts[1]?.uri)
  })

  it('opens the chosen wallet with its link and the pairing URI, inside the click', async () => {
    const { kit, provider } = pairingKit()
    const wallet: WalletListing = {
      id: 'metamask',
      name: 'MetaMask',
      desktop_link: null,
      mobile_link: 'metamask://',
      webapp_link: 'https://portfolio.metamask.io/',
    }
    await openModal(kit, { view: 'AllWallets' })
    kit.controllers.router.push('ConnectingWalletConnect', { wallet })
    await vi.waitFor(() => expect(qr()?.getAttribute('data-uri')).toMatch(/^wc:/))
    expect(qr()?.getAttribute('data-uri')).toBe(provider.attempts[0]?.uri)
    expect(qr()!.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'QR code to connect MetaMask',
    )
    // On a computer: no desktop link, so only the web app is offered.
    expect(inModal('[data-testid="wc-open-mobile"]')).toBeNull()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    inModal<HTMLButtonElement>('[data-testid="wc-open-web"]')!.click()
    expect(open).toHaveBeenCalledWith(
      `https://portfolio.metamask.io/wc?uri=${encodeURIComponent(provider.attempts[0]!.uri)}`,
      '_blank',
      'noreferrer noopener',
    )
    expect(kit.stores.connection.getState().wcLinking).toEqual({
      name: 'MetaMask',
      href: 'https://portfolio.metamask.io/',
    })
  })
})
