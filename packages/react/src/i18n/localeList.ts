/** The locales the modal speaks and their writing direction (no loaders: the first load's part). */

/** English first (the source and the fallback). */
export const LOCALES = ['en', 'es', 'fr', 'zh', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

/** The locales written right to left: the modal mirrors (dir="rtl"). */
const RTL_LOCALES: ReadonlySet<string> = new Set(['ar'])

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}
