import { createActivityApiSource, createBalanceApiSource } from '@gangway/core'
import { eip155Family } from '@gangway/core/eip155'
import type { TokenBalance } from '@gangway/core/internal'
import { type Address, createWalletClient, formatEther, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from '../contracts/deployContract.js'
import { deployTestCollectibles, type TestCollection } from '../contracts/deployTestCollectibles.js'
import {
  deployTestTokens,
  TEST_TOKENS,
  type TestTokenSymbol,
  testTokenAbi,
} from '../contracts/deployTestTokens.js'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator.js'
import { type LocalBalanceApi, startLocalBalanceApi } from './startLocalBalanceApi.js'

const holderKey = anvilPrivateKey(4)
const holder = privateKeyToAccount(holderKey).address
const stranger = privateKeyToAccount(anvilPrivateKey(5)).address
const SOLANA_OWNER = 'J4rvXGriBX3Eh7QchTYLD6fSu411M3eBuXY1Cxe2ShoH'

describe('startLocalBalanceApi (@gangway/server over anvil and the local SVM)', () => {
  let node: AnvilNode
  let svm: SolanaValidator
  let api: LocalBalanceApi
  let tokens: Record<TestTokenSymbol, Address>
  let collection: TestCollection

  beforeAll(async () => {
    ;[node, svm] = await Promise.all([startAnvil(), startSolanaValidator()])
    tokens = await deployTestTokens(node.rpcUrl, { deployer: holderKey, initialSupply: 500 })
    collection = await deployTestCollectibles(node.rpcUrl, { to: holder })
    svm.airdrop(SOLANA_OWNER, 2_500_000_000n)
    api = await startLocalBalanceApi({
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: node.rpcUrl,
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: (['USDC', 'DAI', 'USDT'] as const).map((symbol) => ({
            ...TEST_TOKENS[symbol],
            address: tokens[symbol],
            price: 1,
          })),
          collectibles: [collection],
        },
        {
          caipNetworkId: 'solana:localnet',
          rpcUrl: svm.rpcUrl,
          native: { name: 'Solana', symbol: 'SOL', decimals: 9, price: 150 },
        },
      ],
    })
  }, 120_000)
  afterAll(async () => {
    await api?.close()
    await Promise.all([node?.stop(), svm?.stop()])
  })

  /** The answer through core's balance API client (what the kit's `balanceApiUrl` reads). */
  const answerFor = async (address: string, caipNetworkId = 'eip155:31337', current = false) =>
    (
      (await createBalanceApiSource({ url: api.url }).getBalances(
        { address, caipNetworkId: caipNetworkId as TokenBalance['chainId'] },
        { current },
      )) as { balances: TokenBalance[] }
    ).balances
  /** `current`: as the kit's refresh after a send (the server reads the chain's newest head). */
  const balancesOf = async (address: string, caipNetworkId?: string, current = false) =>
    (await answerFor(address, caipNetworkId, current)).map((b) => [
      b.symbol,
      b.quantity.numeric,
      b.value,
    ])

  it('answers token balances in the shape of spec §3 (what the Tokens tab reads)', async () => {
    const [native, usdc] = await answerFor(holder)
    expect(native).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      address: `eip155:31337:${eip155Family.nativeTokenAddress}`,
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
      iconUrl: '',
    })
    expect(usdc).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: `eip155:31337:${tokens.USDC}`,
      value: 500,
      price: 1,
      quantity: { decimals: '6', numeric: '500' },
      iconUrl: '',
    })
  })

  it('answers the native balance and each test token the address holds, read live', async () => {
    const native = await localPublicClient(node.rpcUrl).getBalance({ address: holder })
    expect(await balancesOf(holder)).toEqual([
      ['ETH', formatEther(native), 0],
      ['USDC', '500', 500],
      ['DAI', '500', 500],
      ['USDT', '500', 500],
    ])
  })

  it('follows transfers: tokens the address does not hold are left out', async () => {
    expect(await balancesOf(stranger)).toEqual([['ETH', '10000', 0]])
    const wallet = createWalletClient({
      account: privateKeyToAccount(holderKey),
      transport: http(node.rpcUrl),
    })
    const client = localPublicClient(node.rpcUrl)
    const hash = await wallet.writeContract({
      chain: null,
      address: tokens.DAI,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [stranger, parseUnits('12.5', 18)],
    })
    await client.waitForTransactionReceipt({ hash })
    const sent = await wallet.sendTransaction({ chain: null, to: stranger, value: parseEther('1') })
    await client.waitForTransactionReceipt({ hash: sent })
    // A current read: a plain one may share a head read up to 250 ms old (docs/scale.md).
    expect(await balancesOf(stranger, undefined, true)).toEqual([
      ['ETH', '10001', 0],
      ['DAI', '12.5', 12.5],
    ])
  })

  it("answers the activity of an address at /history, newest first, through core's client", async () => {
    const source = createActivityApiSource({ url: api.url })
    const page = (await source.getTransactions({
      address: stranger,
      caipNetworkId: 'eip155:31337',
    })) as {
      data: { metadata: { operationType: string; sentFrom: string }; transfers: unknown[] }[]
    }
    // The previous test sent DAI, then ETH, to the stranger.
    expect(page.data.map((t) => [t.metadata.operationType, t.metadata.sentFrom])).toEqual([
      ['receive', holder],
      ['receive', holder],
    ])
    expect(page.data[0]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '1' } }),
    ])
    expect(api.historyQueries.at(-1)).toEqual({ address: stranger, caipNetworkId: 'eip155:31337' })
    const status = async (query: string) => (await fetch(`${api.url}/history?${query}`)).status
    expect(await status(`address=0x12&caipNetworkId=eip155:31337`)).toBe(400)
    expect(await status(`address=${stranger}&caipNetworkId=eip155:31337&cursor=x`)).toBe(400)
    expect(api.historyQueries.at(-1)).toEqual({
      address: stranger,
      caipNetworkId: 'eip155:31337',
      cursor: 'x',
    })
    expect(await source.getTransactions({ address: stranger, caipNetworkId: 'eip155:1' })).toEqual({
      data: [],
    })
  })

  it('answers SOL from the local SVM', async () => {
    expect(await balancesOf(SOLANA_OWNER, 'solana:localnet')).toEqual([['SOL', '2.5', 375]])
  })

  it('an unserved network answers an empty list; malformed queries answer 400', async () => {
    expect(await balancesOf(holder, 'eip155:1')).toEqual([])
    const status = async (query: string) => (await fetch(`${api.url}/balance?${query}`)).status
    expect(await status('address=0x12&caipNetworkId=eip155:31337')).toBe(400)
    expect(await status(`address=${holder}&caipNetworkId=31337`)).toBe(400)
    expect(await status('address=0OIl&caipNetworkId=solana:localnet')).toBe(400)
    expect((await fetch(`${api.url}/other`)).status).toBe(404)
  })

  const nftsAnswer = async (query: string) => {
    const response = await fetch(`${api.url}/nfts?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('answers the NFTs of the listed collections the address holds at /nfts', async () => {
    const { status, body } = await nftsAnswer(`address=${holder}&caipNetworkId=eip155:31337`)
    expect(status).toBe(200)
    expect(body).toEqual({
      nfts: ['1', '2', '3'].map((tokenId) => ({
        chainId: 'eip155:31337',
        contract: collection.address,
        tokenId,
        name: `Gangway Test Collectibles #${tokenId}`,
        collection: 'Gangway Test Collectibles',
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,[A-Za-z\d+/]+=*$/),
      })),
    })
    const [first, second] = body.nfts as { imageUrl: string }[]
    const svg = Buffer.from(first?.imageUrl.split(',')[1] ?? '', 'base64').toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*>#1<\/text><\/svg>$/)
    expect(second?.imageUrl).not.toBe(first?.imageUrl)
    expect(api.nftQueries.at(-1)).toEqual({ address: holder, caipNetworkId: 'eip155:31337' })
    const lower = await nftsAnswer(`address=${holder.toLowerCase()}&caipNetworkId=eip155:31337`)
    expect(lower.body).toEqual(body)
    expect((await nftsAnswer(`address=${stranger}&caipNetworkId=eip155:31337`)).body).toEqual({
      nfts: [],
    })
  })

  it('/nfts: an unknown or non-eip155 network answers []; malformed queries answer 400', async () => {
    expect(await nftsAnswer(`address=${holder}&caipNetworkId=eip155:1`)).toEqual({
      status: 200,
      body: { nfts: [] },
    })
    expect(await nftsAnswer(`address=${SOLANA_OWNER}&caipNetworkId=solana:localnet`)).toEqual({
      status: 200,
      body: { nfts: [] },
    })
    expect(await nftsAnswer('address=0x12&caipNetworkId=eip155:31337')).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', field: 'address' } },
    })
    expect(await nftsAnswer(`address=${holder}&caipNetworkId=31337`)).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', field: 'caipNetworkId' } },
    })
    expect((await nftsAnswer('address=0OIl&caipNetworkId=solana:localnet')).status).toBe(400)
  })
  it('answers a browser page of any origin (CORS), as the demo app calls it', async () => {
    const response = await fetch(
      `${api.url}/balance?address=${holder}&caipNetworkId=eip155:31337`,
      {
        headers: { origin: 'http://127.0.0.1:5173' },
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(api.queries.at(-1)).toEqual({ address: holder, caipNetworkId: 'eip155:31337' })
  })
})
