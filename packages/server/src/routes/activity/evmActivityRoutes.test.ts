import { setTimeout as sleep } from 'node:timers/promises'
import { createActivityApiSource } from '@gangway/core'
import {
  type AnvilNode,
  anvilPrivateKey,
  deployTestCollectibles,
  deployTestTokens,
  localPublicClient,
  startAnvil,
  TEST_TOKENS,
  type TestTokenSymbol,
  testCollectibleAbi,
  testTokenAbi,
  tetherTokenAbi,
} from '@gangway/testing'
import {
  type Abi,
  type Address,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RpcProxy, startRpcProxy } from '../../testing/rpcProxy.js'
import { testConfig, useTestServers } from '../../testing/testServer.testing.js'
import type { HistoryPage } from '../shared/answerSchemas.js'
import {
  historySummary,
  type SendOptions,
  type SentRequest,
  sendAndWait,
} from './evmActivity.testing.js'

const aliceKey = anvilPrivateKey(6)
const bobKey = anvilPrivateKey(7)
const carolKey = anvilPrivateKey(8)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address
const carol = privateKeyToAccount(carolKey).address
const dave = privateKeyToAccount(anvilPrivateKey(9)).address
const erinKey = anvilPrivateKey(4)
const erin = privateKeyToAccount(erinKey).address
const frank = privateKeyToAccount(anvilPrivateKey(5)).address
const USDC_ICON = 'https://icons.example.test/usdc.png'
const NOBODY = '0x000000000000000000000000000000000000c0de'

/** The chain's `headShareMs` here. */
const HEAD_SHARE_MS = 1_500

