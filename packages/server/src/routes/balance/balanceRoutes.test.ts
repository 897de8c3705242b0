import { createBalanceApiSource } from '@gangway/core'
import { eip155Family } from '@gangway/core/eip155'
import type { TokenBalance } from '@gangway/core/internal'
import {
  type AnvilNode,
  anvilPrivateKey,
  deployMulticall3,
  deployTestTokens,
  localPublicClient,
  startAnvil,
  TEST_TOKENS,
  type TestTokenSymbol,
  testTokenAbi,
} from '@gangway/testing'
import { type SolanaValidator, startSolanaValidator } from '@gangway/testing/solana/node'
import { type Address, createWalletClient, formatEther, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainConfig, ServerConfigInput } from '../../config/schema.js'
import {
  type RpcProxy,
  type StubHttp,
  startRpcProxy,
  startStubHttp,
} from '../../testing/rpcProxy.js'
import { ORIGIN, PROJECT, testConfig, useTestServers } from '../../testing/testServer.testing.js'

const holderKey = anvilPrivateKey(4)
const holder = privateKeyToAccount(holderKey).address
const stranger = privateKeyToAccount(anvilPrivateKey(5)).address
const SOLANA_OWNER = 'J4rvXGriBX3Eh7QchTYLD6fSu411M3eBuXY1Cxe2ShoH'
const SOLANA_OTHER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDwGvVMhSqWrHpbTN'
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const GHOST = '0x000000000000000000000000000000000000bEEF'

