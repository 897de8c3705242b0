import { TIMING } from '../constants.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import type { SnackbarController } from '../controllers/snackbar/snackbar.js'
import { createError } from '../errors/KitError.js'
import type { EventBus } from '../events/createEventBus.js'
import { onDemand } from '../kit/onDemand.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import { isSmartAccount } from './smartAccount.js'
import type { ActivitySource, ActivityTransaction } from './types.js'

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
   * here; `refresh` reads it again. Rejects with 'Transactions can't be fetched without an
   * accountAddress' when no account is active.
   */
  fetchTransactions(options?: { refresh?: boolean }): Promise<void>
  /** Reads the next page and appends it (LOAD_MORE_TRANSACTIONS). */
  loadMore(): Promise<void>
  dispose(): void
}

const EMPTY: ActivityState = { transactions: [], pending: [], loading: false, failed: false }

/**
 * The Activity tab's data: pages of the account's transactions from the activity source. A
 * failed read empties the list, shows 'Failed to fetch transactions' and sends
 * ERROR_FETCH_TRANSACTIONS; the list is dropped when the account or network changes. Only the
 * store is made up front: the reading code is imported on the first read (a failed import fails
 * that read the same way, and is tried again on the next).
 */
export function createActivityController(deps: {
  chain: ChainController
  /** Whether the namespace's family has activity. */
  supported(namespace: ChainNamespace): boolean
  snackbar: Pick<SnackbarController, 'showError'>
  events: EventBus
  source: ActivitySource | undefined
  projectId: string | undefined
  /** The on-ramp providers' delivery senders on a network (the transactions call's `onramp`). */
  onrampSenders?: (caipNetworkId: string) => readonly string[]
  /** How the reading code is imported (`import()` of activityReader; tests make it fail). */
  loadReader?: () => Promise<typeof import('./activityReader.js')>
}): ActivityController {
  const store = createStore<ActivityState>(EMPTY)
  const reader = onDemand(
    deps.loadReader ?? (() => import('./activityReader.js')),
    ({ createActivityReader }) =>
      createActivityReader({
        ...deps,
        store,
        empty: EMPTY,
        noAccountError: () => createError('TRANSACTIONS_NO_ACCOUNT'),
        failedMessage: createError('FETCH_TRANSACTIONS_FAILED'),
        showError: (message) => deps.snackbar.showError(message),
        timeoutMs: TIMING.DATA_API_TIMEOUT_MS,
      }),
  )

  /**
   * The reader, or undefined when its import failed: then the read fails as a failed fetch does
   * (spec §8), and the next read imports again.
   */
  const load = () =>
    reader.get().catch(() => {
      const state = deps.chain.store.getState()
      const namespace = state.activeNamespace
      const accountState = namespace ? state.chains[namespace]?.accountState : undefined
      store.setState(() => ({ ...EMPTY, failed: true }))
      deps.snackbar.showError(createError('FETCH_TRANSACTIONS_FAILED'))
      deps.events.send('ERROR_FETCH_TRANSACTIONS', {
        ...(namespace && { namespace }),
        address: accountState?.address ?? '',
        projectId: deps.projectId ?? '',
        isSmartAccount: accountState ? isSmartAccount(accountState) : false,
      })
      return undefined
    })

  return {
    store,
    async fetchTransactions(options) {
      await (await load())?.fetchTransactions(options)
    },
    async loadMore() {
      await (await load())?.loadMore()
    },
    dispose: reader.dispose,
  }
}
