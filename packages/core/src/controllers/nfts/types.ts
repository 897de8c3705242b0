// The NFTs tab's store: its state and the controller that writes it (nftsController.ts).
import type { Nft } from '../../nfts/types.js'
import type { Store } from '../../store/createStore.js'

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
