/**
 * The buttons' texts (first load). English comes from the button part; another locale's texts
 * are put on the kit by `applyKitLocale` (a chunk of its own, `kitLocale.ts`) once its catalogue
 * has loaded. An English host's first load carries this lookup and no locale code at all.
 */
import { fillTemplate } from '@gangway/core/shell'
import { useSyncExternalStore } from 'react'
import { useKitInstance } from '../hooks/context.js'
import { loadUi } from '../kit/loadUi.js'
import type { UiKit } from '../kit/types.js'
import { button } from './messages/en/button.js'
import type { Catalogue } from './translate.js'

export type ButtonTextId = keyof typeof button
export interface ButtonText {
  (id: ButtonTextId, params?: Readonly<Record<string, string>>): string
  /** The locale the texts are in ('en' until another locale's catalogue is in). */
  readonly locale: string
}

/** Kept on the kit itself (no module state): the locale the buttons speak, and who listens. */
const STATE = Symbol.for('@gangway/react:buttonLocale')

interface ButtonLocale {
  /** What the host asked for when `locale` and `messages` were set ('en' at first). */
  requested: string
  locale: string
  messages: Catalogue | undefined
  listeners: Set<() => void>
}

type WithState = UiKit & { [STATE]?: ButtonLocale }

function stateOf(kit: UiKit): ButtonLocale {
  const target = kit as WithState
  target[STATE] ??= { requested: 'en', locale: 'en', messages: undefined, listeners: new Set() }
  return target[STATE]
}

/** Sets the buttons' locale and texts (from `applyKitLocale`), and re-renders the buttons. */
export function setButtonLocale(
  kit: UiKit,
  requested: string,
  locale: string,
  messages: Catalogue | undefined,
): void {
  const state = stateOf(kit)
  Object.assign(state, { requested, locale, messages })
  for (const listener of state.listeners) listener()
}

/** The kit's locale catalogue as applied (undefined for English): the modal translates with it. */
export function kitMessages(kit: UiKit): Catalogue | undefined {
  return stateOf(kit).messages
}

/** Calls `listener` when the buttons' locale changes; returns the unsubscribe. */
export function subscribeButtonLocale(kit: UiKit, listener: () => void): () => void {
  const { listeners } = stateOf(kit)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Loads the kit's locale for the buttons and the modal unless it is there already: undefined
 * when it is (English needs nothing), else a promise that settles once it is.
 */
export function loadKitLocale(kit: UiKit): Promise<void> | undefined {
  const requested = kit.stores.theme.getState().locale
  const state = stateOf(kit)
  if (state.requested === requested) return undefined
  if (requested === 'en') {
    setButtonLocale(kit, 'en', 'en', undefined)
    return undefined
  }
  return loadUi(() => import('./kitLocale.js')).then(({ applyKitLocale }) => applyKitLocale(kit))
}

/** The locale the buttons speak now ('en' until another locale's catalogue is in). */
export function buttonLocale(kit: UiKit): string {
  return stateOf(kit).locale
}

/** A button text in the buttons' locale as it is now (English until another one is in). */
export function buttonText(
  kit: UiKit,
  id: ButtonTextId,
  params?: Readonly<Record<string, string>>,
): string {
  const translated = stateOf(kit).messages?.[id]
  const text = typeof translated === 'string' ? translated : button[id]
  return params ? fillTemplate(text, params) : text
}

/** The buttons' text function; re-renders when the buttons' locale changes. */
export function useButtonText(): ButtonText {
  const kit = useKitInstance()
  const state = stateOf(kit)
  const locale = useSyncExternalStore(
    (listener) => subscribeButtonLocale(kit, listener),
    () => `${state.locale}|${state.requested}`,
    () => 'en|en',
  ).split('|')[0] as string
  return Object.assign(
    (id: ButtonTextId, params?: Readonly<Record<string, string>>) => buttonText(kit, id, params),
    { locale },
  )
}
