import { KitError } from '@gangway/core'
import type { EthersSdkShim } from '../sdk/types.js'

/** Loads the ethers SDK shim (a dynamic `import()`), so ethers is downloaded on first use only. */
export type EthersSdkLoader = () => Promise<EthersSdkShim>

/**
 * `load`, run once: every caller shares the one load. A failed load rejects with
 * KitError('ADAPTER_SDK_NOT_LOADED') (the load error as `cause`) and is tried again on the next
 * call, so a network hiccup does not break the adapter for good.
 */
export function loadSdkOnce(
  adapterType: 'ethers' | 'ethers5',
  load: EthersSdkLoader,
): EthersSdkLoader {
  let loading: Promise<EthersSdkShim> | undefined
  return () => {
    loading ??= (async () => load())().catch((error: unknown) => {
      loading = undefined
      throw new KitError('ADAPTER_SDK_NOT_LOADED', {
        cause: error,
        params: {
          name: 'ethers',
          details: `The ${adapterType} adapter loads ethers on first use, and loading it failed (${errorMessage(error)}). It is tried again on the next call.`,
        },
      })
    })
    return loading
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
