/**
 * The Swap flow's unit-test rig: a real local HTTP server scripted as the swap API (the
 * @gangway/server routes the flow calls) and as the network's JSON-RPC node (receipts), a kit
 * connected on its chain through a scripted adapter, with the account's balances from a scripted
 * balance source. Test-only.
 */
import type { ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import type { KitEvent } from '../events/catalogue.js'
import {
  type LocalServer,
  type RecordedRequest,
  startLocalServer,
} from '../http/localServer.testing.js'
import type { CreateKitOptions, Kit } from '../kit/types.js'
import { createMemoryBackend } from '../storage/backend.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetwork } from '../types/chain.js'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import { setSwapToToken } from './swapInput.js'

export const CHAIN = 'eip155:31337'
export const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const USDC_CONTRACT = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const DAI_CONTRACT = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
export const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
export const USDC = `${CHAIN}:${USDC_CONTRACT}`
export const DAI = `${CHAIN}:${DAI_CONTRACT}`
export const HASH = `0x${'ab'.repeat(32)}`
export const GAS_PRICE = 2_000_000_000n
export const SWAP_DATA = `0x7ff36ab5${'00'.repeat(32)}`
export const APPROVE_DATA = `0x095ea7b3${'00'.repeat(64)}`

/** An answer: a status and a JSON body, or 'hang' (never answers). */
export type Answer = { status?: number; body: unknown } | 'hang'
export type Route = (request: RecordedRequest) => Answer | Promise<Answer>

const OFFERED = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, price: 2000 },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, price: 1 },
  { name: 'Dai Stablecoin', symbol: 'DAI', address: DAI, decimals: 18, price: 1 },
]

/** The routes of a swap API that quotes 1 ETH = 1990 USDC, with no allowance given yet. */
export function defaultRoutes(): Record<string, Route> {
  return {
    '/swap/tokens': () => ({ body: { tokens: OFFERED } }),
    '/swap/prices': () => ({
      body: { fungibles: [{ address: NATIVE, name: 'Ether', symbol: 'ETH', price: 2000 }] },
    }),
    '/gas-price': () => ({
      body: { standard: String(GAS_PRICE), fast: String(GAS_PRICE), instant: String(GAS_PRICE) },
    }),
    '/swap/quote': (request) => {
      const amount = BigInt(request.url.searchParams.get('amount') ?? '0')
      const toUsdc = request.url.searchParams.get('to') === USDC
      // 1 ETH → 1990 USDC; 1 USDC → 0.99 DAI.
      const toAmount = toUsdc ? (amount * 1990n) / 10n ** 12n : amount * 99n * 10n ** 10n
      return { body: { quotes: [{ toAmount: String(toAmount), priceImpact: 0.5 }] } }
    },
    '/swap/allowance': () => ({ body: { allowance: '0' } }),
    '/swap/approve-tx': () => ({
      body: {
        tx: {
          from: USER,
          to: USDC_CONTRACT,
          data: APPROVE_DATA,
          value: '0',
          eip155: { gasPrice: String(GAS_PRICE) },
        },
      },
    }),
    '/swap/build-tx': (request) => {
      const params = request.url.searchParams
      const amount = BigInt(params.get('amount') ?? '0')
      const native = params.get('from') === NATIVE
      const toAmount = native ? (amount * 1990n) / 10n ** 12n : amount * 99n * 10n ** 10n
      return {
        body: {
          tx: {
            from: USER,
            to: ROUTER,
            data: SWAP_DATA,
            value: native ? String(amount) : '0',
            eip155: { gas: '120000', gasPrice: String(GAS_PRICE) },
          },
          toAmount: String(toAmount),
          minimumToAmount: String((toAmount * 99n) / 100n),
          deadline: 1_900_000_000,
        },
      }
    },
    '/rpc': () => ({
      body: { jsonrpc: '2.0', id: 1, result: { status: '0x1', transactionHash: HASH } },
    }),
  }
}

