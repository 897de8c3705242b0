/**
 * Test harness of the EVM adapters' behaviour suite: the adapter table, anvil nodes with
 * snapshot/revert between tests, a test wallet announced in the page over EIP-6963, and
 * adapters constructed the way the kit constructs them. Test-only (not in any package entry).
 */
import { EthersAdapter } from '@gangway/adapter-ethers'
import { Ethers5Adapter } from '@gangway/adapter-ethers/ethers5'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import type {
  AdapterCapabilities,
  AdapterEventMap,
  BaseAdapter,
  CaipNetwork,
  UniversalProviderLike,
} from '@gangway/core/adapter'
import { announceEip1193Provider } from '@gangway/core/eip155'
import {
  type AnvilNode,
  anvilPrivateKey,
  deployTestTokens,
  startAnvil,
  type TestTokenSymbol,
} from '@gangway/testing'
import { createTestWallet, type TestWallet } from '@gangway/testing/browser'
import { createAdapterContext } from '@gangway/testing/tools'
import { type Address, createPublicClient, erc20Abi, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

export const OWNER_KEY = anvilPrivateKey(0) // funded, and holds every test token's supply
export const OTHER_KEY = anvilPrivateKey(1)
export const OWNER = privateKeyToAccount(OWNER_KEY).address
export const OTHER = privateKeyToAccount(OTHER_KEY).address
export const RECEIVER = privateKeyToAccount(anvilPrivateKey(7)).address

/** The EVM capabilities every EVM adapter binds in `capabilities` and keeps as public methods. */
export const EVM_CAPABILITIES = [
  'getAccounts',
  'signTypedData',
  'estimateGas',
  'writeContract',
  'transferToken',
  'getWalletCapabilities',
  'getWalletAssets',
] as const satisfies readonly (keyof AdapterCapabilities)[]

export type EvmAdapter = BaseAdapter &
  Required<Pick<AdapterCapabilities, (typeof EVM_CAPABILITIES)[number]>> & {
    readonly capabilities: AdapterCapabilities
    destroy(): void
  }

export interface AdapterCase {
  name: string
  create(options: { networks: CaipNetwork[]; usdtAddresses: readonly string[] }): EvmAdapter
}

/** The three EVM adapters every behaviour test runs against. */
export const ADAPTERS: AdapterCase[] = [
  { name: 'wagmi', create: (options) => new WagmiAdapter(options) },
  { name: 'ethers v6', create: (options) => new EthersAdapter(options) },
  { name: 'ethers v5', create: (options) => new Ethers5Adapter(options) },
]

export const toNetwork = (node: AnvilNode, name: string): CaipNetwork => ({
  id: node.chainId,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${node.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [node.rpcUrl] } },
})

export interface Chains {
  main: AnvilNode
  second: AnvilNode
  tokens: Record<TestTokenSymbol, Address>
  networks: [CaipNetwork, CaipNetwork]
  /** The page's `window` (an EventTarget standing in for the browser's). */
  win: EventTarget & { ethereum?: unknown }
}

/**
 * Starts two anvil nodes (31337 with the test tokens, 31338 for switching) for the file, reverts
 * the main node to a snapshot after each test, and runs the registered cleanups.
 */
export function useAnvilChains(): { chains: Chains; cleanups: (() => unknown)[] } {
  const chains = {} as Chains
  const cleanups: (() => unknown)[] = []
  let snapshot: Hex
  beforeAll(async () => {
    const [main, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 31338 })])
    Object.assign(chains, {
      main,
      second,
      tokens: await deployTestTokens(main.rpcUrl),
      networks: [toNetwork(main, 'Anvil'), toNetwork(second, 'Second Anvil')],
      win: new EventTarget(),
    })
    vi.stubGlobal('window', chains.win)
  }, 60_000)
  afterAll(async () => {
    vi.unstubAllGlobals()
    await Promise.all([chains.main?.stop(), chains.second?.stop()])
  })
  beforeEach(async () => {
    snapshot = await chains.main.snapshot()
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    delete chains.win.ethereum
    await chains.main.revert(snapshot)
  })
  return { chains, cleanups }
}

interface WalletOptions {
  knowsSecondChain?: boolean
  name?: string
  rdns?: string
}

