import { createActivityApiSource } from '@gangway/core'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalBalanceApi,
  type LocalBalanceChain,
  startLocalBalanceApi,
} from '../balances/startLocalBalanceApi.js'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator.js'
import type { AccountHistoryPage, ActivityTransaction } from './readAccountHistory.js'
import { readSolanaHistory } from './readSolanaHistory.js'

const alice = Keypair.generate()
const bob = Keypair.generate()
const carol = Keypair.generate()
const CHAIN = 'solana:localnet'
const SOL = { name: 'Solana', symbol: 'SOL', icon: { url: '' } }

describe('Solana activity: readSolanaHistory and GET /history (local validator)', () => {
  let validator: SolanaValidator
  let connection: Connection
  let chain: LocalBalanceChain
  let api: LocalBalanceApi
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
    const response = await fetch(`${api.url}/history?${query}`)
    return { status: response.status, body: (await response.json()) as AccountHistoryPage }
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
    chain = {
      caipNetworkId: CHAIN,
      rpcUrl: validator.rpcUrl,
      native: { name: 'Solana', symbol: 'SOL', decimals: 9, price: 150 },
    }
    api = await startLocalBalanceApi({ chains: [chain] })
    signatures.airdrop = validator.airdrop(alice.publicKey, LAMPORTS_PER_SOL)
    signatures.send = await send(alice, bob.publicKey, 0.01 * LAMPORTS_PER_SOL)
  })
  afterAll(async () => {
    await api?.close()
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
    expect(api.historyQueries.at(-1)).toEqual({
      address: alice.publicKey.toBase58(),
      caipNetworkId: CHAIN,
    })
  })

  it("B's history lists the receive from A (through core's activity client too)", async () => {
    const page = (await createActivityApiSource({ url: api.url }).getTransactions({
      address: bob.publicKey.toBase58(),
      caipNetworkId: CHAIN,
    })) as AccountHistoryPage
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
    const [ofCarol] = (await readSolanaHistory(chain, carol.publicKey.toBase58())).data
    expect(summary(ofCarol)).toEqual([
      'send',
      'confirmed',
      carol.publicKey.toBase58(),
      bob.publicKey.toBase58(),
      'out 0.25',
    ])
    const [ofAlice] = (await readSolanaHistory(chain, alice.publicKey.toBase58())).data
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
    const [entry] = (await readSolanaHistory(chain, poor.publicKey.toBase58())).data
    expect(entry?.id).toBe(signatures.failed)
    expect(summary(entry)).toEqual([
      'send',
      'failed',
      poor.publicKey.toBase58(),
      bob.publicKey.toBase58(),
      'out 0.5',
    ])
  })

  it('pages with the offset cursor: a small page size directly, 20 per page over HTTP', async () => {
    const address = alice.publicKey.toBase58()
    const first = await readSolanaHistory(chain, address, { pageSize: 2 })
    expect(first.data.map((entry) => entry.id)).toEqual([signatures.sponsored, signatures.send])
    expect(first.next).toBe('2')
    const second = await readSolanaHistory(chain, address, { pageSize: 2, cursor: first.next })
    expect(second).toEqual({ data: [expect.objectContaining({ id: signatures.airdrop })] })

    const busy = Keypair.generate().publicKey
    const airdrops = Array.from({ length: 23 }, (_, i) => validator.airdrop(busy, 1_000_000 + i))
    const newestFirst = airdrops.reverse()
    const page1 = await history(busy.toBase58())
    expect(page1.body.data.map((entry) => entry.id)).toEqual(newestFirst.slice(0, 20))
    expect(page1.body.next).toBe('20')
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
      body: { error: 'address must be a base58 Solana address' },
    })
    expect((await history(alice.publicKey.toBase58(), 'x')).status).toBe(400)
    await expect(
      readSolanaHistory({ ...chain, caipNetworkId: 'eip155:1' }, alice.publicKey.toBase58()),
    ).rejects.toThrow('solana chains only')
  })
})
