import { TIMING } from '../../constants.js'
import { KitError } from '../../errors/KitError.js'
import type { NftSource } from '../../nfts/types.js'
import { createStore } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import { onDemand } from '../../utils/onDemand.js'
import type { ChainController } from '../chain/chainController.js'
import type { SnackbarController } from '../snackbar/snackbarController.js'
import type { NftsController, NftsState } from './types.js'

const EMPTY: NftsState = { nfts: [], loading: false, failed: false }

/**
 * The NFTs tab's data, from the NFT source. A failed read empties the list and shows 'Failed to
 * fetch NFTs'; the list is dropped when the account or network changes. Only the store is made
 * up front: the reading code is imported on the first read (a failed import fails that read the
 * same way, and is tried again on the next).
 */
export function createNftsController(deps: {
  chain: ChainController
  /** Whether the namespace's family lists NFTs. */
  supported(namespace: ChainNamespace): boolean
  snackbar: Pick<SnackbarController, 'showError'>
  source: NftSource | undefined
  /** How the reading code is imported (`import()` of nftsReader; tests make it fail). */
  loadReader?: () => Promise<typeof import('../../nfts/nftsReader.js')>
}): NftsController {
  const store = createStore<NftsState>(EMPTY)
  const reader = onDemand(
    deps.loadReader ?? (() => import('../../nfts/nftsReader.js')),
    ({ createNftsReader }) =>
      createNftsReader({
        chain: deps.chain,
        supported: deps.supported,
        source: deps.source,
        store,
        empty: EMPTY,
        failedMessage: new KitError('FETCH_NFTS_FAILED'),
        showError: (message) => deps.snackbar.showError(message),
        timeoutMs: TIMING.DATA_API_TIMEOUT_MS,
      }),
  )
  return {
    store,
    async fetchNfts(options) {
      const loaded = await reader.get().catch(() => {
        // The reading code did not load: the read fails as a failed fetch does; the next one
        // imports again.
        store.setState(() => ({ ...EMPTY, failed: true }))
        deps.snackbar.showError(new KitError('FETCH_NFTS_FAILED'))
        return undefined
      })
      await loaded?.fetchNfts(options)
    },
    dispose: reader.dispose,
  }
}
