import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { mainnet, TestAdapter } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

function kitIn(locale: string, links: { terms?: boolean; privacy?: boolean }) {
  const kit = createKit({
    adapters: [new TestAdapter()],
    networks: [mainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
    locale,
    ...(links.terms && { termsConditionsUrl: 'https://host.example/terms' }),
    ...(links.privacy && { privacyPolicyUrl: 'https://host.example/privacy' }),
  })
  keep(kit)
  return kit
}

const footer = () => inModal('p.gw-text:has(a.gw-link)')?.textContent

describe('Connect in a locale', () => {
  it("speaks the kit's language, the legal sentence with the links where it puts them", async () => {
    const kit = kitIn('fr', { terms: true, privacy: true })
    await openModal(kit)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="no-wallet-link"]')?.textContent).toBe(
        "Je n'ai pas de portefeuille",
      ),
    )
    expect(footer()).toBe(
      "En connectant votre portefeuille, vous acceptez nos Conditions d'utilisation et notre Politique de confidentialité",
    )
    expect(allInModal('p.gw-text a').map((a) => a.getAttribute('href'))).toEqual([
      'https://host.example/terms',
      'https://host.example/privacy',
    ])
  })

  it('one link: the sentence for that link alone (its own article)', async () => {
    const kit = kitIn('es', { privacy: true })
    await openModal(kit)
    await vi.waitFor(() =>
      expect(footer()).toBe('Al conectar tu billetera, aceptas nuestra Política de privacidad'),
    )
  })

  it('Arabic: the link and the installed tag in Arabic', async () => {
    const kit = kitIn('ar', {})
    await openModal(kit)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="no-wallet-link"]')?.textContent).toBe('ليست لدي محفظة'),
    )
    const row = inModal('[data-testid="wallet-option"]')
    expect(row).not.toBeNull()
    // The test wallet is installed: its tag, in Arabic.
    expect(row?.textContent).toContain('مثبّتة')
  })
})
