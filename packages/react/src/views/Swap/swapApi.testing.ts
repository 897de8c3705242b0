// A scripted swap API and JSON-RPC node for the Swap views' tests: the calls of spec §7 as the
// operator's @gangway/server answers them (routes/swap), on a chain where 1 ETH = 2,000 USD.
// Each answer can be slowed down or failed; every request is logged.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { KitEvent } from '@gangway/core'
import type { TokenBalance } from '@gangway/core/internal'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, connect, createTestKit, network } from '../../testing/testKit.testing.js'

export const CHAIN = 'eip155:1'
export const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
export const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
export const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
export const GWEI = 1_000_000_000n
export const HASH = `0x${'ab'.repeat(32)}`
const MAX_UINT = ((1n << 256n) - 1n).toString()

/** The offered tokens: native first (spec §7 /swap/tokens), USD prices fixed. */
export const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, price: 2000 },
  { name: 'USD Coin', symbol: 'USDC', address: `${CHAIN}:${USDC}`, decimals: 6, price: 1 },
  { name: 'Dai', symbol: 'DAI', address: `${CHAIN}:${DAI}`, decimals: 18, price: 1 },
  { name: 'Tether', symbol: 'USDT', address: `${CHAIN}:${USDT}`, decimals: 6, price: 1 },
]

type Route =
  | 'swap/tokens'
  | 'swap/prices'
  | 'gas-price'
  | 'swap/quote'
  | 'swap/allowance'
  | 'swap/approve-tx'
  | 'swap/build-tx'

export interface SwapApiScript {
  url: string
  rpcUrl: string
  /** Every swap API call, as `route?query`. */
  calls: string[]
  /** Routes answering 500. */
  failing: Set<Route>
  /** Extra delay per route (ms). */
  delays: Partial<Record<Route, number>>
  /** Allowance per lower-case token contract (native: unlimited); 0 unless set. */
  allowances: Map<string, bigint>
  close(): Promise<void>
}

const tokenOf = (address: string) =>
  TOKENS.find((token) => token.address.toLowerCase() === address.toLowerCase())

