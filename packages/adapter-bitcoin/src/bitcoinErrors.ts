import { mapProviderError } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'

/**
 * The sats-connect RPC error codes the adapter tells apart (sats-connect's `RpcErrorCode`, as
 * numbers here so that mapping an error needs no sats-connect code; a test keeps them equal).
 */
export const SATS_CONNECT_RPC_ERRORS = {
  METHOD_NOT_FOUND: -32601,
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
} as const

/** A wallet error sats-connect reported that the catalogue has no entry for. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** True for sats-connect's "the wallet has no such method" codes. */
export function isMethodMissing(error: unknown): boolean {
  if (error instanceof KitError) return error.code === 'METHOD_NOT_SUPPORTED'
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === SATS_CONNECT_RPC_ERRORS.METHOD_NOT_FOUND ||
    code === SATS_CONNECT_RPC_ERRORS.METHOD_NOT_SUPPORTED
  )
}

/**
 * A sats-connect error (or thrown value) as what the adapter throws: the visitor's refusal →
 * KitError('USER_REJECTED'), a method the wallet lacks → KitError('METHOD_NOT_SUPPORTED'), the
 * spec §8 provider messages → their alerts, anything else → BitcoinWalletError.
 */
export function toBitcoinError(method: string, error: unknown): Error {
  if (error instanceof KitError) return error
  const { code, message, data } = (error ?? {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  if (code === SATS_CONNECT_RPC_ERRORS.USER_REJECTION) {
    return new KitError('USER_REJECTED', { cause: error })
  }
  if (isMethodMissing(error)) {
    return new KitError('METHOD_NOT_SUPPORTED', {
      params: { method, namespace: 'bip122' },
      cause: error,
    })
  }
  return (
    mapProviderError(error) ??
    new BitcoinWalletError(
      typeof message === 'string' ? message : String(error),
      typeof code === 'number' ? code : undefined,
      data,
    )
  )
}
