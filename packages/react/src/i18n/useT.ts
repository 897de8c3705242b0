import { common } from './messages/en/common.js'
import type { Catalogue, Translate } from './translate.js'
import { useTranslate } from './useTranslate.js'

export { useLocale } from './useTranslate.js'

/** The ids of the given parts of the English catalogue. */
export type PartIds<P extends readonly Catalogue[]> = P[number] extends infer C
  ? C extends Catalogue
    ? Extract<keyof C, string>
    : never
  : never

type CommonId = Extract<keyof typeof common, string>

/** One merged catalogue per combination of parts (parts are module constants). */
const MERGED = new WeakMap<Catalogue, WeakMap<Catalogue, Catalogue>>()

function merge(parts: readonly Catalogue[]): Catalogue {
  let merged: Catalogue = common
  for (const part of parts) {
    let byPart = MERGED.get(merged)
    if (!byPart) {
      byPart = new WeakMap()
      MERGED.set(merged, byPart)
    }
    let next = byPart.get(part)
    if (!next) {
      next = { ...merged, ...part }
      byPart.set(part, next)
    }
    merged = next
  }
  return merged
}

/**
 * The modal's translate function over the given parts of the English catalogue (and `common`):
 * `useT(connect)` in a Connect view. Each view imports only its parts, so the modal never loads
 * the whole English catalogue, and an id of a part the view did not name does not compile.
 */
export function useT<P extends readonly Catalogue[]>(
  ...parts: P
): Translate<PartIds<P> | CommonId> {
  return useTranslate(merge(parts)) as Translate<PartIds<P> | CommonId>
}
