import { mapProviderError } from '@gangway/core/adapter'
import { type ErrorCode, isKitError, KitError } from '@gangway/core/common'

const reason = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : undefined

/**
 * Runs a wallet or RPC operation and maps what it throws: a user refusal becomes the
 * catalogue's USER_REJECTED, a kit error stays as it is, and anything else becomes `fallback`
 * (with the original reason as the long message) or, without one, is rethrown unchanged.
 */
export async function withSolanaErrors<T>(run: () => Promise<T>, fallback?: ErrorCode): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isKitError(error)) throw error
    const mapped = mapProviderError(error)
    if (mapped) throw mapped
    if (!fallback) throw error
    const longMessage = reason(error)
    throw new KitError(fallback, { cause: error, ...(longMessage && { longMessage }) })
  }
}

/** getConnection before web3.js has loaded (any connect, restore, read or signature loads it). */
export const web3NotLoaded = () =>
  new KitError('ADAPTER_SDK_NOT_LOADED', {
    params: {
      name: '@solana/web3.js',
      details:
        'SolanaAdapter loads @solana/web3.js on first use (connect, restore, reads, signing). Await adapter.loadConnection() to load it and get the Connection.',
    },
  })
