import { useEffect } from 'react'
import type { UiKit } from '../kit/types.js'
import { loadNamesChunk } from '../views/shared/namesChunk.js'

/**
 * With a name API (`namesApiUrl`), reads the connected eip155 account's name (reverse lookup,
 * spec §9's 5-minute cache) into its profile name, when the address or network changes. The
 * names code is loaded on demand (see loadNamesChunk).
 */
export function useProfileName(kit: UiKit, address: string | undefined, networkId: unknown) {
  const url = kit.options.namesApiUrl
  useEffect(() => {
    if (!url || !address || networkId === undefined) return
    loadNamesChunk()
      .then((names) => names.loadProfileName(kit))
      .catch(() => {
        // No name shown: the truncated address stays.
      })
  }, [kit, url, address, networkId])
}
