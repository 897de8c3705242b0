/**
 * A kit's locale applied (a chunk of its own, imported only by a kit whose locale is not
 * English): the locale resolved, its catalogue loaded, and the buttons' texts set from it.
 */
import type { UiKit } from '../kit/types.js'
import { setButtonLocale } from './buttonText.js'
import { localeChunk, resolveLocale } from './locales.js'

export async function applyKitLocale(kit: UiKit): Promise<void> {
  const requested = kit.stores.theme.getState().locale
  const locale = resolveLocale(requested)
  const module = await localeChunk(locale)?.load()
  // The host switched again meanwhile: that switch applies its own.
  if (kit.stores.theme.getState().locale !== requested) return
  setButtonLocale(kit, requested, locale, module?.messages)
}
