import { useMemo } from 'react'
import { useButtonText } from '../i18n/buttonText.js'
import { LOCALES, type Locale, localeDirection } from '../i18n/localeList.js'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitLocaleResult {
  /** The locale the modal speaks ('en', 'es', 'fr', 'zh', 'ar'). */
  locale: Locale
  /** What the host asked for: a language tag or 'auto'. */
  requested: string
  /** 'rtl' for right-to-left locales. */
  dir: 'ltr' | 'rtl'
  /** The locales the modal has. */
  locales: readonly Locale[]
  /** A language tag ('ar', 'pt-BR': the nearest the modal has, else English) or 'auto'. */
  setLocale(locale: string): void
}

/** The modal's language, with a setter (a host's language picker). */
export function useKitLocale(): UseKitLocaleResult {
  const kit = useKitInstance()
  const requested = useStoreSelector(kit.stores.theme, (state) => state.locale)
  // The locale applied once its catalogue is in (what the buttons and the modal speak).
  const locale = useButtonText().locale as Locale
  const dir = localeDirection(locale)
  return useMemo(
    () => ({
      locale,
      requested,
      dir,
      locales: LOCALES,
      setLocale: (next: string) => kit.setLocale(next),
    }),
    [kit, locale, requested, dir],
  )
}
