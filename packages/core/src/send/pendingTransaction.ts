import type { ActivityTransaction } from '../activity/types.js'
import { LIMITS } from '../constants.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { activeAccount } from '../selectors/activeAccount.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetwork } from '../types/chain.js'
import { explorerTxUrl } from '../validators/links.js'

export interface SentTransaction {
  hash: string
  from: string
  to: string
  network: CaipNetwork
  token: TokenBalance
  /** The amount sent, in the token's units ('1.5'). */
  amount: string
}

/** The Activity entry of a transaction just sent, until the activity source lists it. */
export function pendingTransaction(sent: SentTransaction): ActivityTransaction {
  const { token } = sent
  return {
    id: sent.hash,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: sent.network.caipNetworkId,
      operationType: 'send',
      status: 'pending',
      sentFrom: sent.from,
      sentTo: sent.to,
      hash: sent.hash,
    },
    transfers: [
      {
        fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
        direction: 'out',
        quantity: { numeric: sent.amount },
        ...(token.price > 0
          ? { price: token.price, value: Number(sent.amount) * token.price }
          : {}),
      },
    ],
  }
}

/**
 * Puts the sent transaction on top of the account's Activity, pending, until the activity
 * source lists it (`unlistedPending` leaves it out then); a list of another account is replaced.
 */
export function addPendingTransaction(kit: Kit, sent: SentTransaction): void {
  const account = activeAccount(kit.stores.chain.getState())
  if (!account) return
  const entry = pendingTransaction(sent)
  kit.stores.activity.setState((state) => {
    if (state.account !== account.key) {
      return {
        transactions: [],
        pending: [entry],
        loading: false,
        failed: false,
        account: account.key,
      }
    }
    // Spec §9: at most 99 pending, newest first; the oldest falls off.
    state.pending = [entry, ...state.pending.filter((item) => item.id !== entry.id)].slice(
      0,
      LIMITS.PENDING_TRANSACTIONS,
    )
  })
}

/**
 * 'Transaction started' (spec §8), with the explorer link when the network has an explorer: what
 * a send or a swap shows once the wallet sent it.
 */
export function showTransactionStarted(kit: Kit, network: CaipNetwork, hash: string): void {
  const url = explorerTxUrl(network, hash)
  kit.controllers.snackbar.showSuccess(new KitError('SEND_STARTED'), {
    ...(url && { link: { url, label: 'View on explorer' } }),
  })
}
