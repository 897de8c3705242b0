import { KitError } from '../errors/KitError.js'
import { mapProviderError, USER_REJECTED_CODES } from '../errors/providerErrors.js'
import { collectProviderErrorCodes } from './providerErrorCode.js'

/**
 * Maps an error from a wallet or an EVM SDK (viem, wagmi, ethers v6/v5) to the kit's catalogue
 * through the kernel's provider-error mapping, also reaching the wallet error inside ethers'
 * wrappers (`info.error`, `ACTION_REJECTED`): a rejected request becomes
 * KitError('USER_REJECTED') with the original as `cause`. Other errors pass through unchanged.
 */
export function toEvmKitError(error: unknown): unknown {
  const mapped = mapProviderError(error)
  if (mapped) return mapped
  if (collectProviderErrorCodes(error).some((code) => USER_REJECTED_CODES.includes(code))) {
    return new KitError('USER_REJECTED', { cause: error })
  }
  return error
}

/** Runs `action`, rethrowing its failure through `toEvmKitError`. */
export async function withEvmKitErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw toEvmKitError(error)
  }
}
