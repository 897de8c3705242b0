import type { ActivityState } from '../controllers/activity/types.js'
import type { KitError } from '../errors/KitError.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Store } from '../store/createStore.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import { parseTransactionsPage } from './parseTransactions.js'
import type { ActivitySource, ActivityTransaction } from './types.js'

// Loaded on demand with the first activity read (createActivityController): it imports nothing
// at run time that the first load also uses, so host bundlers keep it out of the first load.

export interface ActivityAccount {
  namespace: ChainNamespace
  address: string
  caipNetworkId: CaipNetworkId
  key: string
  isSmartAccount: boolean
}

export interface ReadContext {
  store: Store<ActivityState>
  source: ActivitySource
  events: EventBus
  projectId: string | undefined
  /** 'Failed to fetch transactions' (the catalogue's error, so the modal can translate it). */
  failedMessage: string | KitError
  showError(message: string | KitError): void
  /** False once the answer no longer belongs in the store (a newer read, an account change). */
  isCurrent(): boolean
  /** How long the source gets to answer (ms): past it the read counts as failed. */
  timeoutMs: number
  empty: ActivityState
  /** The on-ramp providers' delivery senders on a network (the transactions call's `onramp`). */
  onrampSenders?: (caipNetworkId: string) => readonly string[]
  /** Puts a current page's listed transactions into the store (the caller decides how). */
  apply(listed: ActivityTransaction[], next: string | undefined): void
}

/** Spam: every transfer of the transaction is an NFT flagged as spam. */
const isSpam = ({ transfers }: ActivityTransaction) =>
  transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)

/**
 * Spec §4 "Transactions list": spam items are removed, and only items for the active chain are
 * kept.
 */
export function listedTransactions(
  transactions: readonly ActivityTransaction[],
  caipNetworkId: string,
): ActivityTransaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipNetworkId && !isSpam(transaction),
  )
}

/**
 * Reads one page for `account` (the store already marked loading) and hands it to
 * `context.apply`; `cursor` reads a later page. A failed read empties the list and says so.
 */
export async function readTransactions(
  context: ReadContext,
  account: ActivityAccount,
  cursor: string | undefined,
  /** A read no cache may answer (after the account's own send): the source's `current`. */
  current = false,
) {
  const { store, source, events, empty } = context
  const append = cursor !== undefined
  const base = {
    namespace: account.namespace,
    address: account.address,
    projectId: context.projectId ?? '',
    isSmartAccount: account.isSmartAccount,
    ...(append && { cursor }),
  }
  if (append) events.send('LOAD_MORE_TRANSACTIONS', base)
  try {
    const onramp = context.onrampSenders?.(account.caipNetworkId).join(',')
    const query = {
      address: account.address,
      caipNetworkId: account.caipNetworkId,
      ...(append && { cursor }),
      ...(onramp && { onramp }),
    }
    const answer = await withTimeLimit(context.timeoutMs, (signal) =>
      source.getTransactions(query, { signal, ...(current && { current }) }),
    )
    const page = parseTransactionsPage(answer)
    if (!page) throw new Error('The activity API answered no list')
    if (!context.isCurrent()) return
    context.apply(listedTransactions(page.transactions, account.caipNetworkId), page.next)
  } catch {
    if (!context.isCurrent()) return
    store.setState((state) => ({
      ...empty,
      account: account.key,
      failed: true,
      pending: state.pending,
    }))
    context.showError(context.failedMessage)
    events.send('ERROR_FETCH_TRANSACTIONS', base)
  }
}
