/**
 * The kit's check of an activity answer (`parseTransactionsPage`: only well-formed transactions,
 * bounded fields), loaded on first use: a separate chunk, so an adapter or host that never calls
 * it carries none of it. A self-hosted backend (`@gangway/server`) checks an indexer's answer
 * with it before serving it to the kit.
 */
export function loadTransactionsParser(): Promise<typeof import('./parseTransactions.js')> {
  return import('./parseTransactions.js')
}
