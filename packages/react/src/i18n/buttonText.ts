/**
 * The buttons' texts (first load): English from the button part, else the kit's locale once its
 * chunk has loaded. No translate machinery here (no plurals, no error texts): an English host's
 * first load carries only the locale lookup.
 */
import { useEffect, useReducer } from 'react'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import type { UiKit } from '../kit/types.js'
import { localeChunk, resolveLocale } from './locales.js'
import { button } from './messages/en/button.js'

export type ButtonTextId = keyof typeof button
export type ButtonText = (id: ButtonTextId, params?: Readonly<Record<string, string>>) => string

/** A button text in the kit's locale as it is now (English until the locale's chunk is in). */
export function buttonText(
  kit: UiKit,
  id: ButtonTextId,
  params?: Readonly<Record<string, string>>,
): string {
  const locale = resolveLocale(kit.stores.theme.getState().locale)
  const translated = localeChunk(locale)?.loaded()?.messages[id]
  const text = typeof translated === 'string' ? translated : button[id]
  return params ? text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole) : text
}

/** The buttons' text function; re-renders when the host switches the locale or its chunk arrives. */
export function useButtonText(): ButtonText {
  const kit = useKitInstance()
  const requested = useStoreSelector(kit.stores.theme, (state) => state.locale)
  const chunk = localeChunk(resolveLocale(requested))
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (chunk && !chunk.loaded()) void chunk.load().then(rerender, () => undefined)
  }, [chunk])
  return (id, params) => buttonText(kit, id, params)
}
