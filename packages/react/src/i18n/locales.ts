/**
 * The locales the modal speaks, how a requested tag resolves to one, and their chunks. English
 * is the source catalogue and costs nothing extra; every other locale is its own chunk, loaded
 * only when a kit asks for it.
 */
import { type Chunk, createChunk } from '../kit/chunks.js'
import { LOCALES, type Locale } from './localeList.js'
import type { Catalogue } from './translate.js'

export { LOCALES, type Locale, localeDirection } from './localeList.js'

export interface LocaleModule {
  messages: Catalogue
}

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<LocaleModule>> = {
  es: () => import('./messages/es/index.js'),
  fr: () => import('./messages/fr/index.js'),
  zh: () => import('./messages/zh/index.js'),
  ar: () => import('./messages/ar/index.js'),
}

/** One chunk per locale (the page's module map, like the views': no kit state). */
const CHUNKS = new Map<Locale, Chunk<LocaleModule>>()

/** The chunk of a locale's catalogue; undefined for English (built in). */
export function localeChunk(locale: Locale): Chunk<LocaleModule> | undefined {
  if (locale === 'en') return undefined
  let chunk = CHUNKS.get(locale)
  if (!chunk) {
    chunk = createChunk(LOADERS[locale])
    CHUNKS.set(locale, chunk)
  }
  return chunk
}

function match(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const exact = LOCALES.find((locale) => locale === lower)
  if (exact) return exact
  const language = lower.split('-')[0]
  return LOCALES.find((locale) => locale === language)
}

/**
 * The locale a requested tag resolves to: the tag's language when the modal has it ('pt-BR' →
 * none → 'en', 'fr-CA' → 'fr'); 'auto' takes the first of the browser's languages the modal
 * has. English otherwise.
 */
export function resolveLocale(requested: string, browserLanguages?: readonly string[]): Locale {
  if (requested !== 'auto') return match(requested) ?? 'en'
  const languages =
    browserLanguages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))
  for (const language of languages) {
    const found = match(language)
    if (found) return found
  }
  return 'en'
}
