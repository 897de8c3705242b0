import { createActivityApiSource } from '@gangway/core'
import {
  type SolanaValidator,
  SPL_ASSOCIATED_TOKEN_PROGRAM_ID,
  SPL_TOKEN_PROGRAM_ID,
  type SplMint,
  splAssociatedTokenAddress,
  startSolanaValidator,
} from '@gangway/testing/solana/node'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig, useTestServers } from '../../testing/testServer.testing.js'
import type { ActivityTransaction, HistoryPage } from '../shared/answerSchemas.js'

const alice = Keypair.generate()
const bob = Keypair.generate()
const carol = Keypair.generate()
const erin = Keypair.generate()
const frank = Keypair.generate()
const CHAIN = 'solana:localnet'
const SOL = { name: 'Solana', symbol: 'SOL', icon: { url: '' } }

describe('GET /history on solana (local validator)', { timeout: 30_000 }, () => {
  const servers = useTestServers()
  let validator: SolanaValidator
  let connection: Connection
  let url: string
  let gtd: SplMint
  const signatures = {} as Record<'airdrop' | 'send' | 'sponsored' | 'failed', string>

  const send = (from: Keypair, to: PublicKey, lamports: number, signers = [from]) =>
    sendAndConfirmTransaction(
      connection,
      new Transaction({ feePayer: signers[0]?.publicKey ?? null }).add(
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
      ),
      signers,
    )

  /** `GET /history` over HTTP, as the kit's Activity tab asks it. */
  const history = async (address: string, cursor?: string) => {
    const query = new URLSearchParams({ address, caipNetworkId: CHAIN })
    if (cursor !== undefined) query.set('cursor', cursor)
    const response = await fetch(`${url}/history?${query}`)
    return { status: response.status, body: (await response.json()) as HistoryPage }
  }
  const summary = (entry: ActivityTransaction | undefined) => [
    entry?.metadata.operationType,
    entry?.metadata.status,
    entry?.metadata.sentFrom,
    entry?.metadata.sentTo,
    entry?.transfers.map((t) => `${t.direction} ${t.quantity.numeric}`).join(', '),
  ]

  beforeAll(async () => {
    validator = await startSolanaValidator()
    connection = new Connection(validator.rpcUrl, 'confirmed')
    gtd = validator.createSplMint({ decimals: 6 })
    const started = await servers(
      testConfig({
        chains: [
          {
            caipNetworkId: CHAIN,
            rpcUrls: [validator.rpcUrl],
            native: { name: 'Solana', symbol: 'SOL', decimals: 9, price: 150 },
            tokens: [{ address: gtd.address, name: 'Test Dollar', symbol: 'GTD', decimals: 6 }],
          },
        ],
      }),
    )
    url = started.url
    signatures.airdrop = validator.airdrop(alice.publicKey, LAMPORTS_PER_SOL)
    signatures.send = await send(alice, bob.publicKey, 0.01 * LAMPORTS_PER_SOL)
  }, 120_000)
  afterAll(async () => {
    await validator?.stop()
  })

  it("A's history lists the 0.01 SOL send to B, newest first, then the airdrop", async () => {
    const { status, body } = await history(alice.publicKey.toBase58())
    expect(status).toBe(200)
    const { blockTime } = (await connection.getSignaturesForAddress(alice.publicKey))[0] ?? {}
    expect(body).toEqual({
      data: [
        {
          id: signatures.send,
          metadata: {
            minedAt: new Date((blockTime ?? 0) * 1000).toISOString(),
            chain: CHAIN,
            operationType: 'send',
            status: 'confirmed',
            sentFrom: alice.publicKey.toBase58(),
            sentTo: bob.publicKey.toBase58(),
            hash: signatures.send,
          },
          transfers: [
            {
              fungible_info: SOL,
              direction: 'out',
              quantity: { numeric: '0.01' },
              value: 1.5,
              price: 150,
            },
          ],
        },
        expect.objectContaining({ id: signatures.airdrop }),
      ],
    })
    expect(summary(body.data[1])).toEqual([
      'receive',
      'confirmed',
      validator.ledger.faucetAddress,
      alice.publicKey.toBase58(),
      'in 1',
    ])
  })

  it("B's history lists the receive from A (through core's activity client too)", async () => {
    const page = (await createActivityApiSource({ url }).getTransactions({
      address: bob.publicKey.toBase58(),
      caipNetworkId: CHAIN,
    })) as HistoryPage
    expect(page.data.map((entry) => entry.id)).toEqual([signatures.send])
    expect(summary(page.data[0])).toEqual([
      'receive',
      'confirmed',
      alice.publicKey.toBase58(),
      bob.publicKey.toBase58(),
      'in 0.01',
    ])
  })

  it('leaves the fee out: a sponsored transfer is a send for its sender, an execute for the payer', async () => {
    validator.airdrop(carol.publicKey, LAMPORTS_PER_SOL)
    // Alice pays the fee of Carol's 0.25 SOL to Bob.
    signatures.sponsored = await send(carol, bob.publicKey, 0.25 * LAMPORTS_PER_SOL, [alice, carol])
    const [ofCarol] = (await history(carol.publicKey.toBase58())).body.data
    expect(summary(ofCarol)).toEqual([
      'send',
      'confirmed',
      carol.publicKey.toBase58(),
      bob.publicKey.toBase58(),
      'out 0.25',
    ])
    const [ofAlice] = (await history(alice.publicKey.toBase58())).body.data
    expect(ofAlice?.id).toBe(signatures.sponsored)
    expect(summary(ofAlice)).toEqual([
      'execute',
      'confirmed',
      alice.publicKey.toBase58(),
      SystemProgram.programId.toBase58(),
      '',
    ])
  })

  it('a transfer that failed on chain is a failed send of what it tried to move', async () => {
    const poor = Keypair.generate()
    validator.airdrop(poor.publicKey, 1_000_000)
    const transaction = new Transaction({
      feePayer: poor.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: bob.publicKey,
        lamports: 0.5 * LAMPORTS_PER_SOL,
      }),
    )
    transaction.sign(poor)
    signatures.failed = await connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: true,
    })
    const [entry] = (await history(poor.publicKey.toBase58())).body.data
    expect(entry?.id).toBe(signatures.failed)
    expect(summary(entry)).toEqual([
      'send',
      'failed',
      poor.publicKey.toBase58(),
      bob.publicKey.toBase58(),
      'out 0.5',
    ])
  })

  it("an SPL token send names the receiver's wallet (not a token account) and lists no rent", async () => {
    validator.airdrop(erin.publicKey, LAMPORTS_PER_SOL)
    validator.mintSplTokens({
      mint: gtd.address,
      owner: erin.publicKey.toBase58(),
      amount: 100_000_000n,
    })
    const mint = new PublicKey(gtd.address)
    const tokenProgram = new PublicKey(SPL_TOKEN_PROGRAM_ID)
    const accountOf = (owner: Keypair) =>
      new PublicKey(
        splAssociatedTokenAddress(owner.publicKey.toBase58(), gtd.address, SPL_TOKEN_PROGRAM_ID),
      )
    const amount = (tag: number, units: bigint, decimals?: number) => {
      const data = Buffer.alloc(decimals === undefined ? 9 : 10)
      data.writeUInt8(tag, 0)
      data.writeBigUInt64LE(units, 1)
      if (decimals !== undefined) data.writeUInt8(decimals, 9)
      return data
    }
    const writable = (pubkey: PublicKey, isSigner = false) => ({
      pubkey,
      isSigner,
      isWritable: true,
    })
    const readonly = (pubkey: PublicKey) => ({ pubkey, isSigner: false, isWritable: false })
    // As the kit's adapter sends: the receiver's token account created idempotently (the
    // sender pays its rent), then TransferChecked of 2.5 GTD.
    const checked = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        new TransactionInstruction({
          programId: new PublicKey(SPL_ASSOCIATED_TOKEN_PROGRAM_ID),
          keys: [
            writable(erin.publicKey, true),
            writable(accountOf(frank)),
            readonly(frank.publicKey),
            readonly(mint),
            readonly(SystemProgram.programId),
            readonly(tokenProgram),
          ],
          data: Buffer.from([1]),
        }),
        new TransactionInstruction({
          programId: tokenProgram,
          keys: [
            writable(accountOf(erin)),
            readonly(mint),
            writable(accountOf(frank)),
            { pubkey: erin.publicKey, isSigner: true, isWritable: false },
          ],
          data: amount(12, 2_500_000n, 6),
        }),
      ),
      [erin],
    )
    // A plain Transfer (no mint named) to the token account that exists now.
    const plain = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        new TransactionInstruction({
          programId: tokenProgram,
          keys: [
            writable(accountOf(erin)),
            writable(accountOf(frank)),
            { pubkey: erin.publicKey, isSigner: true, isWritable: false },
          ],
          data: amount(3, 1_000_000n),
        }),
      ),
      [erin],
    )
    const ofErin = (await history(erin.publicKey.toBase58())).body.data
    expect(ofErin.slice(0, 2).map(summary)).toEqual([
      ['send', 'confirmed', erin.publicKey.toBase58(), frank.publicKey.toBase58(), 'out 1'],
      ['send', 'confirmed', erin.publicKey.toBase58(), frank.publicKey.toBase58(), 'out 2.5'],
    ])
    expect(ofErin.slice(0, 2).map((entry) => entry.id)).toEqual([plain, checked])
    expect(ofErin[1]?.transfers[0]?.fungible_info?.symbol).toBe('GTD')
    // The send named frank's wallet (its token account's creation): his receipt is listed.
    const ofFrank = (await history(frank.publicKey.toBase58())).body.data
    expect(ofFrank.map((entry) => entry.id)).toEqual([checked])
    expect(summary(ofFrank[0])).toEqual([
      'receive',
      'confirmed',
      erin.publicKey.toBase58(),
      frank.publicKey.toBase58(),
      'in 2.5',
    ])
  })

  it('pages by signature cursor: 20 per page, then the rest', async () => {
    const busy = Keypair.generate().publicKey
    const airdrops = Array.from({ length: 23 }, (_, i) => validator.airdrop(busy, 1_000_000 + i))
    const newestFirst = airdrops.reverse()
    const page1 = await history(busy.toBase58())
    expect(page1.body.data.map((entry) => entry.id)).toEqual(newestFirst.slice(0, 20))
    expect(page1.body.next).toBe(newestFirst[19])
    const page2 = await history(busy.toBase58(), page1.body.next)
    expect(page2.body).toEqual({
      data: newestFirst.slice(20).map((id) => expect.objectContaining({ id })),
    })
    expect(page2.body.data.at(-1)?.transfers[0]?.quantity.numeric).toBe('0.001')
  })

  it('an address without transactions answers { data: [] }; malformed queries answer 400', async () => {
    expect(await history(Keypair.generate().publicKey.toBase58())).toEqual({
      status: 200,
      body: { data: [] },
    })
    expect((await history('0OIl')).status).toBe(400)
    // Base58, but not 32 bytes.
    expect(await history('1'.repeat(44))).toEqual({
      status: 400,
      body: {
        error: {
          code: 'INVALID_REQUEST',
          message: 'address: must be a base58 Solana address',
          field: 'address',
        },
      },
    })
    const badCursor = await history(alice.publicKey.toBase58(), 'x')
    expect([
      badCursor.status,
      (badCursor.body as unknown as { error: { field: string } }).error.field,
    ]).toEqual([400, 'cursor'])
  })
})
