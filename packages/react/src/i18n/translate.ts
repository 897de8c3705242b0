/**
 * The kit's message catalogue at work: a message is a string with `{name}` placeholders, or plural
 * forms chosen with `Intl.PluralRules` for the `count` param. English is the source catalogue
 * (`messages/en`); another locale's catalogue has the same ids (a test and the types check it).
 */
import { ERROR_CATALOGUE, type ErrorCode, isKitError, type KitError } from '@gangway/core/common'
import { fillTemplate } from '@gangway/core/shell'

/** Plural forms of one message, chosen by `Intl.PluralRules` for the `count` param. */
export interface PluralMessage {
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
}

export type Message = string | PluralMessage

/** A catalogue: message ids to messages. */
export type Catalogue = Readonly<Record<string, Message>>

/** A locale's translation of a part of the English catalogue: every id, no more. */
export type Translation<T extends Catalogue> = { readonly [K in keyof T]: Message }

export type MessageParams = Readonly<Record<string, string | number>>

/**
 * The translate call. Declared as a method so a function of fewer ids (a view's parts) can be
 * passed where one of more is expected (method parameters are bivariant); a call still only
 * takes the ids of its parts.
 */
type TranslateCall<Id extends string> = {
  call(id: Id, params?: MessageParams): string
}['call']

export interface Translate<Id extends string> extends TranslateCall<Id> {
  /** The resolved locale ('en', 'ar', …). */
  readonly locale: string
  /** 'rtl' for right-to-left locales, else 'ltr'. */
  readonly dir: 'ltr' | 'rtl'
  /**
   * The visitor-facing text of an error: a KitError's catalogue text in this locale (`error.CODE`
   * in the catalogue, filled with the error's params), else its own short text; else `fallback`.
   */
  error(error: unknown, fallback?: Id): string
}

/** A KitError's English visitor text: the catalogue's `ui` text where it has one. */
function englishText(error: KitError): string {
  const entry = ERROR_CATALOGUE[error.code] as { ui?: string }
  return entry.ui ?? error.shortMessage
}

const fill = (template: string, params: MessageParams | undefined): string =>
  params ? fillTemplate(template, params) : template

function pick(message: Message, locale: string, params: MessageParams | undefined): string {
  if (typeof message === 'string') return message
  // The `count` param, else the first number ("after {seconds} seconds").
  const count = Number(
    params?.count ?? Object.values(params ?? {}).find((value) => typeof value === 'number') ?? 0,
  )
  if (count === 0 && message.zero !== undefined) return message.zero
  const category = new Intl.PluralRules(locale).select(count) as keyof PluralMessage
  return message[category] ?? message.other
}

/**
 * A translate function over `messages` (the locale's, possibly missing while its chunk loads)
 * with `english` as the fallback for an id the locale lacks.
 */
export function createTranslate<C extends Catalogue>(
  english: C,
  locale: string,
  dir: 'ltr' | 'rtl',
  messages?: Catalogue,
): Translate<Extract<keyof C, string>> {
  const lookup = (id: string): Message | undefined => messages?.[id] ?? english[id]
  const translate = (id: string, params?: MessageParams): string => {
    const message = lookup(id)
    return message === undefined ? id : fill(pick(message, locale, params), params)
  }
  const error = (cause: unknown, fallback?: string): string => {
    if (isKitError(cause)) {
      const translated = messages?.[`error.${cause.code}`]
      return translated === undefined
        ? englishText(cause)
        : fill(pick(translated, locale, cause.params), cause.params)
    }
    if (fallback) return translate(fallback)
    return cause instanceof Error && cause.message ? cause.message : String(cause)
  }
  return Object.assign(translate, { locale, dir, error })
}

/** A locale's texts for the error catalogue: `error.CODE` for every code. */
export type ErrorTranslation = { readonly [K in `error.${ErrorCode}`]: Message }
