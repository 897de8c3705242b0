import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.js'

import { type ErrorParams, fillTemplate } from './fillTemplate.js'

export { type ErrorParams, fillTemplate } from './fillTemplate.js'

export interface KitErrorOptions {
  params?: ErrorParams
  cause?: unknown
  /** Overrides the catalogue's long message (e.g. a wallet's own reason). */
  longMessage?: string
  /** Data kept with the error (e.g. an HTTP response). */
  data?: unknown
}

/**
 * A typed kit error, viem style: `shortMessage` is the catalogue text shown to visitors,
 * `longMessage` the explanation, `message` both.
 */
export class KitError extends Error {
  override name = 'KitError'
  readonly code: ErrorCode
  readonly shortMessage: string
  readonly longMessage: string | undefined
  readonly data: unknown
  /** The params the catalogue text was filled with (a translated text is filled with them too). */
  readonly params: ErrorParams | undefined

  constructor(code: ErrorCode, options: KitErrorOptions = {}) {
    const entry = ERROR_CATALOGUE[code] as { short: string; long?: string }
    const shortMessage = fillTemplate(entry.short, options.params)
    const longMessage =
      options.longMessage ?? (entry.long ? fillTemplate(entry.long, options.params) : undefined)
    super(longMessage ? `${shortMessage}\n\n${longMessage}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.longMessage = longMessage
    this.data = options.data
    this.params = options.params
  }
}

export function createError(code: ErrorCode, options?: KitErrorOptions): KitError {
  return new KitError(code, options)
}

export function isKitError(error: unknown, code?: ErrorCode): error is KitError {
  return error instanceof KitError && (code === undefined || error.code === code)
}

/** The short text of a catalogue entry, with params filled. */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  return fillTemplate(ERROR_CATALOGUE[code].short, params)
}
