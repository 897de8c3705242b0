import { type ActivityTransaction, formatTokenAmount } from '@gangway/core'
import { unlistedPending } from '@gangway/core/ui'
import { useEffect, useMemo } from 'react'
import { useStoreSelector } from '../../hooks/context.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { ClockIcon, ExternalIcon, ReceiveIcon, SendIcon } from '../../ui/icons.js'
import { truncateAddress } from '../../utils/format.js'
import { transactionExplorerUrl } from '../Transactions/explorerLink.js'
import { groupTransactionsByMonth } from './groupTransactionsByMonth.js'
import { onrampEntryName } from './onrampEntry.js'
import { TabEmpty, TabLoading } from './TabStates.js'
import { useActiveAccount } from './useActiveAccount.js'

/** How often the open Activity tab reads the account's first page again. */
const ACTIVITY_REFRESH_MS = 15_000

const OPERATION_LABELS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  approve: 'Approved',
  execute: 'Contract call',
  deploy: 'Deployed a contract',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Swapped',
  onramp: 'Bought',
}

/** How often the list is read again while a sent transaction is pending (the kit's choice). */
const PENDING_REFRESH_MS = 4000

const monthTitle = (year: number, month: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month, 1),
  )

const dayLabel = (minedAt: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(minedAt),
  )

type Transfer = ActivityTransaction['transfers'][number]

/** '-0.01 ETH' / '+12.5 USDC' (spec §9: 3 decimals). */
function transferLine(transfer: Transfer): string {
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  const unit = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  return `${sign}${formatTokenAmount(transfer.quantity.numeric)} ${unit}`.trim()
}

/** The transaction's first transfer; a swap shows what went out and what came in. */
function amountLine(transaction: ActivityTransaction): string | undefined {
  const { transfers } = transaction
  if (transaction.metadata.operationType === 'trade') {
    const out = transfers.find((t) => t.direction === 'out')
    const into = transfers.find((t) => t.direction === 'in')
    if (out && into) return `${transferLine(out)} → ${transferLine(into)}`
  }
  return transfers[0] ? transferLine(transfers[0]) : undefined
}

function ActivityRow({
  transaction,
  self,
  explorerUrl,
  onramp,
}: {
  transaction: ActivityTransaction
  self: string
  /** The on-ramp provider's name when this is a purchase's delivery (`onrampEntryName`). */
  onramp?: string | undefined
  /** The transaction's explorer page (the Transactions view), checked with the URL rule. */
  explorerUrl?: string | undefined
}) {
  const { metadata } = transaction
  const incoming = transaction.transfers[0]?.direction === 'in'
  const other = incoming ? metadata.sentFrom : metadata.sentTo
  // The account's own address is no counterpart (a deploy, a self-transfer).
  // Neither is a swap's router.
  const counterpart =
    other.toLowerCase() === self.toLowerCase() || metadata.operationType === 'trade' ? '' : other
  const failed = metadata.status === 'failed'
  const label = onramp
    ? 'Bought'
    : (OPERATION_LABELS[metadata.operationType] ?? metadata.operationType)
  const amount = amountLine(transaction)
  return (
    <li
      data-testid="activity-row"
      data-status={metadata.status}
      data-onramp={onramp ? 'true' : undefined}
    >
      <div className="gw-list-item" style={{ cursor: 'default' }}>
        <span className="gw-activity-icon" aria-hidden="true">
          {incoming ? <ReceiveIcon /> : <SendIcon />}
        </span>
        <span className="gw-list-item-label">
          {label}
          {onramp
            ? ` via ${onramp}`
            : counterpart
              ? ` ${incoming ? 'from' : 'to'} ${truncateAddress(counterpart)}`
              : ''}
          <span className="gw-list-item-sub">{amount ?? 'No transfers'}</span>
        </span>
        <span className="gw-list-item-end">
          {failed ? (
            <span className="gw-text-error">Failed</span>
          ) : metadata.status === 'pending' ? (
            'Pending'
          ) : (
            dayLabel(metadata.minedAt)
          )}
          {explorerUrl ? (
            <a
              className="gw-link"
              href={explorerUrl}
              target="_blank"
              rel="noreferrer noopener"
              data-testid="activity-explorer-link"
              style={{ display: 'inline-flex', marginInlineStart: 8 }}
            >
              <ExternalIcon width={14} height={14} aria-hidden="true" />
              <span className="gw-visually-hidden">View on explorer (opens in a new tab)</span>
            </a>
          ) : null}
        </span>
      </div>
    </li>
  )
}

