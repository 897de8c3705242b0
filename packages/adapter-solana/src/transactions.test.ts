import { isKitError } from '@gangway/core/common'
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  buildSolTransfer,
  deserializeLike,
  serializeTransaction,
  validateSolTransfer,
} from './transactions.js'

const RECEIVER = Keypair.generate().publicKey.toBase58()

describe('validateSolTransfer (spec §5 "Send, Solana")', () => {
  it('accepts a valid receiver and a positive lamport amount', () => {
    const { to, lamports } = validateSolTransfer(RECEIVER, 890_880n)
    expect(to.toBase58()).toBe(RECEIVER)
    expect(lamports).toBe(890_880n)
  })

  it.each([
    ['no receiver', undefined, 1n],
    ['a receiver too short', '1111', 1n],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7', 1n],
    ['no amount', RECEIVER, undefined],
    ['an amount as a number', RECEIVER, 1],
    ['a zero amount', RECEIVER, 0n],
  ])('refuses %s with the spec text', (_, to, amount) => {
    let thrown: unknown
    try {
      validateSolTransfer(to, amount)
    } catch (error) {
      thrown = error
    }
    expect(isKitError(thrown, 'SEND_SOLANA_INVALID')).toBe(true)
    expect((thrown as Error).message).toBe('Please enter a valid amount and receiver address')
  })
})

describe('transaction shapes', () => {
  it('round-trips legacy, versioned and raw transactions through wire bytes', () => {
    const from = Keypair.generate()
    const legacy = buildSolTransfer({
      from: from.publicKey,
      to: Keypair.generate().publicKey,
      lamports: 1n,
      blockhash: Keypair.generate().publicKey.toBase58(),
      lastValidBlockHeight: 10,
    })
    const bytes = serializeTransaction(legacy)
    expect(deserializeLike(legacy, bytes)).toBeInstanceOf(Transaction)
    const versioned = new VersionedTransaction(legacy.compileMessage())
    expect(deserializeLike(versioned, serializeTransaction(versioned))).toBeInstanceOf(
      VersionedTransaction,
    )
    expect(deserializeLike(bytes, bytes)).toBe(bytes)
  })
})
