import type { ActivityMonth, ActivityTransaction } from '@gangway/core/internal'

/**
 * Spec §3: transactions grouped by year, then month (UTC), newest first; within a month, newest
 * first.
 */
export function groupTransactionsByMonth(
  transactions: readonly ActivityTransaction[],
): ActivityMonth[] {
  const sorted = [...transactions].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
  const months: ActivityMonth[] = []
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const last = months.at(-1)
    if (last && last.year === year && last.month === month) last.transactions.push(transaction)
    else months.push({ year, month, transactions: [transaction] })
  }
  return months
}
