/**
 * Test harness of the EVM adapters' behaviour suite: the adapter table, anvil nodes with
 * snapshot/revert between tests, a test wallet announced in the page over EIP-6963, and
 * adapters constructed the way the kit constructs them. Test-only (not in any package entry).
 */
import { EthersAdapter } from '@gangway/adapter-ethers'
import { Ethers5Adapter } from '@gangway/adapter-ethers/ethers5'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { createMemoryBackend, createStorage, type KitStorage } from '@gangway/core'
import { type AdapterContext, type AdapterEventMap, type BaseAdapter, type CaipNetwork, type ChainAdapter, type UniversalProviderLike } from '@gangway/core/adapter'
import { announceEip1193Provider } from '@gangway/core/eip155'
import {
  type AnvilNode,
  anvilPrivateKey,
  createTestWallet,
  deployTestTokens,
  startAnvil,
  type TestTokenSymbol,
  type TestWallet,
} from '@gangway/testing'
import { type Address, createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

export const OWNER_KEY = anvilPrivateKey(0) // funded, and holds every test token's supply
export const OTHER_KEY = anvilPrivateKey(1)
export const OWNER = privateKeyToAccount(OWNER_KEY).address
export const OTHER = privateKeyToAccount(OTHER_KEY).address
export const RECEIVER = privateKeyToAccount(anvilPrivateKey(7)).address

export type EvmAdapter = BaseAdapter & {
  signTypedData: NonNullable<ChainAdapter['signTypedData']>
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

/** Helpers for one adapter of the table, over the file's chains. */
export function createHarness(
  adapterCase: AdapterCase,
  { chains, cleanups }: ReturnType<typeof useAnvilChains>,
) {
  function testWallet(options: { knowsSecondChain?: boolean } = {}): TestWallet {
    return createTestWallet({
      rpcUrl: chains.main.rpcUrl,
      chainId: chains.main.chainId,
      privateKeys: [OWNER_KEY, OTHER_KEY],
      chains: options.knowsSecondChain
        ? [{ id: chains.second.chainId, rpcUrl: chains.second.rpcUrl }]
        : [],
    })
  }

  /** A wallet in the page: announced over EIP-6963 until the test ends. */
  function walletInPage(options: { knowsSecondChain?: boolean } = {}): TestWallet {
    const wallet = testWallet(options)
    cleanups.push(
      announceEip1193Provider(chains.win as never, { info: wallet.info, provider: wallet }),
    )
    return wallet
  }

  /** A new adapter, constructed the way the kit does it (one page load). */
  function loadAdapter(
    options: {
      storage?: KitStorage
      usdtAddresses?: readonly string[]
      universalProvider?: UniversalProviderLike
    } = {},
  ) {
    const storage = options.storage ?? createStorage({ backend: createMemoryBackend() })
    const { networks } = chains
    const adapter = adapterCase.create({
      networks,
      usdtAddresses: options.usdtAddresses ?? [chains.tokens.USDT],
    })
    const context: AdapterContext = {
      networks,
      storage,
      getUniversalProvider: async () => {
        if (options.universalProvider) return options.universalProvider
        throw new Error('no relay in this test')
      },
    }
    adapter.construct(context)
    adapter.syncConnectors()
    cleanups.push(async () => {
      await adapter.disconnect().catch(() => undefined)
      adapter.destroy()
    })
    return { adapter, storage }
  }

  async function connected(options: { knowsSecondChain?: boolean } = {}) {
    const wallet = walletInPage(options)
    const { adapter, storage } = loadAdapter()
    const result = await adapter.connect({ id: wallet.info.rdns })
    return { wallet, adapter, storage, result }
  }

  const reader = () => createPublicClient({ transport: http(chains.main.rpcUrl) })
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
