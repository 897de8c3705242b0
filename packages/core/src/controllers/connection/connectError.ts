import { isKitError, KitError } from '../../errors/KitError.js'

const USER_REJECTED_CODE = 4001
const REJECTION_TEXT = /user (rejected|denied|cancell?ed)|rejected the request|request rejected/i
const MAX_DEPTH = 8

/** True when the error, or one it wraps, is a wallet's "the user said no". */
export function isUserRejection(error: unknown): boolean {
  const visit = (value: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false
    const { code, message, cause } = value as { code?: unknown; message?: unknown; cause?: unknown }
    if (code === USER_REJECTED_CODE || code === 'ACTION_REJECTED') return true
    if (typeof message === 'string' && REJECTION_TEXT.test(message)) return true
    const nested = (value as { error?: unknown }).error
    return visit(cause, depth + 1) || visit(nested, depth + 1)
  }
  return isKitError(error, 'USER_REJECTED') || visit(error, 0)
}

/** The message of anything thrown, for events and long messages. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}

/**
 * What `connect` rethrows: a KitError as is; a wallet's rejection as KitError('USER_REJECTED');
 * anything else as KitError('CONNECT_FAILED') with the wallet's message as the long message.
 * The original error is kept as `cause`.
 */
export function toConnectError(error: unknown): KitError {
  if (error instanceof KitError) return error
  if (isUserRejection(error)) return new KitError('USER_REJECTED', { cause: error })
  return new KitError('CONNECT_FAILED', {
    params: { details: describeError(error) },
    cause: error,
  })
}
