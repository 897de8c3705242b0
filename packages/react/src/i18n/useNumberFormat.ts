import { type NumberFormat, numberFormat } from '../utils/numbers.js'
import { useLocale } from './useTranslate.js'

// A module of its own, not useT's: the views that show amounts import it, and the modal's first
// file (Connect) formats no number.

/** The number, USD and date formatter of the kit's locale. */
export function useNumberFormat(): NumberFormat {
  return numberFormat(useLocale().locale)
}
