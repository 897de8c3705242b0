import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaValidator, startSolanaValidator } from './startSolanaValidator.js'

const RENT_EXEMPT_MINIMUM = 890_880

let validator: SolanaValidator
let connection: Connection
const payer = Keypair.generate()

beforeAll(async () => {
  validator = await startSolanaValidator()
  connection = new Connection(validator.rpcUrl, 'confirmed')
  validator.airdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL)
})
afterAll(() => validator?.stop())

const transfer = (to: PublicKey, lamports: number, blockhash: string) =>
  new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
  )

describe('startSolanaValidator', () => {
  it('serves JSON-RPC on port and the pubsub on port + 1, as web3.js derives it', async () => {
    expect(validator.rpcUrl).toBe(`http://127.0.0.1:${validator.port}`)
    expect(validator.wsUrl).toBe(`ws://127.0.0.1:${validator.port + 1}`)
    expect(await connection.getGenesisHash()).toBe(validator.genesisHash)
    expect((await connection.getVersion())['solana-core']).toMatch(/^2\./)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(RENT_EXEMPT_MINIMUM)
    for (const url of [validator.wsUrl, `ws://127.0.0.1:${validator.port}`]) {
      const socket = new WebSocket(url)
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }))
      const answer = await new Promise<unknown>((resolve) => socket.once('message', resolve))
      expect(JSON.parse(String(answer))).toMatchObject({ id: 1, result: expect.any(Number) })
      socket.close()
    }
  })

  it('answers CORS preflights so a page on another origin can call it', async () => {
    const response = await fetch(validator.rpcUrl, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('airdrops through requestAirdrop and confirms over the socket', async () => {
    const fresh = Keypair.generate()
    const signature = await connection.requestAirdrop(fresh.publicKey, LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const { value } = await connection.confirmTransaction({ signature, ...latest })
    expect(value.err).toBeNull()
    expect(await connection.getBalance(fresh.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('sends a transfer to a new account: both balances change, the fee is charged', async () => {
    const receiver = Keypair.generate().publicKey
    expect(await connection.getAccountInfo(receiver)).toBeNull()
    const before = await connection.getBalance(payer.publicKey)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = transfer(receiver, RENT_EXEMPT_MINIMUM, blockhash)
    const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
    expect(fee).toBe(5000)
    const signature = await sendAndConfirmTransaction(connection, transaction, [payer])
    expect(await connection.getBalance(receiver)).toBe(RENT_EXEMPT_MINIMUM)
    expect(await connection.getBalance(payer.publicKey)).toBe(before - RENT_EXEMPT_MINIMUM - 5000)
    const info = await connection.getAccountInfo(receiver)
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('runs v0 transactions too', async () => {
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: receiver,
          lamports: RENT_EXEMPT_MINIMUM,
        }),
      ],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.sign([payer])
    const signature = await connection.sendTransaction(transaction)
    const latest = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, ...latest })
    expect(await connection.getBalance(receiver)).toBe(RENT_EXEMPT_MINIMUM)
  })

  it('rejects a stale blockhash as a cluster does, and keeps recent ones valid', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    validator.advanceSlots(10)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    validator.expireBlockhashes()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    const stale = transfer(Keypair.generate().publicKey, RENT_EXEMPT_MINIMUM, blockhash)
    stale.sign(payer)
    const error = await connection.sendRawTransaction(stale.serialize()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toContain('Transaction simulation failed: Blockhash not found')
  })

  it('refuses a transfer that would leave a new account below the rent-exempt minimum', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const tooSmall = transfer(Keypair.generate().publicKey, 1000, blockhash)
    tooSmall.sign(payer)
    const error = await connection.sendRawTransaction(tooSmall.serialize()).catch((e: unknown) => e)
    expect((error as Error).message).toContain('insufficient funds for rent')
  })

  it('refuses a failing transaction in preflight; without preflight it lands and pays its fee', async () => {
    const poor = Keypair.generate()
    validator.airdrop(poor.publicKey, 1_000_000)
    const { blockhash } = await connection.getLatestBlockhash()
    const tooMuch = new Transaction({ feePayer: poor.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5_000_000,
      }),
    )
    tooMuch.sign(poor)
    await expect(connection.sendRawTransaction(tooMuch.serialize())).rejects.toThrow(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(await connection.getBalance(poor.publicKey)).toBe(1_000_000)
    const signature = await connection.sendRawTransaction(tooMuch.serialize(), {
      skipPreflight: true,
    })
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(1_000_000 - 5000)
  })

  it('refuses a transaction it has already processed and one with a bad signature', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const once = transfer(Keypair.generate().publicKey, RENT_EXEMPT_MINIMUM, blockhash)
    once.sign(payer)
    const signature = await connection.sendRawTransaction(once.serialize())
    expect(validator.ledger.getSignatureStatus(signature)?.err).toBeNull()
    await expect(connection.sendRawTransaction(once.serialize())).rejects.toThrow(
      'This transaction has already been processed',
    )
    const forged = transfer(Keypair.generate().publicKey, RENT_EXEMPT_MINIMUM, blockhash)
    forged.sign(payer)
    const bytes = forged.serialize()
    bytes[1] = (bytes[1] as number) ^ 0xff // corrupt the signature
    await expect(connection.sendRawTransaction(bytes)).rejects.toThrow(
      'Transaction signature verification failure',
    )
  })

  it('simulates without changing state', async () => {
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = transfer(receiver, RENT_EXEMPT_MINIMUM, blockhash)
    transaction.sign(payer)
    // A legacy Transaction is simulated with web3.js's cached blockhash (30 s); this connection
    // has none from before the test above expired every blockhash.
    const fresh = new Connection(validator.rpcUrl, 'confirmed')
    const { value } = await fresh.simulateTransaction(transaction)
    expect(value.err).toBeNull()
    expect(value.logs?.join('\n')).toContain('Program 11111111111111111111111111111111 success')
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  it('notifies account subscribers when a balance changes', async () => {
    const watched = Keypair.generate().publicKey
    const seen = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(watched, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    // Let the subscription reach the node before the change.
    await new Promise((resolve) => setTimeout(resolve, 100))
    validator.airdrop(watched, 2 * RENT_EXEMPT_MINIMUM)
    expect(await seen).toBe(2 * RENT_EXEMPT_MINIMUM)
  })

  it('answers unknown methods and bad params with JSON-RPC errors', async () => {
    const call = (body: unknown) =>
      fetch(validator.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())
    expect(await call({ jsonrpc: '2.0', id: 1, method: 'nope' })).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
    expect(
      await call([
        { jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] },
        { jsonrpc: '2.0', id: 2, method: 'getSlot' },
      ]),
    ).toMatchObject([
      { id: 1, error: { code: -32602 } },
      { id: 2, result: expect.any(Number) },
    ])
    expect(new PublicKey(validator.genesisHash).toBase58()).toBe(validator.genesisHash)
  })
})
