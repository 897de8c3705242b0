// What the ledger adds to litesvm 0.1 (liteSvm.ts, rentState.ts): the accounts a program owns,
// also those a test writes itself, and Agave's rent rule with and without preflight.
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { Account } from 'litesvm/dist/internal.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from './base58.js'
import { SPL_TOKEN_PROGRAM_ID } from './splTokens.js'
import { createSvmLedger, type SvmLedger } from './svmLedger.js'

const RENT_EXEMPT_MINIMUM = 890_880

/** A signed transfer of `lamports` from a funded new account to a new one. */
function transferFrom(ledger: SvmLedger, lamports: number) {
  const payer = Keypair.generate()
  ledger.airdrop(payer.publicKey, 1_000_000_000n)
  const receiver = Keypair.generate().publicKey
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: ledger.getLatestBlockhash().blockhash,
  }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports }))
  transaction.sign(payer)
  return { bytes: transaction.serialize(), receiver, payer: payer.publicKey }
}

describe('the ledger on litesvm 0.1', () => {
  it("lists a program's accounts: those transactions made and those a test set itself", () => {
    const ledger = createSvmLedger()
    const written = Keypair.generate().publicKey
    ledger.svm.setAccount(
      written.toBytes(),
      new Account(2_039_280n, new Uint8Array(165), decodeBase58(SPL_TOKEN_PROGRAM_ID), false, 0n),
    )
    const { bytes, receiver } = transferFrom(ledger, RENT_EXEMPT_MINIMUM)
    expect(ledger.sendTransaction(bytes).ok).toBe(true)
    const owned = (program: string) =>
      ledger.getProgramAccounts(program).map((entry) => entry.address)
    expect(owned(SPL_TOKEN_PROGRAM_ID)).toEqual([written.toBase58()])
    expect(owned(SystemProgram.programId.toBase58())).toEqual(
      expect.arrayContaining([receiver.toBase58(), ledger.faucetAddress]),
    )
  })

  it.each([true, false])(
    'refuses a new account below the rent-exempt minimum (preflight %s); nothing lands',
    (preflight) => {
      const ledger = createSvmLedger()
      const { bytes, receiver, payer } = transferFrom(ledger, RENT_EXEMPT_MINIMUM - 1)
      const before = ledger.getBalance(payer)
      const outcome = ledger.sendTransaction(bytes, { preflight })
      expect(outcome).toMatchObject({
        ok: false,
        err: { InsufficientFundsForRent: { account_index: 1 } },
        description: 'Transaction results in an account (1) with insufficient funds for rent',
      })
      expect(ledger.getBalance(receiver)).toBe(0n)
      expect(ledger.getBalance(payer)).toBe(before)
      expect(ledger.getSignatureStatus(outcome.signature)).toBeUndefined()
      // At the minimum, the same transfer lands.
      const enough = transferFrom(ledger, RENT_EXEMPT_MINIMUM)
      expect(ledger.sendTransaction(enough.bytes, { preflight }).ok).toBe(true)
      expect(ledger.getBalance(enough.receiver)).toBe(BigInt(RENT_EXEMPT_MINIMUM))
    },
  )
})
