import {
  AddressLookupTableAccount,
  AddressLookupTableProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { Account } from 'litesvm/dist/internal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58.js'
import { type SolanaValidator, startSolanaValidator } from './startSolanaValidator.js'

let validator: SolanaValidator
let connection: Connection
const alice = Keypair.generate()
const bob = Keypair.generate()
const SENT = 0.01 * LAMPORTS_PER_SOL
const FEE = 5000

beforeAll(async () => {
  validator = await startSolanaValidator()
  connection = new Connection(validator.rpcUrl, 'confirmed')
})
afterAll(() => validator?.stop())

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(validator.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

describe('the test validator keeps the signature history of landed transactions', () => {
  let airdropSignature: string
  let sendSignature: string

  it('getSignaturesForAddress: a real transfer and the airdrop before it, newest first', async () => {
    airdropSignature = validator.airdrop(alice.publicKey, LAMPORTS_PER_SOL)
    sendSignature = await sendAndConfirmTransaction(
      connection,
      transfer(alice, bob.publicKey, SENT),
      [alice],
    )
    const slot = validator.ledger.history.get(sendSignature)?.slot
    const signatures = await connection.getSignaturesForAddress(alice.publicKey)
    expect(signatures).toEqual([
      {
        signature: sendSignature,
        slot,
        err: null,
        memo: null,
        blockTime: expect.any(Number),
        confirmationStatus: 'finalized',
      },
      expect.objectContaining({ signature: airdropSignature, err: null }),
    ])
    expect(signatures[1]?.slot).toBeLessThan(slot ?? 0)
    const now = Date.now() / 1000
    expect(signatures[0]?.blockTime).toBeGreaterThan(now - 60)
    expect(signatures[0]?.blockTime).toBeLessThanOrEqual(now)
    expect(
      (await connection.getSignaturesForAddress(bob.publicKey)).map((s) => s.signature),
    ).toEqual([sendSignature])
  })

  it('getTransaction: slot, block time, fee, balances before and after, keys, signatures', async () => {
    const transaction = await connection.getTransaction(sendSignature, {
      maxSupportedTransactionVersion: 0,
    })
    const [signature] = await connection.getSignaturesForAddress(alice.publicKey, { limit: 1 })
    expect(transaction).toMatchObject({
      slot: signature?.slot,
      blockTime: signature?.blockTime,
      version: 'legacy',
      meta: {
        err: null,
        fee: FEE,
        preBalances: [LAMPORTS_PER_SOL, 0, 1],
        postBalances: [LAMPORTS_PER_SOL - SENT - FEE, SENT, 1],
        logMessages: expect.arrayContaining(['Program 11111111111111111111111111111111 success']),
      },
      transaction: { signatures: [sendSignature] },
    })
    expect(transaction?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual(
      [alice.publicKey.toBase58(), bob.publicKey.toBase58(), SystemProgram.programId.toBase58()],
    )
    const raw = await rpc('getTransaction', [sendSignature, { encoding: 'base64' }])
    const [bytes, encoding] = (raw.result as { transaction: [string, string] }).transaction
    expect(encoding).toBe('base64')
    const decoded = VersionedTransaction.deserialize(Buffer.from(bytes, 'base64'))
    expect(encodeBase58(decoded.signatures[0] ?? new Uint8Array())).toBe(sendSignature)
  })

  it('an airdrop is a system transfer from the faucet, received like any other', async () => {
    const airdrop = await connection.getTransaction(airdropSignature, {
      maxSupportedTransactionVersion: 0,
    })
    const keys = airdrop?.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    expect(keys?.slice(0, 2)).toEqual([validator.ledger.faucetAddress, alice.publicKey.toBase58()])
    expect(airdrop?.meta?.preBalances[1]).toBe(0)
    expect(airdrop?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL)
    expect(airdrop?.meta?.fee).toBe(FEE)
    // The faucet is filled up as needed (a direct balance set, not in the history).
    const whale = Keypair.generate().publicKey
    validator.airdrop(whale, 2_000_000 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(whale)).toBe(2_000_000 * LAMPORTS_PER_SOL)
    // Through the RPC too.
    const carol = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(carol, LAMPORTS_PER_SOL)
    expect(await connection.getSignaturesForAddress(carol)).toEqual([
      expect.objectContaining({ signature, err: null }),
    ])
  })

  it('pages with limit, before and until', async () => {
    const more = [
      await sendAndConfirmTransaction(connection, transfer(alice, bob.publicKey, SENT), [alice]),
      await sendAndConfirmTransaction(connection, transfer(alice, bob.publicKey, SENT), [alice]),
    ]
    const all = [more[1], more[0], sendSignature, airdropSignature]
    const page = async (options: { limit?: number; before?: string; until?: string }) =>
      (await connection.getSignaturesForAddress(alice.publicKey, options)).map((s) => s.signature)
    expect(await page({})).toEqual(all)
    expect(await page({ limit: 2 })).toEqual(all.slice(0, 2))
    expect(await page({ limit: 2, before: all[1] })).toEqual(all.slice(2, 4))
    expect(await page({ before: airdropSignature })).toEqual([])
    expect(await page({ until: sendSignature })).toEqual(all.slice(0, 2))
    // A signature the node never saw: no older transactions (as a real node answers).
    expect(await page({ before: '1'.repeat(64) })).toEqual([])
  })

  it('records a transaction that failed while executing: its error and the fee it paid', async () => {
    const poor = Keypair.generate()
    validator.airdrop(poor.publicKey, 1_000_000)
    const { blockhash } = await connection.getLatestBlockhash()
    const tooMuch = transfer(poor, bob.publicKey, 5_000_000)
    tooMuch.recentBlockhash = blockhash
    tooMuch.sign(poor)
    const signature = await connection.sendRawTransaction(tooMuch.serialize(), {
      skipPreflight: true,
    })
    const err = { InstructionError: [0, { Custom: 1 }] }
    const [latest] = await connection.getSignaturesForAddress(poor.publicKey)
    expect(latest).toMatchObject({ signature, err })
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta).toMatchObject({
      err,
      fee: FEE,
      preBalances: [1_000_000, expect.any(Number), 1],
      postBalances: [1_000_000 - FEE, expect.any(Number), 1],
    })
    expect(landed?.meta?.postBalances[1]).toBe(landed?.meta?.preBalances[1])
  })

  it('v0 transactions: loaded addresses from a lookup table, and the version rule', async () => {
    const receiver = Keypair.generate().publicKey
    const table = Keypair.generate().publicKey
    // A lookup table account written directly: type 1, never deactivated, receiver at index 0.
    const data = Buffer.alloc(56 + 32)
    data.writeUInt32LE(1, 0)
    data.writeBigUInt64LE(2n ** 64n - 1n, 4)
    receiver.toBuffer().copy(data, 56)
    const owner = AddressLookupTableProgram.programId.toBytes()
    validator.ledger.svm.setAccount(
      table.toBytes(),
      new Account(BigInt(LAMPORTS_PER_SOL), data, owner, false, 0n),
    )
    const lookup = new AddressLookupTableAccount({
      key: table,
      state: AddressLookupTableAccount.deserialize(data),
    })
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: receiver, lamports: SENT }),
      ],
    }).compileToV0Message([lookup])
    const transaction = new VersionedTransaction(message)
    transaction.sign([alice])
    const signature = await connection.sendTransaction(transaction)
    expect(await connection.getBalance(receiver)).toBe(SENT)

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.version).toBe(0)
    expect(landed?.meta?.loadedAddresses?.writable.map((key) => key.toBase58())).toEqual([
      receiver.toBase58(),
    ])
    expect(landed?.transaction.message.staticAccountKeys).toHaveLength(2)
    expect(landed?.meta?.preBalances).toHaveLength(3)
    expect(landed?.meta?.postBalances[2]).toBe(SENT)
    expect(landed?.meta?.fee).toBe(FEE)
    expect((await connection.getSignaturesForAddress(receiver)).map((s) => s.signature)).toEqual([
      signature,
    ])
    await expect(connection.getTransaction(signature)).rejects.toThrow(
      'Transaction version (0) is not supported by the requesting client',
    )
  })

  it('answers null for an unknown signature, [] for an address without history, and checks params', async () => {
    expect(
      await connection.getTransaction('1'.repeat(64), { maxSupportedTransactionVersion: 0 }),
    ).toBeNull()
    expect(await connection.getSignaturesForAddress(Keypair.generate().publicKey)).toEqual([])
    const address = alice.publicKey.toBase58()
    for (const limit of [0, 1001, 'x']) {
      expect((await rpc('getSignaturesForAddress', [address, { limit }])).error).toMatchObject({
        code: -32602,
        message: 'Invalid params: Invalid limit; max 1000',
      })
    }
    expect((await rpc('getSignaturesForAddress', ['nope'])).error?.code).toBe(-32602)
    expect(
      (await rpc('getTransaction', [sendSignature, { encoding: 'jsonParsed' }])).error?.code,
    ).toBe(-32602)
  })
})
