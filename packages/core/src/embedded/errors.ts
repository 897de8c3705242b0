import { ERROR_CATALOGUE, type ErrorCode } from '../errors/catalogue.js'
import { KitError } from '../errors/KitError.js'

/** Catalogue entries a frame's `_ERROR` message may name (the frame uses the same texts). */
const KNOWN: readonly ErrorCode[] = [
  'RPC_NOT_ALLOWED',
  'REQUEST_ABORTED',
  'REQUEST_FAILED',
  'USER_REJECTED',
  'FRAME_LOAD_FAILED',
]
const RETRY_AFTER = /^Please try again after (\d{1,4}) seconds$/

/**
 * A frame `_ERROR` whose message is not one of the catalogue's: code FRAME_ERROR ('An error
 * occurred' is the fallback), with the frame's own text ('Invalid code', …) as the short message,
 * since that is what the visitor needs to read.
 */
export class EmbeddedFrameError extends KitError {
  constructor(message: string | undefined) {
    super('FRAME_ERROR', message ? { longMessage: message } : {})
    if (message) {
      Object.defineProperty(this, 'shortMessage', { value: message })
      this.message = message
    }
  }
}

/** The error a frame `_ERROR` reply (or a malformed one: undefined) rejects its request with. */
export function frameError(message: string | undefined): KitError {
  if (message === undefined) return new EmbeddedFrameError(undefined)
  const seconds = RETRY_AFTER.exec(message)?.[1]
  if (seconds) return new KitError('RETRY_AFTER', { params: { seconds: Number(seconds) } })
  const code = KNOWN.find((entry) => ERROR_CATALOGUE[entry].short === message)
  return code ? new KitError(code) : new EmbeddedFrameError(message)
}

/**
 * The EIP-1193 error the embedded providers throw for a kit error (wallet libraries read the
 * numeric `code`): 4001 rejected or aborted, 4200 a method the embedded wallet does not allow,
 * -32603 anything else. The kit error is its `cause`.
 */
export function toProviderError(error: unknown): Error {
  if (!(error instanceof KitError)) return error instanceof Error ? error : new Error(String(error))
  const code =
    error.code === 'USER_REJECTED' || error.code === 'REQUEST_ABORTED'
      ? 4001
      : error.code === 'RPC_NOT_ALLOWED' || error.code === 'SMART_SESSIONS_OFF'
        ? 4200
        : -32603
  return Object.assign(new Error(error.shortMessage, { cause: error }), { code })
}
