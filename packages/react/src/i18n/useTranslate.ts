import { useEffect, useMemo, useReducer } from 'react'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import type { UiKit } from '../kit/types.js'
import { type Locale, localeChunk, localeDirection, resolveLocale } from './locales.js'
import { type Catalogue, createTranslate, type Translate } from './translate.js'

/** The locale a kit's modal speaks now (its `locale` option or `setLocale`, resolved). */
export function kitLocale(kit: UiKit): Locale {
  return resolveLocale(kit.stores.theme.getState().locale)
}

/** Starts loading a kit's locale chunk (none for English); resolves when it is there. */
export async function loadKitLocale(kit: UiKit): Promise<void> {
  await localeChunk(kitLocale(kit))?.load()
}

/** The kit's locale and its direction, re-rendering when the host switches it. */
export function useLocale(): { locale: Locale; dir: 'ltr' | 'rtl' } {
  const kit = useKitInstance()
  const requested = useStoreSelector(kit.stores.theme, (state) => state.locale)
  const locale = resolveLocale(requested)
  return { locale, dir: localeDirection(locale) }
}

/**
 * A translate function over `english` (a part of the English catalogue, or all of it) in the
 * kit's locale. The locale's chunk loads on first use if it has not yet (English meanwhile); the
 * component re-renders when it arrives.
 */
export function useTranslate<C extends Catalogue>(english: C): Translate<Extract<keyof C, string>> {
  const { locale, dir } = useLocale()
  const chunk = localeChunk(locale)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const messages = chunk?.loaded()?.messages
  useEffect(() => {
    if (chunk && !chunk.loaded()) void chunk.load().then(rerender, () => undefined)
  }, [chunk])
  return useMemo(
    () => createTranslate(english, locale, dir, messages),
    [english, locale, dir, messages],
  )
}

/**
 * A translate function for code outside React (the custom elements): the kit's locale as it is
 * now, its catalogue if its chunk has loaded (English until then).
 */
export function kitTranslate<C extends Catalogue>(
  kit: UiKit,
  english: C,
): Translate<Extract<keyof C, string>> {
  const locale = kitLocale(kit)
  return createTranslate(
    english,
    locale,
    localeDirection(locale),
    localeChunk(locale)?.loaded()?.messages,
  )
}