/**
 * The Activity tab: the account's transactions by year and month, newest first (spec §3), read
 * when the tab opens, with 'Load more' while the source has pages. Text from the API is rendered
 * as text only. `full` is the Transactions view: explorer links on each row; the tab instead
 * ends with 'View all' (Transactions).
 */
export function ActivityPanel({ kit, full = false }: { kit: UiKit; full?: boolean }) {
  const explorer = (transaction: ActivityTransaction) =>
    full
      ? transactionExplorerUrl(
          kit.options.networks,
          transaction.metadata.chain,
          transaction.metadata.hash ?? transaction.id,
        )
      : undefined
  const state = useStoreSelector(kit.stores.activity, (s) => s)
  const { address: self, network } = useActiveAccount(kit)
  // Read again on every open (a transaction the host sent meanwhile shows), and when the account
  // or network changes while the tab is open (the kit drops the previous list then).
  useEffect(() => {
    if (!self || !network) return
    const { activity } = kit.controllers
    // Then again every ACTIVITY_REFRESH_MS while the tab is open, until a read fails (its error
    // shows once; Retry starts over).
    const read = () =>
      activity.fetchTransactions({ refresh: true }).catch(() => {
        // No account: the Account view shows none either.
      })
    void read()
    const timer = setInterval(() => {
      const state = activity.store.getState()
      if (!state.loading && !state.failed) void read()
    }, ACTIVITY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [kit, self, network])
  const months = useMemo(() => groupTransactionsByMonth(state.transactions), [state.transactions])
  const pending = useMemo(() => unlistedPending(state), [state])
  // While a sent transaction is pending, the list is read again until the source lists it.
  const waiting = pending.length > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => {
      kit.controllers.activity.fetchTransactions({ refresh: true }).catch(() => undefined)
    }, PENDING_REFRESH_MS)
    return () => clearInterval(timer)
  }, [kit, waiting])

  if (state.transactions.length === 0 && pending.length === 0) {
    // A failed read has no list to show, whether or not it got as far as naming the account.
    if (state.failed)
      return (
        <TabEmpty
          icon={<ClockIcon />}
          title="Failed to fetch transactions"
          onRetry={() => void kit.controllers.activity.fetchTransactions().catch(() => undefined)}
        />
      )
    if (state.loading || state.account === undefined) return <TabLoading label="Loading activity" />
    return (
      <TabEmpty
        icon={<ClockIcon />}
        title="No activity yet"
        text="Your transactions will appear here."
      />
    )
  }
  return (
    <div className="gw-activity" aria-busy={state.loading}>
      {pending.length ? (
        <section aria-label="Pending">
          <h3 className="gw-section-title">Pending</h3>
          <ul className="gw-list">
            {pending.map((transaction) => (
              <ActivityRow
                key={transaction.id}
                transaction={transaction}
                self={self}
                explorerUrl={explorer(transaction)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {months.map(({ year, month, transactions }) => (
        <section key={`${year}-${month}`} aria-label={monthTitle(year, month)}>
          <h3 className="gw-section-title">{monthTitle(year, month)}</h3>
          <ul className="gw-list">
            {transactions.map((transaction) => (
              <ActivityRow
                key={transaction.id}
                transaction={transaction}
                self={self}
                explorerUrl={explorer(transaction)}
                onramp={onrampEntryName(kit.options.onrampProviders ?? [], transaction)}
              />
            ))}
          </ul>
        </section>
      ))}
      {state.next ? (
        <Button
          variant="secondary"
          block
          disabled={state.loading}
          onClick={() => void kit.controllers.activity.loadMore()}
          data-testid="activity-load-more"
        >
          {state.loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      {full ? null : (
        <Button
          variant="secondary"
          block
          onClick={() => kit.controllers.router.push('Transactions')}
          data-testid="activity-view-all"
        >
          View all activity
        </Button>
      )}
    </div>
  )
}
