import { TIMING } from '../constants.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import type { SnackbarController } from '../controllers/snackbar/snackbar.js'
import { KitError } from '../errors/KitError.js'
import { onDemand } from '../kit/onDemand.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Nft, NftSource } from './types.js'

export interface NftsState {
  /** Whose list this is: `caipNetworkId:address`; unset before the first read. */
  account?: string
  nfts: Nft[]
  loading: boolean
  /** The last read failed ('Failed to fetch NFTs'). */
  failed: boolean
}

export interface NftsController {
  store: Store<NftsState>
  /**
   * Reads the active account's NFTs on the active network, unless this account's list is already
   * here; `refresh` reads it again. Without an active account it leaves the list empty.
   */
  fetchNfts(options?: { refresh?: boolean }): Promise<void>
  dispose(): void
}

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
  loadReader?: () => Promise<typeof import('./nftsReader.js')>
}): NftsController {
  const store = createStore<NftsState>(EMPTY)
  const reader = onDemand(
    deps.loadReader ?? (() => import('./nftsReader.js')),
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
