// The Activity tab's store: its state and the controller that writes it (activityController.ts).
import type { ActivityTransaction, FetchTransactionsOptions } from '../../activity/types.js'
import type { Store } from '../../store/createStore.js'

export interface ActivityState {
  /** Whose list this is: `caipNetworkId:address`; unset before the first read. */
  account?: string
  transactions: ActivityTransaction[]
  /**
   * Transactions the kit sent and the source has not listed yet (the Send flow's), newest first:
   * shown on top of `transactions` until a listed one has their hash (see `unlistedPending`).
   */
  pending: ActivityTransaction[]
  /** The cursor of the next page, while there is one. */
  next?: string
  loading: boolean
  /** The last read failed ('Failed to fetch transactions'). */
  failed: boolean
}

export interface ActivityController {
  store: Store<ActivityState>
  /**
   * Reads the active account's first page (spec §5), unless this account's list is already
   * here; `refresh` reads it again, `current` past any cache (after the account's own send).
   * Rejects with 'Transactions can't be fetched without an accountAddress' when no account is
   * active.
   */
  fetchTransactions(options?: FetchTransactionsOptions): Promise<void>
  /** Reads the next page and appends it (LOAD_MORE_TRANSACTIONS). */
  loadMore(): Promise<void>
  dispose(): void
}
