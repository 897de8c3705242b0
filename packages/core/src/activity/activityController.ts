import type { ChainController } from '../controllers/chain/chainController.js'
import type { SnackbarController } from '../controllers/snackbar/snackbar.js'
import { ERROR_CATALOGUE } from '../errors/catalogue.js'
import { createError } from '../errors/KitError.js'
import type { EventBus } from '../events/createEventBus.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ActivitySource, ActivityTransaction } from './types.js'

/** Spec §9: activity is supported for eip155 and solana. */
const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export interface ActivityState {
  /** Whose list this is: `caipNetworkId:address`; unset before the first read. */
  account?: string
  transactions: ActivityTransaction[]
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
   * here; `refresh` reads it again. Throws 'Transactions can't be fetched without an
   * accountAddress' when no account is active.
   */
  fetchTransactions(options?: { refresh?: boolean }): Promise<void>
  /** Reads the next page and appends it (LOAD_MORE_TRANSACTIONS). */
  loadMore(): Promise<void>
  dispose(): void
}

const EMPTY: ActivityState = { transactions: [], loading: false, failed: false }

/**
 * The Activity tab's data: pages of the account's transactions from the activity source. A
 * failed read empties the list, shows 'Failed to fetch transactions' and sends
 * ERROR_FETCH_TRANSACTIONS. The list is dropped when the account or network changes.
 */
export function createActivityController(deps: {
  chain: ChainController
  snackbar: Pick<SnackbarController, 'showError'>
  events: EventBus
  source: ActivitySource | undefined
  projectId: string | undefined
}): ActivityController {
  const { chain, snackbar, events, source } = deps
  const store = createStore<ActivityState>(EMPTY)
  let run = 0

  const active = () => {
    const state = chain.store.getState()
    const namespace = state.activeNamespace
    const account = namespace ? state.chains[namespace]?.accountState : undefined
    const network = state.activeCaipNetwork
    if (!namespace || !account?.address || !network) return undefined
    return {
      namespace,
      address: account.address,
      caipNetworkId: network.caipNetworkId,
      key: `${network.caipNetworkId}:${account.address}`,
      // Only the embedded wallet has a smart account; an external wallet's account is its own.
      isSmartAccount: Boolean(account.user) && account.preferredAccountType === 'smartAccount',
    }
  }

  async function read(cursor: string | undefined, append: boolean) {
    const account = active()
    if (!account) throw createError('TRANSACTIONS_NO_ACCOUNT')
    const id = ++run
    if (!source || !ACTIVITY_NAMESPACES.includes(account.namespace)) {
      store.setState(() => ({ ...EMPTY, account: account.key }))
      return
    }
    store.setState((state) => {
      if (state.account !== account.key) return { ...EMPTY, account: account.key, loading: true }
      state.loading = true
      state.failed = false
    })
    const base = {
      namespace: account.namespace,
      address: account.address,
      projectId: deps.projectId ?? '',
      isSmartAccount: account.isSmartAccount,
      ...(cursor !== undefined && { cursor }),
    }
    if (append) events.send('LOAD_MORE_TRANSACTIONS', base)
    try {
      const [answer, { parseTransactionsPage }] = await Promise.all([
        source.getTransactions({
          address: account.address,
          caipNetworkId: account.caipNetworkId as never,
          ...(cursor !== undefined && { cursor }),
        }),
        import('./parseTransactions.js'),
      ])
      const page = parseTransactionsPage(answer)
      if (!page) throw new Error('The activity API answered no list')
      if (id !== run) return
      store.setState((state) => {
        state.transactions = append
          ? [...state.transactions, ...page.transactions]
          : page.transactions
        state.next = page.next
        state.loading = false
      })
    } catch {
      if (id !== run) return
      store.setState(() => ({ ...EMPTY, account: account.key, failed: true }))
      snackbar.showError(ERROR_CATALOGUE.FETCH_TRANSACTIONS_FAILED.short)
      events.send('ERROR_FETCH_TRANSACTIONS', { ...base, address: account.address })
    }
  }

  const unsubscribe = chain.store.subscribe(
    (state) => {
      const namespace = state.activeNamespace
      const address = namespace ? state.chains[namespace]?.accountState.address : undefined
      return `${state.activeCaipNetwork?.caipNetworkId ?? ''}:${address ?? ''}`
    },
    () => {
      run++
      if (store.getState().account !== undefined) store.setState(() => EMPTY)
    },
  )

  return {
    store,
    async fetchTransactions(options = {}) {
      const account = active()
      const state = store.getState()
      if (account && !options.refresh && state.account === account.key && !state.failed) return
      await read(undefined, false)
    },
    async loadMore() {
      const { next, loading } = store.getState()
      if (!next || loading) return
      await read(next, true)
    },
    dispose() {
      run++
      unsubscribe()
    },
  }
}
