import { mapProviderError, withTimeout } from '@gangway/core/adapter'
import { type ErrorCode, isKitError, KitError } from '@gangway/core/common'
import { CONNECT_ERROR, REQUEST_ERROR } from './protocol.js'

const NAMESPACE = 'ton'

/** The wallet did not answer `method` within `ms`. */
export function walletTimeout(method: string, ms: number): KitError {
  return new KitError('WALLET_TIMEOUT', {
    params: { namespace: NAMESPACE, method, seconds: String(Math.round(ms / 1000)) },
  })
}

/** `promise` (a wallet call), or KitError('WALLET_TIMEOUT') after `ms`, or the signal's reason. */
export function askWallet<T>(
  promise: Promise<T>,
  method: string,
  ms: number,
  signal?: AbortSignal,
): Promise<T> {
  return withTimeout(promise, ms, () => walletTimeout(method, ms), signal)
}

/**
 * A TON Connect error answer (`{ code, message }` of a connect_error event or a request's
 * error) as a catalogue error: 300 the visitor declined → USER_REJECTED, 400 → the wallet has no
 * such method, 100 → the wallet does not know this app (no session), 1 → the wallet found the
 * request malformed; anything else → `fallback` with the wallet's message.
 */
export function tonWalletError(
  method: string,
  answer: { code?: unknown; message?: unknown },
  fallback: ErrorCode,
): KitError {
  const message = typeof answer.message === 'string' ? answer.message.slice(0, 500) : ''
  const longMessage = `The wallet answered ${method} with error ${String(answer.code)}${message ? `: ${message}` : ''}.`
  const cause = answer
  switch (answer.code) {
    case REQUEST_ERROR.USER_DECLINED:
      return new KitError('USER_REJECTED', { cause, longMessage })
    case REQUEST_ERROR.NOT_SUPPORTED:
      return new KitError('METHOD_NOT_SUPPORTED', {
        cause,
        params: { method, namespace: NAMESPACE },
        longMessage,
      })
    case CONNECT_ERROR.UNKNOWN_APP:
      return new KitError('WALLET_NOT_CONNECTED', {
        cause,
        params: { namespace: NAMESPACE, method },
        longMessage,
      })
    case REQUEST_ERROR.BAD_REQUEST:
      return new KitError('INVALID_RPC_PARAMS', { cause, params: { method, details: longMessage } })
    default:
      return new KitError(fallback, { cause, longMessage })
  }
}

/** What a bridge call threw, as a catalogue error (kit errors and user rejections kept). */
export function thrownByWallet(method: string, error: unknown, fallback: ErrorCode): KitError {
  if (isKitError(error)) return error
  const mapped = mapProviderError(error)
  if (mapped) return mapped
  const reason = error instanceof Error ? error.message : String(error)
  return new KitError(fallback, {
    cause: error,
    longMessage: `The wallet failed ${method}: ${reason.slice(0, 500)}`,
  })
}

/** A wallet answer that does not follow the protocol. */
export function badWalletAnswer(method: string, details: string, fallback: ErrorCode): KitError {
  return new KitError(fallback, {
    longMessage: `The wallet's answer to ${method} is not a valid TON Connect answer: ${details}`,
  })
}