/** What the pools pay: the USD value at the fixed prices, less 0.3 % (a V2 pool's fee). */
export function quoteOf(from: string, to: string, amount: bigint): bigint {
  const source = tokenOf(from)
  const target = tokenOf(to)
  if (!source || !target) return 0n
  const usdMicros = (amount * BigInt(source.price * 1_000_000)) / 10n ** BigInt(source.decimals)
  const out = (usdMicros * 10n ** BigInt(target.decimals)) / BigInt(target.price * 1_000_000)
  return (out * 997n) / 1000n
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function swapAnswer(script: SwapApiScript, route: Route, query: URLSearchParams): unknown {
  const from = query.get('from') ?? ''
  const to = query.get('to') ?? ''
  const amount = BigInt(query.get('amount') ?? '0')
  const gas = { gasPrice: GWEI.toString() }
  switch (route) {
    case 'swap/tokens':
      return { tokens: TOKENS }
    case 'swap/prices':
      return {
        fungibles: (query.get('addresses') ?? '')
          .split(',')
          .flatMap((address) => tokenOf(address) ?? [])
          .map(({ address, name, symbol, price }) => ({ address, name, symbol, price })),
      }
    case 'gas-price':
      return { standard: GWEI.toString(), fast: GWEI.toString(), instant: GWEI.toString() }
    case 'swap/quote':
      return {
        quotes: [
          {
            fromAccount: ADDRESS,
            toAccount: ADDRESS,
            fromAmount: amount.toString(),
            toAmount: quoteOf(from, to, amount).toString(),
            path: [from, to],
            priceImpact: 0.05,
          },
        ],
      }
    case 'swap/allowance': {
      const token = (query.get('tokenAddress') ?? '').toLowerCase()
      if (token === NATIVE.toLowerCase()) return { allowance: MAX_UINT }
      return { allowance: (script.allowances.get(token.split(':')[2] ?? '') ?? 0n).toString() }
    }
    case 'swap/approve-tx':
      return {
        tx: {
          from: ADDRESS,
          to: from.split(':')[2],
          data: `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
          value: '0',
          eip155: gas,
        },
      }
    case 'swap/build-tx': {
      const toAmount = quoteOf(from, to, amount)
      return {
        tx: {
          from: ADDRESS,
          to: ROUTER,
          data: `0x7ff36ab5${'00'.repeat(32)}`,
          value: from.toLowerCase() === NATIVE.toLowerCase() ? amount.toString() : '0',
          eip155: { gas: '150000', ...gas },
        },
        toAmount: toAmount.toString(),
        minimumToAmount: ((toAmount * 99n) / 100n).toString(),
        deadline: Math.floor(Date.now() / 1000) + 1200,
      }
    }
  }
}

/** A node for the kit's reads: chain id, gas price, and a mined receipt for any hash. */
function rpcAnswer(method: string, params: unknown[]): unknown {
  if (method === 'eth_chainId') return '0x1'
  if (method === 'eth_gasPrice') return `0x${GWEI.toString(16)}`
  if (method === 'eth_blockNumber') return '0x10'
  if (method === 'eth_getTransactionReceipt')
    return {
      transactionHash: params[0],
      status: '0x1',
      blockNumber: '0x10',
      blockHash: `0x${'cd'.repeat(32)}`,
      transactionIndex: '0x0',
      gasUsed: '0xc350',
      cumulativeGasUsed: '0xc350',
      effectiveGasPrice: `0x${GWEI.toString(16)}`,
      from: ADDRESS,
      to: ROUTER,
      logs: [],
      logsBloom: `0x${'00'.repeat(256)}`,
      contractAddress: null,
      type: '0x0',
    }
  return '0x1'
}

async function body(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

/** Starts the scripted swap API (`url`) with its node (`rpcUrl`) on a free local port. */
export async function startSwapApi(): Promise<SwapApiScript> {
  let server: Server | undefined
  const script: SwapApiScript = {
    url: '',
    rpcUrl: '',
    calls: [],
    failing: new Set(),
    delays: {},
    allowances: new Map(),
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/rpc') {
      const calls = JSON.parse(await body(request)) as
        | { id: number; method: string; params?: unknown[] }
        | { id: number; method: string; params?: unknown[] }[]
      const reply = (call: { id: number; method: string; params?: unknown[] }) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: rpcAnswer(call.method, call.params ?? []),
      })
      return answer(response, 200, Array.isArray(calls) ? calls.map(reply) : reply(calls))
    }
    const route = url.pathname.replace(/^\/+/, '') as Route
    script.calls.push(`${route}?${url.searchParams.toString()}`)
    const delay = script.delays[route]
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (script.failing.has(route)) return answer(response, 500, { error: { code: 'UPSTREAM' } })
    const result = swapAnswer(script, route, url.searchParams)
    return result === undefined ? answer(response, 404, {}) : answer(response, 200, result)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  script.url = origin
  script.rpcUrl = `${origin}/rpc`
  return script
}

/**
 * Call at a test file's top level: a fresh API for each test (`swap.api`); after it, the kits the
 * test put in `swap.kits` are destroyed, the page is emptied and the API closed.
 */
export function swapApiPerTest(): { api: SwapApiScript; kits: GangwayKit[] } {
  const swap = { kits: [] as GangwayKit[] } as { api: SwapApiScript; kits: GangwayKit[] }
  beforeEach(async () => {
    swap.api = await startSwapApi()
  })
  afterEach(async () => {
    for (const kit of swap.kits.splice(0)) kit.destroy()
    document.body.replaceChildren()
    await swap.api.close()
  })
  return swap
}

const row = (
  symbol: string,
  numeric: string,
  decimals: number,
  price: number,
  address?: string,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address: `${CHAIN}:${address}` } : {}),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

/** The account's balances: ETH 2 and USDC 50 (no DAI, no USDT). */
export const BALANCES: TokenBalance[] = [row('ETH', '2', 18, 2000), row('USDC', '50', 6, 1, USDC)]

/** A connected kit on Ethereum with the scripted swap API, its wallet recording what it sends. */
export async function swapKit(api: SwapApiScript, balances: TokenBalance[] = BALANCES) {
  const made = createTestKit({
    networks: [{ ...network(1, 'Ethereum'), rpcUrls: { default: { http: [api.rpcUrl] } } }],
    balanceSource: { getBalances: async () => ({ balances }) },
    swapApiUrl: api.url,
  })
  const sent: { to?: string; data?: string; value?: bigint }[] = []
  made.adapter.sendTransaction = async (params) => {
    sent.push(params as (typeof sent)[number])
    return { hash: HASH }
  }
  await connect(made.kit)
  await vi.waitFor(() => expect(made.kit.getAccount().address).toBe(ADDRESS))
  return { ...made, sent }
}

/**
 * A connected kit on Account, then Swap through its Swap button, init done (ETH, amount 1);
 * the kit's events are recorded.
 */
export async function openSwap(api: SwapApiScript, balances?: TokenBalance[]) {
  const made = await swapKit(api, balances)
  const events: string[] = []
  made.kit.subscribeEvents((event: KitEvent) => events.push(event.name))
  await openModal(made.kit, { view: 'Account' })
  await vi.waitFor(() => expect(inModal('[data-feature="swaps"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  inModal<HTMLButtonElement>('[data-feature="swaps"]')?.click()
  await vi.waitFor(() => expect(inModal('[data-testid="swap-view"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  await vi.waitFor(() =>
    expect(inModal('[data-testid="swap-source-token"]')?.textContent).toContain('ETH'),
  )
  return { ...made, events }
}

/** Picks the token with `symbol` in SwapSelectToken (opened for `side`), back on Swap. */
export async function pickToken(
  kit: Awaited<ReturnType<typeof swapKit>>['kit'],
  side: 'source' | 'to',
  symbol: string,
) {
  kit.controllers.router.push('SwapSelectToken', { swapSide: side })
  const option = () =>
    Array.from(
      inModal('[data-testid="swap-select-token"]')?.querySelectorAll<HTMLElement>(
        '[data-testid="swap-token-option"]',
      ) ?? [],
    ).find(
      (element) => element.querySelector('.gw-list-item-label')?.firstChild?.textContent === symbol,
    )
  await vi.waitFor(() => expect(option()).toBeDefined(), { timeout: 10_000 })
  option()?.click()
  await vi.waitFor(() => expect(inModal('[data-testid="swap-view"]')).not.toBeNull(), {
    timeout: 10_000,
  })
}
