// The litesvm instance behind the test validator, with what litesvm 0.1 lacks for a node: a list
// of the accounts a program owns. litesvm 0.1 is the line that installs on Node 20.19 without an
// engine warning and runs the SPL programs soundly: litesvm 1.x depends on @solana/kit 8, whose
// @solana/errors pins commander 15 (Node ≥ 22.12), and 0.2–0.8's JIT leaves the x87 state broken
// after a program's indirect call (LiteSVM/litesvm#396: the associated token account program
// makes one; the next garbage collection aborts the process with std::bad_alloc).
import { VersionedTransaction } from '@solana/web3.js'
import { LiteSvm } from 'litesvm/dist/internal.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { resolveAccounts } from './transactionHistory.js'

/** The litesvm methods that write an account at the address they are given first. */
const ACCOUNT_WRITERS = ['setAccount', 'airdrop', 'addProgram', 'addProgramFromFile'] as const

/** The litesvm methods that commit a transaction given as wire bytes. */
const TRANSACTION_SENDERS = ['sendLegacyTransaction', 'sendVersionedTransaction'] as const

type Method = (first: Uint8Array, ...rest: never[]) => unknown

/** Replaces `svm[name]` by a function that passes its first argument to `before`, then runs it. */
function before(svm: LiteSvm, name: keyof LiteSvm, hook: (first: Uint8Array) => void) {
  const method = (svm[name] as Method).bind(svm)
  ;(svm as unknown as Record<string, Method>)[name] = (first, ...rest) => {
    hook(first)
    return method(first, ...rest)
  }
}

/**
 * A litesvm instance (the real Solana runtime, with the SPL programs) for the test validator,
 * and `programAccounts(owner)`: the accounts a program owns. litesvm 0.1 cannot list accounts,
 * so their addresses are collected as they appear: those of every transaction sent (its keys and
 * the addresses its lookup tables load, which are all a transaction can create or change) and
 * those the account writers set, also when a test calls `svm.setAccount` itself.
 */
export function createLiteSvm() {
  const svm = new LiteSvm()
  const addresses = new Set<string>()
  const record = (address: Uint8Array) => void addresses.add(encodeBase58(address))
  for (const name of ACCOUNT_WRITERS) before(svm, name, record)
  for (const name of TRANSACTION_SENDERS)
    before(svm, name, (bytes) => {
      const { all } = resolveAccounts(svm, VersionedTransaction.deserialize(bytes))
      for (const key of all) record(key)
    })
  return {
    svm,
    /** Every account `owner` (base58) owns, with its address, in the order they appeared. */
    programAccounts(owner: string) {
      return [...addresses].flatMap((address) => {
        const account = svm.getAccount(decodeBase58(address))
        if (!account || account.lamports() === 0n || encodeBase58(account.owner()) !== owner)
          return []
        return [{ address, account }]
      })
    },
  }
}