describe('GET /balance (anvil and the local Solana node)', { timeout: 20_000 }, () => {
  const servers = useTestServers()
  let node: AnvilNode
  let svm: SolanaValidator
  let proxy: RpcProxy
  let tokens: Record<TestTokenSymbol, Address>
  let multicall3: Address
  let priceSource: StubHttp
  let failingPrices: StubHttp
  let brokenRpc: StubHttp
  /** SPL mints on the local Solana node: classic Token, Token-2022, and one the owner lacks. */
  let splMints: { usdc: string; t22: string; unheld: string }
  /** Token reads one eth_call each; a price source that fails; and Solana. */
  let direct: string
  /** Token reads in one Multicall3 call; prices from a working source. */
  let batched: string
  /** A first RPC URL that answers 503, anvil second. */
  let fallback: string

  const evmChain = (rpcUrls: string[], extra: Partial<ChainConfig> = {}) => ({
    caipNetworkId: 'eip155:31337',
    rpcUrls,
    native: ETH,
    tokens: [
      ...(['USDC', 'DAI', 'USDT'] as const).map((symbol) => ({
        ...TEST_TOKENS[symbol],
        address: tokens[symbol],
        price: 1,
      })),
      // A listed token without a contract: skipped, the others answer.
      { address: GHOST, name: 'Ghost', symbol: 'GHO', decimals: 18 },
    ],
    ...extra,
  })
  const start = async (chains: ServerConfigInput['chains'], extra: Partial<ServerConfigInput>) =>
    (await servers(testConfig({ chains, ...extra }))).url

  /** The answer through core's balance API client (what the kit's `balanceApiUrl` reads). */
  /** `current`: the kit's refresh (sent with `Cache-Control: no-cache`: the chain's current head). */
  const balancesOf = async (
    url: string,
    address: string,
    caipNetworkId = 'eip155:31337',
    current = false,
  ) =>
    (
      (await createBalanceApiSource({ url }).getBalances(
        { address, caipNetworkId: caipNetworkId as TokenBalance['chainId'] },
        { current },
      )) as { balances: TokenBalance[] }
    ).balances
  const summary = (balances: TokenBalance[]) =>
    balances.map((b) => [b.symbol, b.quantity.numeric, b.value])

  beforeAll(async () => {
    ;[node, svm] = await Promise.all([startAnvil(), startSolanaValidator()])
    tokens = await deployTestTokens(node.rpcUrl, { deployer: holderKey, initialSupply: 500 })
    multicall3 = await deployMulticall3(node.rpcUrl)
    svm.airdrop(SOLANA_OWNER, 2_500_000_000n)
    splMints = {
      usdc: svm.createSplMint({ decimals: 6 }).address,
      t22: svm.createSplMint({ decimals: 9, program: 'token-2022' }).address,
      unheld: svm.createSplMint({ decimals: 6 }).address,
    }
    // Minted twice into the same token account.
    svm.mintSplTokens({ mint: splMints.usdc, owner: SOLANA_OWNER, amount: 1_000_000n })
    svm.mintSplTokens({ mint: splMints.usdc, owner: SOLANA_OWNER, amount: 500_000n })
    svm.mintSplTokens({ mint: splMints.t22, owner: SOLANA_OWNER, amount: 250_000_000n })
    svm.mintSplTokens({ mint: splMints.unheld, owner: SOLANA_OTHER, amount: 1n })
    ;[proxy, priceSource, failingPrices, brokenRpc] = await Promise.all([
      startRpcProxy(node.rpcUrl),
      startStubHttp({
        status: 200,
        body: {
          prices: {
            [`eip155:31337:${tokens.USDC.toLowerCase()}`]: 0.5,
            'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee': 2000,
          },
        },
      }),
      startStubHttp({ status: 503, body: { error: 'down' } }),
      startStubHttp({ status: 503, body: { error: 'unavailable' } }),
    ])
    const solana = {
      caipNetworkId: 'solana:localnet',
      rpcUrls: [svm.rpcUrl],
      native: { name: 'Solana', symbol: 'SOL', decimals: 9, price: 150 },
      tokens: [
        { address: splMints.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 },
        { address: splMints.unheld, name: 'Unheld', symbol: 'NONE', decimals: 6 },
        // Listed with the wrong decimals: the mint's own are reported.
        { address: splMints.t22, name: 'Token Twenty-Two', symbol: 'T22', decimals: 6 },
      ],
    }
    ;[direct, batched, fallback] = await Promise.all([
      start([evmChain([proxy.url]), solana], { prices: { url: failingPrices.url } }),
      // Its page reads share a head read for 1.5 s (default 250 ms): requests sent together
      // share one on a loaded machine too.
      start([evmChain([proxy.url], { multicall3, headShareMs: 1_500 })], {
        prices: { url: priceSource.url },
      }),
      start([evmChain([brokenRpc.url, node.rpcUrl])], {}),
    ])
  }, 180_000)
  afterAll(async () => {
    await Promise.all([proxy, priceSource, failingPrices, brokenRpc].map((stub) => stub?.close()))
    await Promise.all([node?.stop(), svm?.stop()])
  })

  it('answers the native balance and each listed token held, in the shape of spec §3', async () => {
    const [native, usdc, ...others] = await balancesOf(direct, holder)
    const wei = await localPublicClient(node.rpcUrl).getBalance({ address: holder })
    expect(native).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      address: `eip155:31337:${eip155Family.nativeTokenAddress}`,
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: formatEther(wei) },
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
    // The token without a contract is skipped.
    expect(summary(others)).toEqual([
      ['DAI', '500', 500],
      ['USDT', '500', 500],
    ])
  })

  it('with Multicall3 configured, reads every token in ONE eth_call; without, one each', async () => {
    const calls = async (url: string) => {
      // A new block, read at once (a current read): the server's reads of the last one (cached
      // per block) are not counted.
      await node.request('evm_mine')
      const before = proxy.count('eth_call')
      const balances = (await balancesOf(url, holder, 'eip155:31337', true)).map((b) => [
        b.symbol,
        b.quantity.numeric,
      ])
      return { balances, calls: proxy.count('eth_call') - before }
    }
    const one = await calls(direct)
    const many = await calls(batched)
    expect(one.calls).toBe(4)
    expect(many.calls).toBe(1)
    expect(many.balances).toEqual(one.balances)
    expect(many.balances.map(([symbol]) => symbol)).toEqual(['ETH', 'USDC', 'DAI', 'USDT'])
  })

  it('concurrent requests for one account at one block share the node reads (cached per block)', async () => {
    await node.request('evm_mine')
    const before = { call: proxy.count('eth_call'), balance: proxy.count('eth_getBalance') }
    // Current reads (a fresh head, as after a send), so no head read of an earlier test is shared.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => balancesOf(batched, holder, 'eip155:31337', true)),
    )
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(proxy.count('eth_call') - before.call).toBe(1)
    expect(proxy.count('eth_getBalance') - before.balance).toBe(1)
  })

  it("a page's requests while one head read is shared share one answer: the price source is asked once", async () => {
    await node.request('evm_mine')
    const before = priceSource.requests()
    // Five at once: the head read they share is the one the first starts (or an earlier one still
    // shared); without the kept answer each would ask the price source.
    const answers = await Promise.all(Array.from({ length: 5 }, () => balancesOf(batched, holder)))
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(priceSource.requests() - before).toBeLessThanOrEqual(1)
    // The kit's refresh after its own send (no-cache) computes its own.
    const shared = priceSource.requests()
    await balancesOf(batched, holder, 'eip155:31337', true)
    expect(priceSource.requests()).toBe(shared + 1)
  })

  it('follows transfers on both paths (as the kit refreshes after a send): tokens not held are left out', async () => {
    const quantities = async (url: string) =>
      (await balancesOf(url, stranger, 'eip155:31337', true)).map((b) => [
        b.symbol,
        b.quantity.numeric,
      ])
    expect(await quantities(batched)).toEqual([['ETH', '10000']])
    const wallet = createWalletClient({
      account: privateKeyToAccount(holderKey),
      transport: http(node.rpcUrl),
    })
    const hash = await wallet.writeContract({
      chain: null,
      address: tokens.DAI,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [stranger, parseUnits('12.5', 18)],
    })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    for (const url of [direct, batched]) {
      expect(await quantities(url)).toEqual([
        ['ETH', '10000'],
        ['DAI', '12.5'],
      ])
    }
  })

  it('prices come from the price source; a failing source leaves the fixed price or 0', async () => {
    const balances = await balancesOf(batched, holder)
    expect(balances[0]).toMatchObject({ symbol: 'ETH', price: 2000 })
    expect(balances.find((b) => b.symbol === 'USDC')).toMatchObject({ price: 0.5, value: 250 })
    // The source has no DAI price: its fixed price.
    expect(balances.find((b) => b.symbol === 'DAI')).toMatchObject({ price: 1 })
    const asked = new URL(priceSource.urls.at(-1) ?? '', priceSource.url).searchParams
    expect(asked.get('addresses')?.split(',')).toContain(`eip155:31337:${tokens.USDC}`)

    const failed = failingPrices.requests()
    const [native, usdc] = await balancesOf(direct, holder)
    expect(failingPrices.requests()).toBe(failed + 1)
    expect([native?.price, usdc?.price, usdc?.value]).toEqual([0, 1, 500])
  })

  it('answers SOL, then the listed SPL tokens held (Token and Token-2022), from the local Solana node', async () => {
    const balances = await balancesOf(direct, SOLANA_OWNER, 'solana:localnet')
    expect(summary(balances)).toEqual([
      ['SOL', '2.5', 375],
      ['USDC', '1.5', 1.5],
      ['T22', '0.25', 0],
    ])
    expect(balances.slice(1).map((b) => [b.address, b.quantity.decimals])).toEqual([
      [`solana:localnet:${splMints.usdc}`, '6'],
      [`solana:localnet:${splMints.t22}`, '9'],
    ])
    expect(summary(await balancesOf(direct, SOLANA_OTHER, 'solana:localnet'))).toEqual([
      ['SOL', '0', 0],
      ['NONE', '0.000001', 0],
    ])
  })

  it('a page on another origin may send the refresh: its preflight allows Cache-Control', async () => {
    const preflight = await fetch(`${direct}/balance?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'cache-control',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('cache-control')
  })

  it('falls back to the next RPC URL when the first answers 503: balances stay correct', async () => {
    const before = brokenRpc.requests()
    const wei = await localPublicClient(node.rpcUrl).getBalance({ address: holder })
    const balances = summary(await balancesOf(fallback, holder))
    expect(balances[0]).toEqual(['ETH', formatEther(wei), 0])
    expect(balances.slice(1).map(([symbol]) => symbol)).toEqual(['USDC', 'DAI', 'USDT'])
    expect(brokenRpc.requests()).toBeGreaterThan(before)
  })

  it('a network not served answers an empty list; malformed queries answer 400 naming the field', async () => {
    expect(await balancesOf(direct, holder, 'eip155:1')).toEqual([])
    const before = proxy.methods.length
    const ask = async (query: string) => {
      const response = await fetch(`${direct}/balance?${query}`)
      return { status: response.status, body: (await response.json()) as unknown }
    }
    for (const [query, field] of [
      ['address=0x12&caipNetworkId=eip155:31337', 'address'],
      [`address=${holder}00&caipNetworkId=eip155:31337`, 'address'],
      [`address=${holder}&caipNetworkId=31337`, 'caipNetworkId'],
      [`address=${holder}&caipNetworkId=eip155:`, 'caipNetworkId'],
      ['address=0OIl&caipNetworkId=solana:localnet', 'address'],
      ['caipNetworkId=eip155:31337', 'address'],
    ] as const) {
      expect(await ask(query)).toEqual({
        status: 400,
        body: {
          error: { code: 'INVALID_REQUEST', message: expect.stringMatching(`^${field}: `), field },
        },
      })
    }
    // Nothing reached the node, and the server still answers.
    expect(proxy.methods.length).toBe(before)
    expect((await ask(`address=${holder}&caipNetworkId=eip155:31337`)).status).toBe(200)
  })
})