/** Helpers for one adapter of the table, over the file's chains. */
export function createHarness(
  adapterCase: AdapterCase,
  { chains, cleanups }: ReturnType<typeof useAnvilChains>,
) {
  /** The test wallet on the main chain (another wallet's name and rdns if given). */
  function testWallet(options: WalletOptions = {}): TestWallet {
    return createTestWallet({
      rpcUrl: chains.main.rpcUrl,
      chainId: chains.main.chainId,
      privateKeys: [OWNER_KEY, OTHER_KEY],
      chains: options.knowsSecondChain
        ? [{ id: chains.second.chainId, rpcUrl: chains.second.rpcUrl }]
        : [],
      ...(options.name ? { name: options.name } : {}),
      ...(options.rdns ? { rdns: options.rdns } : {}),
    })
  }

  /** A wallet in the page: announced over EIP-6963 until the test ends. */
  function walletInPage(options: WalletOptions = {}): TestWallet {
    const wallet = testWallet(options)
    cleanups.push(
      announceEip1193Provider(chains.win as never, { info: wallet.info, provider: wallet }),
    )
    return wallet
  }

  /**
   * A new adapter of the table, not set up yet (as a host constructs it before `createKit`);
   * destroyed when the test ends.
   */
  function newAdapter(options: { usdtAddresses?: readonly string[] } = {}) {
    const adapter = adapterCase.create({
      networks: chains.networks,
      usdtAddresses: options.usdtAddresses ?? [chains.tokens.USDT],
    })
    cleanups.push(async () => {
      await adapter.disconnect().catch(() => undefined)
      await adapter.destroy()
    })
    return adapter
  }

  /** A new adapter, set up the way the kit does it (one page load). */
  function loadAdapter(
    options: { usdtAddresses?: readonly string[]; universalProvider?: UniversalProviderLike } = {},
  ) {
    const { universalProvider } = options
    const context = createAdapterContext({
      networks: chains.networks,
      ...(universalProvider
        ? { universalProvider, pairWalletConnect: kitPairing(universalProvider) }
        : {}),
    })
    cleanups.push(() => context.abort()) // after the adapter's own cleanup (they run in reverse)
    const adapter = newAdapter(options)
    adapter.setup(context)
    return { adapter, context }
  }

  async function connected(options: { knowsSecondChain?: boolean } = {}) {
    const wallet = walletInPage(options)
    const { adapter } = loadAdapter()
    const result = await adapter.connect({ id: wallet.info.rdns })
    return { wallet, adapter, result }
  }

  const reader = (): PublicClient => createPublicClient({ transport: http(chains.main.rpcUrl) })
  const tokenBalance = (token: Address, owner: Address) =>
    reader().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  return {
    chains,
    cleanups,
    testWallet,
    walletInPage,
    newAdapter,
    loadAdapter,
    connected,
    reader,
    tokenBalance,
  }
}

export function recordEvents<E extends keyof AdapterEventMap>(adapter: EvmAdapter, event: E) {
  const seen: AdapterEventMap[E][] = []
  adapter.on(event, (payload) => seen.push(payload))
  return seen
}

/**
 * Counts the listeners the page holds on the wallet's events, from now on (a listener taken off
 * is counted down).
 */
export function recordListeners(wallet: TestWallet): () => Record<string, number> {
  const held = new Map<string, Set<unknown>>()
  const { on, removeListener, off } = wallet
  wallet.on = (event, listener) => {
    held.set(event, (held.get(event) ?? new Set()).add(listener))
    return on(event, listener)
  }
  wallet.removeListener = (event, listener) => {
    held.get(event)?.delete(listener)
    return removeListener(event, listener)
  }
  wallet.off = (event, listener) => {
    held.get(event)?.delete(listener)
    return off(event, listener)
  }
  return () =>
    Object.fromEntries([...held].flatMap(([event, set]) => (set.size ? [[event, set.size]] : [])))
}

/** Records the methods the page asks the wallet, from now on. */
export function recordMethods(wallet: TestWallet): string[] {
  const methods: string[] = []
  const original = wallet.request
  wallet.request = (args) => {
    methods.push(args.method)
    return original(args)
  }
  return methods
}

/**
 * The kit's one WalletConnect pairing over `universal` (its `pairWalletConnect`): a session
 * proposal when there is no session yet, then the provider.
 */
export function kitPairing(universal: UniversalProviderLike) {
  return async () => {
    // The stand-ins below answer any proposal with the test wallet's eip155 accounts.
    if (!universal.session) await universal.connect({ optionalNamespaces: {} })
    return universal
  }
}

/**
 * A stand-in for the kit's UniversalProvider whose "remote wallet" is a test wallet: the pairing
 * URI is announced, the session carries the wallet's accounts, and requests reach the wallet.
 */
export function universalProviderFor(wallet: TestWallet, chainId: number) {
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const provider: UniversalProviderLike & { connectCalls: unknown[] } = {
    connectCalls: [],
    session: undefined,
    async connect(params) {
      provider.connectCalls.push(params)
      for (const listener of listeners.get('display_uri') ?? []) listener('wc:gangway-test@2')
      const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
      provider.session = {
        topic: 'test-topic',
        namespaces: { eip155: { accounts: accounts.map((a) => `eip155:${chainId}:${a}`) } },
      }
      return provider.session
    },
    async disconnect() {
      provider.session = undefined
    },
    request: (args) => wallet.request(args as never) as never,
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
