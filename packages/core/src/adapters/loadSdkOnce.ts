import { KitError } from '../errors/KitError.js'
import { loadOnce } from '../utils/onDemand.js'

/** Names used in the error of a failed load. */
export interface SdkLoadInfo {
  /** The adapter that loads the SDK ('ethers', 'solana', ...). */
  adapterType: string
  /** The SDK as the visitor-facing message names it ('ethers', '@solana/web3.js', ...). */
  sdkName: string
}

/** A chain SDK loaded on first use: call it to load (once); `current` once it has loaded. */
export interface SdkLoader<T> {
  (): Promise<T>
  /** The loaded SDK, or undefined before the first load has finished (never starts one). */
  readonly current: T | undefined
}

/**
 * `load` (typically a dynamic `import()`, so the SDK is downloaded on first use only), run once:
 * every caller shares the one load. A failed load — rejected or thrown — rejects with
 * KitError('ADAPTER_SDK_NOT_LOADED') (the load error as `cause`) and is tried again on the next
 * call, so a network hiccup does not break the adapter for good. Nothing loads until the first
 * call: an adapter keeps listing wallets, construction and connector syncing free of it.
 *
 * @example
 * private readonly sdk = loadSdkOnce({ adapterType: 'solana', sdkName: '@solana/web3.js' },
 *   () => import('./solanaSdk.js'))
 */
export function loadSdkOnce<T>(info: SdkLoadInfo, load: () => Promise<T>): SdkLoader<T> {
  const sdk = loadOnce(async () => {
    try {
      return await load()
    } catch (error) {
      throw new KitError('ADAPTER_SDK_NOT_LOADED', {
        cause: error,
        params: {
          name: info.sdkName,
          details: `The ${info.adapterType} adapter loads ${info.sdkName} on first use, and loading it failed (${errorMessage(error)}). It is tried again on the next call.`,
        },
      })
    }
  })
  const loader = () => sdk.get()
  return Object.defineProperty(loader, 'current', { get: () => sdk.current() }) as SdkLoader<T>
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
