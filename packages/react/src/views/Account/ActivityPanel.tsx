import type { ActivityTransaction } from '@gangway/core/internal'
import { LIMITS } from '@gangway/core/internal'
import { floorDecimal } from '@gangway/core/shell'
import { unlistedPending } from '@gangway/core/ui'
import { useEffect, useMemo } from 'react'
import { useStoreSelector, useViewStyles } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import type { AccountId, MessageId } from '../../i18n/messages/en/index.js'
import type { Translate } from '../../i18n/translate.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { ClockIcon, ExternalIcon, ReceiveIcon, SendIcon } from '../../ui/viewIcons.js'
import { truncateAddress } from '../../utils/format.js'
import type { NumberFormat } from '../../utils/numbers.js'
import { transactionExplorerUrl } from '../Transactions/explorerLink.js'
import { activityCss } from './activityCss.js'
import { groupTransactionsByMonth } from './groupTransactionsByMonth.js'
import { ONRAMP_UNKNOWN_PROVIDER, onrampEntryName } from './onrampEntry.js'
import { TabEmpty, TabLoading } from './TabStates.js'
import { useActiveAccount } from './useActiveAccount.js'

/** How often the open Activity tab reads the account's first page again. */
const ACTIVITY_REFRESH_MS = 15_000

const OPERATION_LABELS: Record<string, AccountId> = {
  send: 'account.activity.op.send',
  receive: 'account.activity.op.receive',
  approve: 'account.activity.op.approve',
  execute: 'account.activity.op.execute',
  deploy: 'account.activity.op.deploy',
  mint: 'account.activity.op.mint',
  burn: 'account.activity.op.burn',
  trade: 'account.activity.op.trade',
  onramp: 'account.activity.op.onramp',
}

/** How often the list is read again while a sent transaction is pending (the kit's choice). */
const PENDING_REFRESH_MS = 4000

/** A month heading (spec §3: by year, then month, UTC): 'November 2026' in English. */
const monthTitle = (format: NumberFormat, year: number, month: number) =>
  format.date(Date.UTC(year, month, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A row's day (UTC): 'Nov 21' in English. */
const dayLabel = (format: NumberFormat, minedAt: string) =>
  format.date(minedAt, { month: 'short', day: 'numeric', timeZone: 'UTC' })

type Transfer = ActivityTransaction['transfers'][number]

/**
 * '-0.010 ETH' / '+1,000,000.000 USDT': spec §9 "Token amounts in activity show 3 decimals"
 * (floored), grouped in the kit's locale.
 */
function transferLine(format: NumberFormat, transfer: Transfer): string {
  const unit = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  const amount = format.amount(transfer.quantity.numeric, {
    decimals: LIMITS.ACTIVITY_AMOUNT_DECIMALS,
    fixed: true,
    ...(unit && { symbol: unit }),
    signed: transfer.direction === 'in',
  })
  const floored = floorDecimal(transfer.quantity.numeric, LIMITS.ACTIVITY_AMOUNT_DECIMALS)
  const zero = floored === undefined || /^-?[0.]*$/.test(floored)
  return transfer.direction === 'out' && !zero ? `-${amount}` : amount
}

/** The transaction's first transfer; a swap shows what went out and what came in. */
function amountLine(
  t: Translate<MessageId>,
  format: NumberFormat,
  transaction: ActivityTransaction,
): string | undefined {
  const { transfers } = transaction
  if (transaction.metadata.operationType === 'trade') {
    const out = transfers.find((item) => item.direction === 'out')
    const into = transfers.find((item) => item.direction === 'in')
    if (out && into)
      return t('account.activity.swapLine', {
        out: transferLine(format, out),
        in: transferLine(format, into),
      })
  }
  return transfers[0] ? transferLine(format, transfers[0]) : undefined
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
  const t = useT(accountText)
  const format = useNumberFormat()
  const { metadata } = transaction
  const incoming = transaction.transfers[0]?.direction === 'in'
  const other = incoming ? metadata.sentFrom : metadata.sentTo
  // The account's own address is no counterpart (a deploy, a self-transfer).
  // Neither is a swap's router.
  const counterpart =
    other.toLowerCase() === self.toLowerCase() || metadata.operationType === 'trade' ? '' : other
  const failed = metadata.status === 'failed'
  // The API's own word when the kit has no label for it ('constructor' included).
  const operation = Object.hasOwn(OPERATION_LABELS, metadata.operationType)
    ? OPERATION_LABELS[metadata.operationType]
    : undefined
  const label = onramp
    ? t('account.activity.op.onramp')
    : operation
      ? t(operation)
      : metadata.operationType
  const title = onramp
    ? t('account.activity.via', {
        label,
        provider: onramp === ONRAMP_UNKNOWN_PROVIDER ? t(onramp) : onramp,
      })
    : counterpart
      ? t(incoming ? 'account.activity.from' : 'account.activity.to', {
          label,
          address: truncateAddress(counterpart),
        })
      : label
  const amount = amountLine(t, format, transaction)
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
          {title}
          <span className="gw-list-item-sub">{amount ?? t('account.activity.noTransfers')}</span>
        </span>
        <span className="gw-list-item-end">
          {failed ? (
            <span className="gw-text-error">{t('account.activity.failed')}</span>
          ) : metadata.status === 'pending' ? (
            t('account.activity.pending')
          ) : (
            dayLabel(format, metadata.minedAt)
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
              <span className="gw-visually-hidden">{t('account.activity.explorer')}</span>
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
  useViewStyles(activityCss)
  const t = useT(accountText)
  const format = useNumberFormat()
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
  // While a sent transaction is pending, the list is read again, past any cache, until the
  // source lists it.
  const waiting = pending.length > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => {
      kit.controllers.activity.fetchTransactions({ current: true }).catch(() => undefined)
    }, PENDING_REFRESH_MS)
    return () => clearInterval(timer)
  }, [kit, waiting])

  if (state.transactions.length === 0 && pending.length === 0) {
    // A failed read has no list to show, whether or not it got as far as naming the account.
    if (state.failed)
      return (
        <TabEmpty
          icon={<ClockIcon />}
          title={t('account.activity.fetchFailed')}
          onRetry={() => void kit.controllers.activity.fetchTransactions().catch(() => undefined)}
        />
      )
    if (state.loading || state.account === undefined)
      return <TabLoading label={t('account.activity.loading')} />
    return (
      <TabEmpty
        icon={<ClockIcon />}
        title={t('account.activity.empty')}
        text={t('account.activity.emptyText')}
      />
    )
  }
  return (
    // The full list (Transactions) may hold no control at all (no explorer, one page): the list
    // itself takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
    <div
      className="gw-activity"
      aria-busy={state.loading}
      {...(full && {
        tabIndex: 0,
        role: 'region',
        'aria-label': t('account.tab.activity'),
        'data-testid': 'activity-list',
      })}
    >
      {pending.length ? (
        <section aria-label={t('account.activity.pending')}>
          <h3 className="gw-section-title">{t('account.activity.pending')}</h3>
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
        <section key={`${year}-${month}`} aria-label={monthTitle(format, year, month)}>
          <h3 className="gw-section-title">{monthTitle(format, year, month)}</h3>
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
          {state.loading ? t('account.activity.loadingMore') : t('account.activity.loadMore')}
        </Button>
      ) : null}
      {full ? null : (
        <Button
          variant="secondary"
          block
          onClick={() => kit.controllers.router.push('Transactions')}
          data-testid="activity-view-all"
        >
          {t('account.activity.viewAll')}
        </Button>
      )}
    </div>
  )
}
