import { KitError } from '../../errors/KitError.js'
import { mapProviderError } from '../../errors/providerErrors.js'

/** The message of anything thrown, for events and long messages. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}

/**
 * What `connect` rethrows: a KitError as is; a provider error mapped by `mapProviderError`
 * (user rejection → USER_REJECTED, the spec §8 provider messages → their alerts); anything else
 * as KitError('CONNECT_FAILED') with the wallet's message as the long message. The original
 * error is kept as `cause`.
 */
export function toConnectError(error: unknown): KitError {
  return (
    mapProviderError(error) ??
    new KitError('CONNECT_FAILED', { params: { details: describeError(error) }, cause: error })
  )
}
