import type { ChainController } from '../controllers/chain/chainController.js'
import type { EventBus } from '../events/createEventBus.js'
import { activeAccount, activeAccountKey } from '../kit/activeAccount.js'
import type { Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ActivityState } from './activityController.js'
import { type ActivityAccount, readTransactions } from './readTransactions.js'
import { isSmartAccount } from './smartAccount.js'
import type { ActivitySource } from './types.js'

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
  /** The catalogue's 'Failed to fetch transactions'. */
  failedMessage: string
  showError(message: string): void
  /** How long the source gets to answer a page (ms): past it the read counts as failed. */
  timeoutMs: number
  /** The on-ramp providers' delivery senders on a network (the transactions call's `onramp`). */
  onrampSenders?: (caipNetworkId: string) => readonly string[]
}

export interface ActivityReader {
  fetchTransactions(options?: { refresh?: boolean }): Promise<void>
  loadMore(): Promise<void>
  dispose(): void
}

export function createActivityReader(deps: ActivityReaderDeps): ActivityReader {
  const { chain, store, source, empty } = deps
  let run = 0

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

  async function read(cursor: string | undefined) {
    const account = active()
    if (!account) throw deps.noAccountError()
    const id = ++run
    if (!source || !deps.supported(account.namespace)) {
      // The kit's own pending sends of this account stay.
      store.setState((state) => ({
        ...empty,
        account: account.key,
        pending: state.account === account.key ? state.pending : [],
      }))
      return
    }
    store.setState((state) => {
      if (state.account !== account.key) return { ...empty, account: account.key, loading: true }
      state.loading = true
      state.failed = false
    })
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
        isCurrent: () => id === run,
        empty,
      },
      account,
      cursor,
    )
  }

  // A list belongs to one account on one network: dropped when either changes.
  const unsubscribe = chain.store.subscribe(activeAccountKey, () => {
    run++
    if (store.getState().account !== undefined) store.setState(() => empty)
  })

  return {
    async fetchTransactions(options = {}) {
      const account = active()
      const state = store.getState()
      if (account && !options.refresh && state.account === account.key && !state.failed) return
      await read(undefined)
    },
    async loadMore() {
      const { next, loading } = store.getState()
      if (!next || loading) return
      await read(next)
    },
    dispose() {
      run++
      unsubscribe()
    },
  }
}
