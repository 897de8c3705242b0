import type { ActivityState } from '../controllers/activity/types.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import type { KitError } from '../errors/KitError.js'
import type { EventBus } from '../events/createEventBus.js'
import { activeAccount, activeAccountKey } from '../selectors/activeAccount.js'
import type { Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import { type ActivityAccount, readTransactions } from './readTransactions.js'
import { isSmartAccount } from './smartAccount.js'
import type { ActivitySource, ActivityTransaction, FetchTransactionsOptions } from './types.js'

// Loaded on demand with the first activity read (createActivityController): the kernel's
// services come in through the deps; nothing here is imported by the first load.

export interface ActivityReaderDeps {
  chain: ChainController
  /** Whether the namespace's family has activity (spec §9: eip155 and solana). */
  supported(namespace: ChainNamespace): boolean
  events: EventBus
  store: Store<ActivityState>
  source: ActivitySource | undefined
  projectId: string | undefined
  empty: ActivityState
  /** The catalogue's 'Transactions can't be fetched without an accountAddress'. */
  noAccountError(): Error
  /** The catalogue's 'Failed to fetch transactions' (its error, so the modal can translate it). */
  failedMessage: string | KitError
  showError(message: string | KitError): void
  /** How long the source gets to answer a page (ms): past it the read counts as failed. */
  timeoutMs: number
  /** The on-ramp providers' delivery senders on a network (the transactions call's `onramp`). */
  onrampSenders?: (caipNetworkId: string) => readonly string[]
}

export interface ActivityReader {
  fetchTransactions(options?: FetchTransactionsOptions): Promise<void>
  loadMore(): Promise<void>
  dispose(): void
}

/** `first`, then those of `later` that `first` does not have (by id). */
function mergeById(first: ActivityTransaction[], later: readonly ActivityTransaction[]) {
  const ids = new Set(first.map((transaction) => transaction.id))
  return [...first, ...later.filter((transaction) => !ids.has(transaction.id))]
}

/**
 * The activity reads of a kit. A refresh of the first page and a Load more may overlap (the tab
 * reads again on open and every few seconds): neither drops the other. A refresh keeps the later
 * pages already loaded (and their cursor); a page read twice never lists a transaction twice.
 */
export function createActivityReader(deps: ActivityReaderDeps): ActivityReader {
  const { chain, store, source, empty } = deps
  /** Bumped when the account or network changes, and on dispose: older answers are dropped. */
  let generation = 0
  /** The latest first-page read: an older one's answer is dropped. */
  let firstPageRun = 0
  /** How many pages of this account the list holds. */
  let pages = 0
  /** Reads of the current account not answered yet: the list shows loading until none is. */
  let inFlight = 0
  let appending = false

  const active = (): ActivityAccount | undefined => {
    const account = activeAccount(chain.store.getState())
    if (!account) return undefined
    const { namespace, address, network, accountState, key } = account
    return {
      namespace,
      address,
      caipNetworkId: network.caipNetworkId,
      key,
      isSmartAccount: isSmartAccount(accountState),
    }
  }

  const apply = (append: boolean, listed: ActivityTransaction[], next: string | undefined) =>
    store.setState((state) => {
      if (append) {
        // A failed refresh emptied the list meanwhile: a later page has nothing to follow.
        if (state.failed) return
        state.transactions = mergeById(state.transactions, listed)
        state.next = next
        pages++
      } else if (pages > 1) {
        state.transactions = mergeById(listed, state.transactions)
      } else {
        state.transactions = listed
        state.next = next
        pages = 1
      }
    })

  async function read(cursor: string | undefined, uncached = false) {
    const account = active()
    if (!account) throw deps.noAccountError()
    if (!source || !deps.supported(account.namespace)) {
      generation++
      pages = 0
      inFlight = 0
      // The kit's own pending sends of this account stay.
      store.setState((state) => ({
        ...empty,
        account: account.key,
        pending: state.account === account.key ? state.pending : [],
      }))
      return
    }
    const append = cursor !== undefined
    const current = generation
    const run = append ? firstPageRun : ++firstPageRun
    store.setState((state) => {
      if (state.account !== account.key) {
        pages = 0
        return { ...empty, account: account.key, loading: true }
      }
      state.loading = true
      state.failed = false
    })
    inFlight++
    try {
      await readTransactions(
        {
          store,
          source,
          events: deps.events,
          projectId: deps.projectId,
          failedMessage: deps.failedMessage,
          showError: deps.showError,
          timeoutMs: deps.timeoutMs,
          ...(deps.onrampSenders && { onrampSenders: deps.onrampSenders }),
          isCurrent: () => current === generation && (append || run === firstPageRun),
          apply: (listed, next) => apply(append, listed, next),
          empty,
        },
        account,
        cursor,
        uncached,
      )
    } finally {
      // Reads of an earlier account no longer count (the counter started over with the list).
      if (current === generation) {
        inFlight--
        if (store.getState().failed) pages = 0
        if (inFlight === 0 && store.getState().loading)
          store.setState((state) => {
            state.loading = false
          })
      }
    }
  }

  // A list belongs to one account on one network: dropped when either changes.
  const unsubscribe = chain.store.subscribe(activeAccountKey, () => {
    generation++
    pages = 0
    inFlight = 0
    if (store.getState().account !== undefined) store.setState(() => empty)
  })

  return {
    async fetchTransactions(options = {}) {
      const account = active()
      const state = store.getState()
      const again = options.refresh || options.current
      if (account && !again && state.account === account.key && !state.failed) return
      await read(undefined, options.current)
    },
    async loadMore() {
      if (!store.getState().next || appending) return
      appending = true
      try {
        await read(store.getState().next)
      } finally {
        appending = false
      }
    },
    dispose() {
      generation++
      unsubscribe()
    },
  }
}
