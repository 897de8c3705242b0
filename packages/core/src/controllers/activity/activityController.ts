import { isSmartAccount } from '../../activity/smartAccount.js'
import type { ActivitySource } from '../../activity/types.js'
import { TIMING } from '../../constants.js'
import { createError } from '../../errors/KitError.js'
import type { EventBus } from '../../events/createEventBus.js'
import { createStore } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import { onDemand } from '../../utils/onDemand.js'
import type { ChainController } from '../chain/chainController.js'
import type { SnackbarController } from '../snackbar/snackbarController.js'
import type { ActivityController, ActivityState } from './types.js'

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
  loadReader?: () => Promise<typeof import('../../activity/activityReader.js')>
}): ActivityController {
  const store = createStore<ActivityState>(EMPTY)
  const reader = onDemand(
    deps.loadReader ?? (() => import('../../activity/activityReader.js')),
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