describe('GET /history on eip155 (Otterscan API of anvil)', { timeout: 30_000 }, () => {
  const servers = useTestServers()
  let node: AnvilNode
  let proxy: RpcProxy
  let url: string
  let tokens: Record<TestTokenSymbol, Address>
  const hashes = {} as Record<
    | 'ethSend'
    | 'selfSend'
    | 'usdcSend'
    | 'usdtSend'
    | 'approve'
    | 'failed'
    | 'transferFrom'
    | 'daiSend'
    | 'nftSend',
    Hash
  >
  let collection: Address

  const send = (key: Hex, request: SentRequest, options?: SendOptions) =>
    sendAndWait(node.rpcUrl, key, request, options)

  beforeAll(async () => {
    node = await startAnvil()
    // Three deployments from alice; she receives 500 of each token.
    tokens = await deployTestTokens(node.rpcUrl, { deployer: aliceKey, initialSupply: 500 })
    // Erin's collectible #1, listed below: she sends it to frank (after the server starts).
    collection = (
      await deployTestCollectibles(node.rpcUrl, { deployer: erinKey, to: erin, count: 1 })
    ).address
    proxy = await startRpcProxy(node.rpcUrl)
    const started = await servers(
      testConfig({
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            rpcUrls: [proxy.url],
            // A page's polls share a head read for this long (default 250 ms): long enough that
            // requests sent together share one on a loaded machine too.
            headShareMs: HEAD_SHARE_MS,
            native: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
            tokens: [
              { ...TEST_TOKENS.USDC, address: tokens.USDC, price: 1, iconUrl: USDC_ICON },
              { ...TEST_TOKENS.USDT, address: tokens.USDT, price: 1 },
              // DAI is deliberately not listed: its transfers are not reported.
            ],
            collections: [{ address: collection, name: 'Gangway Test Collectibles' }],
          },
        ],
      }),
    )
    url = started.url
    const token = (symbol: TestTokenSymbol, args: unknown[]) => ({
      address: tokens[symbol],
      abi: (symbol === 'USDT' ? tetherTokenAbi : testTokenAbi) as Abi,
      args,
    })
    hashes.ethSend = await send(aliceKey, { to: bob, value: parseEther('1.5') })
    hashes.selfSend = await send(aliceKey, { to: alice, value: parseEther('0.25') })
    hashes.usdcSend = await send(aliceKey, token('USDC', [bob, parseUnits('12.5', 6)]))
    hashes.usdtSend = await send(aliceKey, token('USDT', [bob, parseUnits('3', 6)]))
    hashes.approve = await send(aliceKey, token('USDC', [carol, parseUnits('100', 6)]), {
      functionName: 'approve',
    })
    // Bob holds 12.5 USDC: sending 1000 reverts (an explicit gas skips viem's estimation).
    hashes.failed = await send(bobKey, token('USDC', [alice, parseUnits('1000', 6)]), {
      gas: 100_000n,
    })
    // Carol moves 5 of alice's USDC to dave: alice appears only in the Transfer log.
    hashes.transferFrom = await send(carolKey, token('USDC', [alice, dave, parseUnits('5', 6)]), {
      functionName: 'transferFrom',
    })
    hashes.daiSend = await send(aliceKey, token('DAI', [bob, parseUnits('1', 18)]))
    hashes.nftSend = await send(
      erinKey,
      { address: collection, abi: testCollectibleAbi as Abi, args: [erin, frank, 1n] },
      { functionName: 'transferFrom' },
    )
  }, 120_000)
  afterAll(async () => {
    await proxy?.close()
    await node?.stop()
  })

  /**
   * `GET /history` over HTTP, as the kit's Activity tab asks it; `current`: as the kit asks after
   * its own send (`Cache-Control: no-cache`: the chain's current head, no kept page).
   */
  const ask = async (
    address: string,
    cursor?: string,
    caipNetworkId = 'eip155:31337',
    current = false,
  ) => {
    const query = new URLSearchParams({ address, caipNetworkId })
    if (cursor !== undefined) query.set('cursor', cursor)
    const response = await fetch(`${url}/history?${query}`, {
      ...(current && { headers: { 'cache-control': 'no-cache' } }),
    })
    return { status: response.status, body: (await response.json()) as HistoryPage }
  }
  const page = async (address: string, cursor?: string) => (await ask(address, cursor)).body
  const historyOf = async (address: Address) => (await page(address)).data
  const currentHistoryOf = async (address: Address) =>
    (await ask(address, undefined, 'eip155:31337', true)).body.data
  const summary = historySummary

  it('a native send: "send"/out for the sender, "receive"/in for the recipient', async () => {
    const [sent] = (await historyOf(alice)).filter((entry) => entry.id === hashes.ethSend)
    expect(sent).toEqual({
      id: hashes.ethSend,
      metadata: {
        minedAt: expect.any(String),
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: alice,
        sentTo: bob,
        hash: hashes.ethSend,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 3000,
          price: 2000,
        },
      ],
    })
    const [received] = (await historyOf(bob)).filter((entry) => entry.id === hashes.ethSend)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([
      ['in', '1.5'],
    ])
  })

  it('ERC-20 transfers (USDC and the USDT-style token) carry the token, quantity and value', async () => {
    const bobs = await historyOf(bob)
    const usdc = bobs.find((entry) => entry.id === hashes.usdcSend)
    // The parties are the token's sender and receiver (its Transfer log), not its contract.
    expect(usdc?.metadata).toMatchObject({ operationType: 'receive', sentFrom: alice, sentTo: bob })
    const usdcSent = (await historyOf(alice)).find((entry) => entry.id === hashes.usdcSend)
    expect(usdcSent?.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: alice,
      sentTo: bob,
    })
    expect(usdc?.transfers).toEqual([
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: USDC_ICON } },
        direction: 'in',
        quantity: { numeric: '12.5' },
        value: 12.5,
        price: 1,
      },
    ])
    const usdt = (await historyOf(alice)).find((entry) => entry.id === hashes.usdtSend)
    expect(usdt?.metadata).toMatchObject({ operationType: 'send', sentFrom: alice, sentTo: bob })
    expect(usdt?.transfers).toEqual([
      {
        fungible_info: { name: 'Tether USD', symbol: 'USDT', icon: { url: '' } },
        direction: 'out',
        quantity: { numeric: '3' },
        value: 3,
        price: 1,
      },
    ])
  })

  it("names the real counterparty: a transferFrom's owner and receiver, an approval's spender", async () => {
    const parties = async (owner: Address, hash: Hash) => {
      const entry = (await historyOf(owner)).find((item) => item.id === hash)
      return [entry?.metadata.operationType, entry?.metadata.sentFrom, entry?.metadata.sentTo]
    }
    // Carol moved alice's USDC to dave: alice sent to dave, dave received from alice.
    expect(await parties(alice, hashes.transferFrom)).toEqual(['execute', alice, dave])
    expect(await parties(dave, hashes.transferFrom)).toEqual(['receive', alice, dave])
    // Nothing of carol's moved: her call to the token contract.
    expect(await parties(carol, hashes.transferFrom)).toEqual(['execute', carol, tokens.USDC])
    expect(await parties(alice, hashes.approve)).toEqual(['approve', alice, carol])
  })

  it("a listed ERC-721 collection's token: sent to and received from the other account", async () => {
    expect((await historyOf(erin)).find((entry) => entry.id === hashes.nftSend)).toMatchObject({
      metadata: { operationType: 'send', status: 'confirmed', sentFrom: erin, sentTo: frank },
      transfers: [
        {
          nft_info: {
            name: 'Gangway Test Collectibles #1',
            flags: { is_spam: false },
            content: { preview: { url: '' } },
          },
          direction: 'out',
          quantity: { numeric: '1' },
        },
      ],
    })
    // Frank never sent a transaction: the Transfer log alone finds his receipt.
    expect(summary(await historyOf(frank))).toEqual([
      [hashes.nftSend, 'receive', 'confirmed', ['in 1 Gangway Test Collectibles #1']],
    ])
    expect((await historyOf(frank))[0]?.metadata).toMatchObject({ sentFrom: erin, sentTo: frank })
  })

  it('lists everything newest first, with approve, failed, deploy and log-only entries', async () => {
    const entries = await historyOf(alice)
    // The DAI send is alice's own transaction (listed), its token is not (no transfer).
    expect(summary(entries)).toEqual([
      [hashes.daiSend, 'execute', 'confirmed', []],
      [hashes.transferFrom, 'execute', 'confirmed', ['out 5 USDC']],
      [hashes.approve, 'approve', 'confirmed', []],
      [hashes.usdtSend, 'send', 'confirmed', ['out 3 USDT']],
      [hashes.usdcSend, 'send', 'confirmed', ['out 12.5 USDC']],
      [hashes.selfSend, 'send', 'confirmed', ['out 0.25 ETH']],
      [hashes.ethSend, 'send', 'confirmed', ['out 1.5 ETH']],
      // The deployments mint the supply to alice (a Transfer from 0x0); DAI is not listed.
      [expect.any(String), 'deploy', 'confirmed', ['in 500 USDT']],
      [expect.any(String), 'deploy', 'confirmed', []],
      [expect.any(String), 'deploy', 'confirmed', ['in 500 USDC']],
    ])
    expect(entries.at(-1)?.metadata).toMatchObject({ sentFrom: alice, sentTo: '' })
    expect(summary(await historyOf(bob))).toEqual([
      [hashes.failed, 'execute', 'failed', []],
      [hashes.usdtSend, 'receive', 'confirmed', ['in 3 USDT']],
      [hashes.usdcSend, 'receive', 'confirmed', ['in 12.5 USDC']],
      [hashes.ethSend, 'receive', 'confirmed', ['in 1.5 ETH']],
    ])
    expect(summary(await historyOf(carol))).toEqual([
      [hashes.transferFrom, 'execute', 'confirmed', []],
    ])
    expect(summary(await historyOf(dave))).toEqual([
      [hashes.transferFrom, 'receive', 'confirmed', ['in 5 USDC']],
    ])
  })

  it('minedAt is the ISO 8601 block timestamp, non-increasing down the list', async () => {
    const client = localPublicClient(node.rpcUrl)
    const entries = await historyOf(alice)
    for (const { metadata } of entries) {
      expect(new Date(metadata.minedAt).toISOString()).toBe(metadata.minedAt)
    }
    const receipt = await client.getTransactionReceipt({ hash: hashes.ethSend })
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const ethSend = entries.find((entry) => entry.id === hashes.ethSend)
    expect(ethSend?.metadata.minedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString())
    const times = entries.map((entry) => Date.parse(entry.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages by block cursor: 20 per page, disjoint pages that concatenate to the full list', async () => {
    const busy = privateKeyToAccount(anvilPrivateKey(3))
    const wallet = createWalletClient({ account: busy, transport: http(node.rpcUrl) })
    const sent: Hash[] = []
    for (let index = 0; index < 23; index++) {
      sent.push(await wallet.sendTransaction({ chain: null, to: NOBODY, value: BigInt(index + 1) }))
    }
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash: sent.at(-1) as Hash })
    const first = await page(busy.address)
    expect(first.data.map((entry) => entry.id)).toEqual(sent.slice(-20).reverse())
    expect(first.next).toMatch(/^\d+$/)
    const second = await page(busy.address, first.next)
    expect(second).toEqual({
      data: sent
        .slice(0, 3)
        .reverse()
        .map((id) => expect.objectContaining({ id })),
    })
    // Through core's activity client too (what the kit's activityApiUrl reads).
    const source = createActivityApiSource({ url })
    const again = (await source.getTransactions({
      address: busy.address,
      caipNetworkId: 'eip155:31337',
      cursor: first.next as string,
    })) as HistoryPage
    expect(again).toEqual(second)
    // Alice's whole list fits on one page: no next.
    expect((await page(alice)).next).toBeUndefined()
  })

  it('asks the node through its Otterscan API', async () => {
    const before = proxy.count('ots_searchTransactionsBefore')
    await currentHistoryOf(bob)
    expect(proxy.count('ots_searchTransactionsBefore')).toBe(before + 1)
  })

  it("a page's polls while one head read is shared ask the node once; a no-cache read asks again", async () => {
    const searches = () => proxy.count('ots_searchTransactionsBefore')
    // A new block, and the last shared head read's time over: the first poll below starts a new
    // one, which the others share.
    await send(bobKey, { to: carol, value: 1n })
    await sleep(HEAD_SHARE_MS)
    const before = searches()
    const polls = await Promise.all([1, 2, 3, 4, 5].map(() => historyOf(bob)))
    expect(searches()).toBe(before + 1)
    for (const poll of polls) expect(poll).toEqual(polls[0])
    // The kit's read after its own send (no-cache) reads the node again, and sees the new block.
    const sent = await send(bobKey, { to: carol, value: 2n })
    const current = await currentHistoryOf(bob)
    expect(searches()).toBe(before + 2)
    expect(current[0]?.id).toBe(sent)
  })

  it('an address with no activity answers an empty page; a lowercase address works', async () => {
    const nobody = '0x000000000000000000000000000000000000dEaD'
    expect(await ask(nobody)).toEqual({ status: 200, body: { data: [] } })
    const lower = await page(dave.toLowerCase())
    expect(lower.data.map((entry) => entry.id)).toEqual([hashes.transferFrom])
  })

  it('orders transactions of one block by index, highest first', async () => {
    const client = localPublicClient(node.rpcUrl)
    const wallet = createWalletClient({
      account: privateKeyToAccount(anvilPrivateKey(9)),
      transport: http(node.rpcUrl),
    })
    const nonce = await client.getTransactionCount({ address: dave })
    await node.request('evm_setAutomine', [false])
    try {
      const first = await wallet.sendTransaction({ chain: null, to: carol, value: 1n, nonce })
      const second = await wallet.sendTransaction({
        chain: null,
        to: carol,
        value: 2n,
        nonce: nonce + 1,
      })
      await node.request('evm_mine')
      const [a, b] = await Promise.all(
        [first, second].map((hash) => client.waitForTransactionReceipt({ hash })),
      )
      expect(a?.blockNumber).toBe(b?.blockNumber)
      expect(summary((await currentHistoryOf(dave)).slice(0, 2))).toEqual([
        [second, 'send', 'confirmed', ['out 0.000000000000000002 ETH']],
        [first, 'send', 'confirmed', ['out 0.000000000000000001 ETH']],
      ])
    } finally {
      await node.request('evm_setAutomine', [true])
    }
  })

  it('answers 400 naming the field to a bad cursor, address or network; nothing reaches the node', async () => {
    const before = proxy.methods.length
    for (const cursor of ['', '-1', '1.5', 'abc', ' 2', '0x10', '0']) {
      const { status, body } = await ask(alice, cursor)
      expect([status, (body as unknown as { error: { field: string } }).error.field]).toEqual([
        400,
        'cursor',
      ])
    }
    for (const address of ['0x12', 'alice', `${alice}00`]) {
      const { status, body } = await ask(address)
      expect([status, (body as unknown as { error: { field: string } }).error.field]).toEqual([
        400,
        'address',
      ])
    }
    const { status, body } = await ask(alice, undefined, 'eip155')
    expect([status, (body as unknown as { error: { field: string } }).error.field]).toEqual([
      400,
      'caipNetworkId',
    ])
    expect(proxy.methods.length).toBe(before)
    // A network this server does not serve: an empty list.
    expect(await ask(alice, undefined, 'eip155:1')).toEqual({ status: 200, body: { data: [] } })
  })

  it('a node without the Otterscan API answers 502 with a clear message', async () => {
    // anvil behind a proxy that refuses the ots_* methods, as a node without them does.
    const plain = await startRpcProxy(node.rpcUrl, { refuse: /^ots_/ })
    try {
      const other = await servers(
        testConfig({
          chains: [
            {
              caipNetworkId: 'eip155:31337',
              rpcUrls: [plain.url],
              native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            },
          ],
        }),
      )
      const response = await fetch(
        `${other.url}/history?address=${alice}&caipNetworkId=eip155:31337`,
      )
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({
        error: { code: 'UPSTREAM_FAILED', message: expect.stringContaining('Otterscan') },
      })
    } finally {
      await plain.close()
    }
  })
})
