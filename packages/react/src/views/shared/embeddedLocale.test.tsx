import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { KitError } from '@gangway/core/common'
import { describe, expect, it, vi } from 'vitest'
import { en } from '../../i18n/messages/en/index.js'
import { messages as fr } from '../../i18n/messages/fr/index.js'
import { createTranslate } from '../../i18n/translate.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { inModal, openModal } from '../../testing/modal.testing.js'
import { mainnet, TestAdapter } from '../../testing/testKit.testing.js'
import { embeddedErrorText } from './embedded.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

function kitIn(locale: string) {
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
  })
  keep(kit)
  return kit
}

describe('errors in the locale', () => {
  it('a login failure: the catalogue text in the locale (params filled), RPC_NOT_ALLOWED as its ui text', () => {
    const english = createTranslate(en, 'en', 'ltr')
    const french = createTranslate(en, 'fr', 'ltr', fr)
    const wait = new KitError('RETRY_AFTER', { params: { seconds: 12 } })
    expect(embeddedErrorText(wait, english)).toBe('Please try again after 12 seconds')
    expect(embeddedErrorText(wait, french)).toBe('Veuillez réessayer dans 12 secondes')
    expect(embeddedErrorText(new KitError('RPC_NOT_ALLOWED'), english)).toBe('Action not allowed')
    expect(embeddedErrorText(new KitError('RPC_NOT_ALLOWED'), french)).toBe('Action non autorisée')
    expect(embeddedErrorText(new KitError('RPC_NOT_ALLOWED'))).toBe('Action not allowed')
    // The frame's own text stays as it came; nothing at all is the catalogue's 'An error occurred'.
    expect(embeddedErrorText(new Error('Invalid code'), french)).toBe('Invalid code')
    expect(embeddedErrorText(undefined, french)).toBe('Une erreur est survenue')
  })

  it("the snackbar and the alert show a kit error in the kit's locale, a plain text as it is", async () => {
    const kit = kitIn('es')
    await openModal(kit)
    kit.controllers.snackbar.showError(new KitError('RETRY_AFTER', { params: { seconds: 7 } }))
    kit.controllers.alert.showError('ALERT_SESSION_EXPIRED')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="snackbar"]')?.textContent).toBe(
        'Vuelve a intentarlo dentro de 7 segundos',
      ),
    )
    expect(inModal('[data-testid="alert"] .gw-alert-title')?.textContent).toBe('Sesión caducada')
    kit.controllers.alert.open({ shortMessage: 'Host text' })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="alert"] .gw-alert-title')?.textContent).toBe('Host text'),
    )
  })

  it('English: the same kit error shows its English short text', async () => {
    const kit = kitIn('en')
    await openModal(kit)
    kit.controllers.snackbar.showError(new KitError('RETRY_AFTER', { params: { seconds: 7 } }))
    await vi.waitFor(() =>
      expect(inModal('[data-testid="snackbar"]')?.textContent).toBe(
        'Please try again after 7 seconds',
      ),
    )
  })

  it('Arabic: a registered name, bold where the sentence puts it', async () => {
    const kit = kitIn('ar')
    await openModal(kit)
    kit.controllers.router.push('RegisterAccountNameSuccess', { name: 'alice.gangway.eth' })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="register-name-success"] [role="status"]')?.textContent).toBe(
        'أصبح alice.gangway.eth اسم حسابك الآن.',
      ),
    )
    expect(inModal('[data-testid="register-name-success-name"]')?.textContent).toBe(
      'alice.gangway.eth',
    )
  })
})