export const network = (server: LocalServer): CaipNetwork => ({
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  caipNetworkId: CHAIN,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${server.baseUrl}/rpc`] } },
  blockExplorers: { default: { name: 'Local', url: 'https://explorer.invalid' } },
})

const balance = (
  symbol: string,
  address: string,
  decimals: number,
  numeric: string,
  price: number,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  address,
  value: Number(numeric) * price,
  price,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

/** The account holds 10 ETH and 5,000 USDC (no DAI). */
export const BALANCES = [
  balance('ETH', NATIVE, 18, '10', 2000),
  balance('USDC', USDC, 6, '5000', 1),
]

function reply(response: ServerResponse, answer: Answer, request: RecordedRequest) {
  if (answer === 'hang') return
  // A JSON-RPC answer carries each call's id (one call, or a batch).
  let body = answer.body
  if (request.url.pathname === '/rpc' && request.body) {
    const calls = JSON.parse(request.body) as { id: unknown } | { id: unknown }[]
    const one = (call: { id: unknown }) => ({ ...(answer.body as object), id: call.id })
    body = Array.isArray(calls) ? calls.map(one) : one(calls)
  }
  response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * Call at a test file's top level: one server for the file (its routes back to the defaults
 * before each test) and `swapKit()`, a kit connected on its chain; kits are destroyed after each
 * test.
 */
export function useSwapRig() {
  const rig = {
    server: undefined as unknown as LocalServer,
    routes: {} as Record<string, Route>,
    balances: [...BALANCES] as TokenBalance[],
    /** How often the balance source was read. */
    balanceReads: 0,
    /** The requests of a path, in order. */
    requests: (path: string) => rig.server.requests.filter((r) => r.url.pathname === path),
    swapKit,
    swapKitToUsdc,
  }
  const kits: Kit[] = []
  beforeAll(async () => {
    rig.server = await startLocalServer()
    rig.server.handle((request, response) => {
      const route = rig.routes[request.url.pathname]
      if (!route) return reply(response, { status: 404, body: { error: 'not found' } }, request)
      void Promise.resolve(route(request)).then((answer) => reply(response, answer, request))
    })
  })
  afterAll(() => rig.server.close())
  beforeEach(() => {
    rig.server.requests.length = 0
    rig.routes = defaultRoutes()
    rig.balances = [...BALANCES]
  })
  afterEach(async () => {
    for (const kit of kits.splice(0)) await kit.destroy()
  })

  /** A kit with the swap API on the rig's server, connected; its events recorded. */
  async function swapKit(options: Partial<CreateKitOptions> = {}) {
    const adapter = new MockAdapter('eip155', {
      connectors: connectorsFor('eip155'),
      address: USER,
      chainId: 31337,
    })
    adapter.nativeBalance = { balance: '10', symbol: 'ETH' }
    const chain = network(rig.server)
    const kit = createKit({
      adapters: [adapter],
      networks: [chain],
      storage: createMemoryBackend(),
      logger: { error: vi.fn(), warn: vi.fn() },
      environment: plainEnvironment(),
      reconnectOnStart: false,
      swapApiUrl: rig.server.baseUrl,
      swapNetworks: [CHAIN],
      balanceSource: {
        getBalances: async () => {
          rig.balanceReads += 1
          return { balances: rig.balances }
        },
      },
      ...options,
    })
    kits.push(kit)
    const events: KitEvent[] = []
    kit.subscribeEvents((event) => {
      if (/SWAP/.test(event.name)) events.push(event)
    })
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    kit.controllers.router.reset('Account')
    kit.controllers.router.push('Swap')
    return { kit, adapter, chain, events, names: () => events.map((event) => event.name) }
  }

  /** `swapKit()` with the flow initialized and USDC chosen to buy (with ETH, the default). */
  async function swapKitToUsdc() {
    const made = await swapKit()
    const { kit } = made
    await initializeSwap(kit)
    const state = () => getSwapController(kit).getState()
    setSwapToToken(
      kit,
      state().tokens?.find((token) => token.address === USDC),
    )
    return { ...made, state }
  }

  return rig
}

/** The router's view and history. */
export const routerOf = (kit: Kit) => {
  const { view, history } = kit.stores.router.getState()
  return { view, history }
}
