// Agave's rent rule for the accounts a transaction writes, which litesvm 0.1 does not apply: an
// account may end rent-exempt or empty; one left holding less than the rent-exempt minimum for
// its size ("rent-paying") is allowed only if it was rent-paying before, kept its size and did
// not gain lamports. A transaction that breaks it fails with InsufficientFundsForRent.
import type { AddressAndAccount, LiteSvm } from 'litesvm/dist/internal.js'
import { encodeBase58 } from './base58.js'

type RentState =
  | { kind: 'empty' }
  | { kind: 'exempt' }
  | { kind: 'paying'; size: number; lamports: bigint }

function rentState(svm: LiteSvm, lamports: bigint, size: number): RentState {
  if (lamports === 0n) return { kind: 'empty' }
  if (lamports >= svm.minimumBalanceForRentExemption(BigInt(size))) return { kind: 'exempt' }
  return { kind: 'paying', size, lamports }
}

/** Whether an account may go from `before` to `after` (Agave's `transition_allowed`). */
function transitionAllowed(before: RentState, after: RentState) {
  if (after.kind !== 'paying') return true
  return before.kind === 'paying' && before.size === after.size && after.lamports <= before.lamports
}

/**
 * The index of the first account (in the transaction's account order, `accounts`) that
 * `postAccounts` — the accounts after a simulated run — leave in a state the rent rule forbids,
 * read against the accounts' state in `svm` before the run; undefined when there is none.
 */
export function rentViolation(
  svm: LiteSvm,
  accounts: readonly Uint8Array[],
  postAccounts: readonly AddressAndAccount[],
): number | undefined {
  const indexes = new Map(accounts.map((key, index) => [encodeBase58(key), index]))
  for (const entry of postAccounts) {
    const index = indexes.get(encodeBase58(entry.address))
    if (index === undefined) continue
    const post = entry.account()
    const pre = svm.getAccount(entry.address)
    const before = rentState(svm, pre?.lamports() ?? 0n, pre?.data().length ?? 0)
    const after = rentState(svm, post.lamports(), post.data().length)
    if (!transitionAllowed(before, after)) return index
  }
  return undefined
}
