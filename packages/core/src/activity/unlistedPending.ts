import type { ActivityState } from '../controllers/activity/types.js'

/** The pending entries the source has not listed yet (by hash or id), newest first. */
export function unlistedPending(state: Pick<ActivityState, 'pending' | 'transactions'>) {
  if (state.pending.length === 0) return state.pending
  const listed = new Set(
    state.transactions.flatMap((item) => [
      item.id.toLowerCase(),
      item.metadata.hash?.toLowerCase(),
    ]),
  )
  return state.pending.filter(
    (item) => !listed.has(item.id.toLowerCase()) && !listed.has(item.metadata.hash?.toLowerCase()),
  )
}
