import { type NumberFormat, numberFormat } from '../utils/numbers.js'
import { en, type MessageId } from './messages/en/index.js'
import type { Translate } from './translate.js'
import { useLocale, useTranslate } from './useTranslate.js'

export { useLocale } from './useTranslate.js'

/** The modal's translate function over the whole English catalogue (views and modal parts). */
export function useT(): Translate<MessageId> {
  return useTranslate(en)
}

/** The number, USD and date formatter of the kit's locale. */
export function useNumberFormat(): NumberFormat {
  return numberFormat(useLocale().locale)
}
