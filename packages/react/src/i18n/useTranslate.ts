import { useMemo } from 'react'
import { useKitInstance } from '../hooks/context.js'
import { kitMessages, useButtonText } from './buttonText.js'
import { type Locale, localeDirection } from './localeList.js'
import { type Catalogue, createTranslate, type Translate } from './translate.js'

/**
 * The locale the kit speaks now and its direction: the host's `locale` once its catalogue is in
 * (`applyKitLocale`, which the modal waits for on open), English before. Re-renders on a switch.
 */
export function useLocale(): { locale: Locale; dir: 'ltr' | 'rtl' } {
  const locale = useButtonText().locale as Locale
  return { locale, dir: localeDirection(locale) }
}

/**
 * A translate function over `english` (a part of the English catalogue) in the kit's locale:
 * the locale's catalogue as the kit holds it, English for an id it lacks. No locale code here:
 * an English kit never loads any.
 */
export function useTranslate<C extends Catalogue>(english: C): Translate<Extract<keyof C, string>> {
  const kit = useKitInstance()
  const { locale, dir } = useLocale()
  const messages = kitMessages(kit)
  return useMemo(
    () => createTranslate(english, locale, dir, messages),
    [english, locale, dir, messages],
  )
}
