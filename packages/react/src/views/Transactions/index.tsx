import { useKitInstance } from '../../hooks/context.js'
import { ActivityPanel } from '../Account/ActivityPanel.js'

/**
 * Transactions: the account's full activity — every page (Load more), the kit's pending sends on
 * top until the source lists them (at most spec §9's 99), each with its explorer link.
 */
export default function TransactionsView() {
  const kit = useKitInstance()
  return <ActivityPanel kit={kit} full />
}
