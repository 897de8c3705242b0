import {
  type AnvilNode,
  anvilPrivateKey,
  deployTestCollectibles,
  deployTestTokens,
  localPublicClient,
  startAnvil,
  type TestCollection,
  testCollectibleAbi,
} from '@gangway/testing'
import {
  type Address,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  pad,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainConfig } from '../../config/schema.js'
import type { GangwayServer } from '../../createServer.js'
import { testConfig, useTestServers } from '../../testing/testServer.testing.js'
import type { NftItem } from '../shared/answerSchemas.js'

const aliceKey = anvilPrivateKey(6)
const bobKey = anvilPrivateKey(7)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address

describe('GET /nfts (ERC-721 collections on anvil)', { timeout: 30_000 }, () => {
  const servers = useTestServers()
  let server: GangwayServer
  let url: string
  let node: AnvilNode
  let first: TestCollection
  let second: TestCollection
  let unlisted: TestCollection
  let usdc: Address

  beforeAll(async () => {
    node = await startAnvil()
    first = await deployTestCollectibles(node.rpcUrl, { to: alice, count: 3 })
    second = await deployTestCollectibles(node.rpcUrl, { name: 'Second', symbol: 'TWO', to: alice })
    unlisted = await deployTestCollectibles(node.rpcUrl, { to: alice, count: 1 })
    // An ERC-20 whose Transfer (same topic0, 3 topics) to alice must not be read as a token.
    usdc = (await deployTestTokens(node.rpcUrl, { deployer: aliceKey })).USDC
    ;({ server, url } = await servers(testConfig({ chains: [chainWith([])] })))
  }, 120_000)
  afterAll(async () => {
    await node?.stop()
  })

  async function transfer(key: Hex, collection: TestCollection, to: Address, tokenId: bigint) {
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      transport: http(node.rpcUrl),
    })
    const from = wallet.account.address
    const hash = await wallet.writeContract({
      chain: null,
      address: collection.address,
      abi: testCollectibleAbi,
      functionName: 'transferFrom',
      args: [from, to, tokenId],
    })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
  }

  const chainWith = (collections: { address: string; name: string }[]) => ({
    caipNetworkId: 'eip155:31337',
    rpcUrls: [node.rpcUrl],
    native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    collections: collections.map(({ address, name }) => ({ address, name })),
  })
  /** The collection listed under its symbol, so entries read 'GWTC #1'. */
  const bySymbol = (collection: { address: string; symbol: string }) => ({
    address: collection.address,
    name: collection.symbol,
  })
  /**
   * `GET /nfts` with the chain's listed collections set to `collections` (the chain's config is
   * the server's own object: the route reads it per request).
   */
  const nftsOf = async (owner: string, collections: { address: string; name: string }[]) => {
    const chain = server.chains.get('eip155:31337')?.config as ChainConfig
    chain.collections = chainWith(collections).collections.map((c) => ({
      ...c,
      standard: 'erc721' as const,
    }))
    // At the chain's current head (no-cache): each check follows a transfer or a config change.
    const response = await fetch(`${url}/nfts?address=${owner}&caipNetworkId=eip155:31337`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { nfts: NftItem[] }).nfts
  }
  const heldBy = async (
    owner: string,
    collections: { address: string; symbol: string }[] = [
      second,
      first,
      { ...unlisted, address: usdc },
    ],
  ) => (await nftsOf(owner, collections.map(bySymbol))).map((token) => token.name)

  it('lists the minted tokens of the listed collections, in the listed order then by id', async () => {
    const tokens = await nftsOf(alice, [first])
    expect(tokens).toEqual(
      ['1', '2', '3'].map((tokenId) => ({
        chainId: 'eip155:31337',
        contract: first.address,
        tokenId,
        name: `Gangway Test Collectibles #${tokenId}`,
        collection: 'Gangway Test Collectibles',
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,[A-Za-z\d+/]+=*$/),
      })),
    )
    const [one, two] = tokens
    const svg = Buffer.from(one?.imageUrl.split(',')[1] ?? '', 'base64').toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*>#1<\/text><\/svg>$/)
    expect(two?.imageUrl).not.toBe(one?.imageUrl)
    expect(await heldBy(alice)).toEqual([
      'TWO #1',
      'TWO #2',
      'TWO #3',
      'GWTC #1',
      'GWTC #2',
      'GWTC #3',
    ])
  })

  it('follows transfers: a token sent away leaves the list, and returns with it', async () => {
    await transfer(aliceKey, first, bob, 2n)
    expect(await heldBy(alice)).toEqual(['TWO #1', 'TWO #2', 'TWO #3', 'GWTC #1', 'GWTC #3'])
    expect(await heldBy(bob)).toEqual(['GWTC #2'])
    await transfer(bobKey, first, alice, 2n)
    await transfer(aliceKey, second, bob, 3n)
    expect(await heldBy(alice, [first, second])).toEqual([
      'GWTC #1',
      'GWTC #2',
      'GWTC #3',
      'TWO #1',
      'TWO #2',
    ])
    expect(await heldBy(bob)).toEqual(['TWO #3'])
  })

  it('a lowercase owner and lowercase collection addresses work; a collection listed twice counts once', async () => {
    const lower = { ...bySymbol(second), address: second.address.toLowerCase() }
    const tokens = await nftsOf(bob.toLowerCase(), [lower, bySymbol(second)])
    expect(tokens).toEqual([
      expect.objectContaining({ contract: second.address, tokenId: '3', name: 'TWO #3' }),
    ])
  })

  it('nothing listed, nothing held or another network: an empty list; a bad query: 400', async () => {
    expect(await nftsOf(alice, [])).toEqual([])
    expect(await heldBy('0x000000000000000000000000000000000000dEaD')).toEqual([])
    const ask = async (query: string) => {
      const response = await fetch(`${url}/nfts?${query}`)
      return { status: response.status, body: (await response.json()) as unknown }
    }
    for (const caipNetworkId of ['eip155:1', 'solana:localnet']) {
      const address =
        caipNetworkId === 'eip155:1' ? alice : 'J4rvXGriBX3Eh7QchTYLD6fSu411M3eBuXY1Cxe2ShoH'
      expect(await ask(`address=${address}&caipNetworkId=${caipNetworkId}`)).toEqual({
        status: 200,
        body: { nfts: [] },
      })
    }
    for (const [query, field] of [
      ['address=0x12&caipNetworkId=eip155:31337', 'address'],
      [`address=${alice}00&caipNetworkId=eip155:31337`, 'address'],
      [`address=${alice}&caipNetworkId=31337`, 'caipNetworkId'],
    ]) {
      expect(await ask(query ?? '')).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST', field } },
      })
    }
  })

  it('a token with inline metadata shows its own name and a safe image; unsafe images are dropped', async () => {
    const { parseTokenMetadata } = await import('../../chains/eip155/tokenMetadata.js')
    const json = (value: unknown) =>
      `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`
    expect(parseTokenMetadata(json({ name: 'Otter', image: 'https://img.example/1.png' }))).toEqual(
      { name: 'Otter', imageUrl: 'https://img.example/1.png' },
    )
    expect(parseTokenMetadata(json({ name: 'X', image: 'javascript:alert(1)' }))).toEqual({
      name: 'X',
    })
    expect(parseTokenMetadata(json({ image: 'data:text/html,<script>' }))).toEqual({})
    // Remote metadata is not fetched.
    expect(parseTokenMetadata('https://meta.example/1.json')).toEqual({})
    expect(parseTokenMetadata('')).toEqual({})
  })

  it('confirms each token with ownerOf: logs alone do not make an owner', async () => {
    // Move GWTC #1 to bob behind the contract's back (its _owners mapping is storage slot 3),
    // so no Transfer log tells it: alice's logs still name her, ownerOf does not.
    const slot = keccak256(
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [1n, 3n]),
    )
    await node.request('anvil_setStorageAt', [first.address, slot, pad(bob)])
    // In a block, as any state change on a chain is (the server's reads are cached per block).
    await node.request('evm_mine')
    expect(await heldBy(alice, [first])).toEqual(['GWTC #2', 'GWTC #3'])
    expect(await heldBy(bob, [first])).toEqual([])
  })
})
