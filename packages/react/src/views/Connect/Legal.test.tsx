import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { mainnet, TestAdapter } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

function kitWith(features: Record<string, unknown>, links = true) {
  const kit = createKit({
    adapters: [new TestAdapter()],
    networks: [mainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false, ...features },
    logger: { error: () => {}, warn: () => {} },
    ...(links && {
      termsConditionsUrl: 'https://host.example/terms',
      privacyPolicyUrl: 'https://host.example/privacy',
    }),
  })
  keep(kit)
  return kit
}

const walletButton = () => inModal<HTMLButtonElement>('[data-testid="wallet-option"]')
const box = () => inModal<HTMLInputElement>('#gw-legal-checkbox')

describe('legalCheckbox', () => {
  it('gates connecting on the box, with the host’s terms and privacy links', async () => {
    const kit = kitWith({ legalCheckbox: true })
    await openModal(kit)
    await vi.waitFor(() => expect(walletButton()).not.toBeNull())
    const links = allInModal('[data-testid="legal-checkbox"] a').map((a) => a.getAttribute('href'))
    expect(links).toEqual(['https://host.example/terms', 'https://host.example/privacy'])
    expect(inModal('#gw-legal-text')?.textContent).toBe(
      'I agree to the Terms of Service and Privacy Policy',
    )
    // Gated: the wallet row is disabled and a click connects nothing.
    expect(inModal<HTMLFieldSetElement>('[data-testid="connect-methods"]')?.disabled).toBe(true)
    walletButton()!.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(kit.stores.router.getState().view).toBe('Connect')
    // The footer's sentence is replaced by the box; "I don't have a wallet" stays usable.
    expect(inModal('[data-testid="no-wallet-link"]')?.closest('fieldset')).toBeNull()
    box()!.click()
    await vi.waitFor(() => expect(box()?.checked).toBe(true))
    await vi.waitFor(() =>
      expect(inModal<HTMLFieldSetElement>('[data-testid="connect-methods"]')?.disabled).toBe(false),
    )
    walletButton()!.click()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true))
  })

  it('is off by default (spec §9): the footer sentence, nothing gated', async () => {
    const kit = kitWith({})
    await openModal(kit)
    await vi.waitFor(() => expect(walletButton()).not.toBeNull())
    expect(box()).toBeNull()
    expect(inModal<HTMLFieldSetElement>('[data-testid="connect-methods"]')?.disabled).toBe(false)
    expect(allInModal('p.gw-text a').map((a) => a.textContent)).toEqual([
      'Terms of Service',
      'Privacy Policy',
    ])
  })

  it('without the host’s links there is nothing to agree to: not gated', async () => {
    const kit = kitWith({ legalCheckbox: true }, false)
    await openModal(kit)
    await vi.waitFor(() => expect(walletButton()).not.toBeNull())
    expect(box()).toBeNull()
    expect(walletButton()!.disabled).toBe(false)
  })
})

describe('collapseWallets', () => {
  it('keeps the wallets behind “Continue with a wallet” until asked', async () => {
    const kit = kitWith({ collapseWallets: true })
    await openModal(kit)
    await vi.waitFor(() => expect(inModal('[data-testid="continue-with-wallet"]')).not.toBeNull())
    expect(walletButton()).toBeNull()
    // The compact preview shows the first wallets' icons, hidden from screen readers.
    expect(inModal('[data-testid="continue-with-wallet"]')?.textContent).toBe(
      'Continue with a wallet',
    )
    inModal<HTMLButtonElement>('[data-testid="continue-with-wallet"]')!.click()
    await vi.waitFor(() => expect(walletButton()).not.toBeNull())
  })

  it('is off by default: an installed wallet is listed at once', async () => {
    const kit = kitWith({})
    await openModal(kit)
    await vi.waitFor(() => expect(walletButton()).not.toBeNull())
    expect(inModal('[data-testid="continue-with-wallet"]')).toBeNull()
  })
})
