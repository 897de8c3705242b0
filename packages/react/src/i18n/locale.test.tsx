import '../testing/dom.testing.js'
import { isKitError, KitError } from '@gangway/core/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { GangwayProvider } from '../components/GangwayProvider.js'
import { inModal, openModal } from '../testing/modal.testing.js'
import { render } from '../testing/render.testing.js'
import { createTestKit } from '../testing/testKit.testing.js'
import { localeChunk, localeDirection, resolveLocale } from './locales.js'
import { en } from './messages/en/index.js'
import { createTranslate } from './translate.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

describe('resolveLocale', () => {
  it("takes a tag's language, 'auto' the first browser language the modal has, else English", () => {
    expect(resolveLocale('ar')).toBe('ar')
    expect(resolveLocale('fr-CA')).toBe('fr')
    expect(resolveLocale('ZH-cn')).toBe('zh')
    expect(resolveLocale('pt-BR')).toBe('en')
    expect(resolveLocale('auto', ['pt-BR', 'es-MX', 'fr'])).toBe('es')
    expect(resolveLocale('auto', ['de'])).toBe('en')
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('fr')).toBe('ltr')
  })

  it('English needs no chunk; the others each have one', () => {
    expect(localeChunk('en')).toBeUndefined()
    expect(localeChunk('ar')).toBeDefined()
    expect(localeChunk('ar')).toBe(localeChunk('ar'))
  })
})

describe('translate', () => {
  const messages = {
    'common.loading': 'Cargando',
    'error.RETRY_AFTER': 'Inténtalo de nuevo en {seconds} segundos',
  }
  const t = createTranslate(en, 'es', 'ltr', messages)

  it("gives the locale's text, English for an id the locale lacks, and fills placeholders", () => {
    expect(t('common.loading')).toBe('Cargando')
    expect(t('common.tryAgain')).toBe('Try again')
  })

  it('chooses plural forms with Intl.PluralRules', () => {
    const plural = createTranslate(
      { 'x.items': { one: '{count} item', other: '{count} items' } },
      'en',
      'ltr',
    )
    expect(plural('x.items', { count: 1 })).toBe('1 item')
    expect(plural('x.items', { count: 3 })).toBe('3 items')
    const arabic = createTranslate({ 'x.items': { other: '{count}' } }, 'ar', 'rtl', {
      'x.items': { one: 'عنصر واحد', two: 'عنصران', few: '{count} عناصر', other: '{count} عنصر' },
    })
    expect(arabic('x.items', { count: 2 })).toBe('عنصران')
    expect(arabic('x.items', { count: 5 })).toBe('5 عناصر')
  })

  it("translates a KitError from its code and params, else shows the error's own text", () => {
    const error = new KitError('RETRY_AFTER', { params: { seconds: 12 } })
    expect(isKitError(error)).toBe(true)
    expect(t.error(error)).toBe('Inténtalo de nuevo en 12 segundos')
    expect(createTranslate(en, 'en', 'ltr').error(error)).toBe('Please try again after 12 seconds')
    expect(t.error(new Error('wallet said no'))).toBe('wallet said no')
  })
})

describe('the modal in a locale', () => {
  it("opens in the kit's locale, mirrored for Arabic, and follows setLocale", async () => {
    const { kit } = createTestKit({ locale: 'ar' })
    cleanups.push(() => kit.destroy())
    await openModal(kit)
    const root = inModal('[data-testid="modal-root"]')
    expect(root?.getAttribute('dir')).toBe('rtl')
    expect(root?.getAttribute('lang')).toBe('ar')
    // The catalogue loaded with the modal: the first frame is already in Arabic.
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('ربط المحفظة')
    expect(inModal('[data-testid="modal-close"]')?.getAttribute('aria-label')).toBe('إغلاق')

    kit.controllers.theme.setLocale('fr')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Connecter le portefeuille'),
    )
    expect(inModal('[data-testid="modal-root"]')?.getAttribute('dir')).toBe('ltr')
  })

  it('refuses a locale that is not a language tag, and keeps the one it had', () => {
    const { kit } = createTestKit({ locale: 'es' })
    cleanups.push(() => kit.destroy())
    expect(() => kit.controllers.theme.setLocale('es"><script>')).toThrow(/locale/)
    expect(kit.stores.theme.getState().locale).toBe('es')
    expect(() => createTestKit({ locale: 'english please' })).toThrow(/locale/)
  })

  it("the connect button speaks the kit's language; a host label still wins", async () => {
    const { kit } = createTestKit({ locale: 'es' })
    cleanups.push(() => kit.destroy())
    await kit.ready
    const view = await render(
      <GangwayProvider kit={kit}>
        <ConnectButton />
        <ConnectButton label="Entrar" />
      </GangwayProvider>,
    )
    cleanups.push(view.unmount)
    const buttons = () =>
      [...view.container.querySelectorAll('[data-testid="connect-button"]')].map(
        (button) => button.textContent,
      )
    await vi.waitFor(() => expect(buttons()).toEqual(['Conectar billetera', 'Entrar']))
  })
})
