/**
 * The one behaviour suite of the EVM adapters: the same table of tests runs against the wagmi,
 * ethers v6 and ethers v5 adapters, on a real anvil node, with the @gangway/testing wallet
 * found the way browsers find wallets (EIP-6963 announcements on `window`).
 */
import { EthersAdapter } from '@gangway/adapter-ethers'
import { Ethers5Adapter } from '@gangway/adapter-ethers/ethers5'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import {
  type AdapterContext,
  type AdapterEventMap,
  announceEip1193Provider,
  type BaseAdapter,
  type CaipNetwork,
  type ChainAdapter,
  createMemoryBackend,
  createStorage,
  ERROR_CATALOGUE,
  KitError,
  type KitStorage,
} from '@gangway/core'
import {
  type AnvilNode,
  anvilPrivateKey,
  createTestWallet,
  deployTestTokens,
  startAnvil,
  type TestTokenSymbol,
  type TestWallet,
} from '@gangway/testing'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const OWNER_KEY = anvilPrivateKey(0) // funded, and holds every test token's supply
const OTHER_KEY = anvilPrivateKey(1)
const OWNER = privateKeyToAccount(OWNER_KEY).address
const RECEIVER = privateKeyToAccount(anvilPrivateKey(7)).address

let main: AnvilNode
let second: AnvilNode
let tokens: Record<TestTokenSymbol, Address>
let snapshot: Hex
let win: EventTarget

const network = (node: AnvilNode, name: string): CaipNetwork => ({
  id: node.chainId,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${node.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [node.rpcUrl] } },
})

type EvmAdapter = BaseAdapter & {
  signTypedData: NonNullable<ChainAdapter['signTypedData']>
  destroy(): void
}

interface AdapterCase {
  name: string
  create(options: { networks: CaipNetwork[]; usdtAddresses: readonly string[] }): EvmAdapter
}

const ADAPTERS: AdapterCase[] = [
  { name: 'wagmi', create: (options) => new WagmiAdapter(options) },
  { name: 'ethers v6', create: (options) => new EthersAdapter(options) },
  { name: 'ethers v5', create: (options) => new Ethers5Adapter(options) },
]

beforeAll(async () => {
  ;[main, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 31338 })])
  tokens = await deployTestTokens(main.rpcUrl)
  win = new EventTarget()
  vi.stubGlobal('window', win)
}, 60_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  await Promise.all([main?.stop(), second?.stop()])
})

beforeEach(async () => {
  snapshot = await main.snapshot()
})

const cleanups: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await main.revert(snapshot)
})

const reader = () => createPublicClient({ transport: http(main.rpcUrl) })
const tokenBalance = (token: Address, owner: Address) =>
  reader().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe.each(ADAPTERS)('$name adapter on anvil', ({ create }) => {
  let networks: CaipNetwork[]
  let mainNetwork: CaipNetwork
  let secondNetwork: CaipNetwork

  beforeAll(() => {
    mainNetwork = network(main, 'Anvil')
    secondNetwork = network(second, 'Second Anvil')
    networks = [mainNetwork, secondNetwork]
  })

  /** A wallet in the page: announced over EIP-6963 until the test ends. */
  function walletInPage(options: { knowsSecondChain?: boolean; connected?: boolean } = {}) {
    const wallet = createTestWallet({
      rpcUrl: main.rpcUrl,
      chainId: main.chainId,
      privateKeys: [OWNER_KEY, OTHER_KEY],
      connected: options.connected ?? false,
      chains: options.knowsSecondChain ? [{ id: second.chainId, rpcUrl: second.rpcUrl }] : [],
    })
    const stop = announceEip1193Provider(win as never, { info: wallet.info, provider: wallet })
    cleanups.push(stop)
    return wallet
  }

  /** A new adapter, constructed the way the kit does it (a page load). */
  function loadAdapter(storage: KitStorage = createStorage({ backend: createMemoryBackend() })) {
    const adapter = create({ networks, usdtAddresses: [tokens.USDT] })
    const context: AdapterContext = {
      networks,
      storage,
      getUniversalProvider: () => Promise.reject(new Error('no relay in this test')),
    }
    adapter.construct(context)
    adapter.syncConnectors()
    cleanups.push(async () => {
      await adapter.disconnect().catch(() => undefined)
      adapter.destroy()
    })
    return { adapter, storage }
  }

  async function connected(options: Parameters<typeof walletInPage>[0] = {}) {
    const wallet = walletInPage(options)
    const { adapter, storage } = loadAdapter()
    const result = await adapter.connect({ id: wallet.info.rdns })
    return { wallet, adapter, storage, result }
  }

  function recordEvents<E extends keyof AdapterEventMap>(adapter: EvmAdapter, event: E) {
    const seen: AdapterEventMap[E][] = []
    adapter.on(event, (payload) => seen.push(payload))
    return seen
  }

  function recordMethods(wallet: TestWallet) {
    const methods: string[] = []
    const original = wallet.request
    wallet.request = (args) => {
      methods.push(args.method)
      return original(args)
    }
    return methods
  }

  it('discovers the announced wallet with its own name, icon and rdns, plus WalletConnect', () => {
    const wallet = walletInPage()
    const { adapter } = loadAdapter()
    const connectors = adapter.getConnectors()
    expect(connectors.find((c) => c.id === wallet.info.rdns)).toMatchObject({
      type: 'ANNOUNCED',
      chain: 'eip155',
      name: wallet.info.name,
      imageUrl: wallet.info.icon,
      info: { rdns: wallet.info.rdns },
      provider: wallet,
    })
    expect(connectors.map((c) => c.type)).toContain('WALLET_CONNECT')
  })

  it('connects, reports the accounts and chain, and hands out the wallet provider', async () => {
    const { wallet, adapter, result } = await connected()
    expect(result).toMatchObject({ id: wallet.info.rdns, address: OWNER, chainId: main.chainId })
    expect(result.accounts?.map((a) => a.address)).toEqual(wallet.getAddresses())
    expect(adapter.getProvider()).toBe(wallet)
    const { accounts } = await adapter.getAccounts({ id: wallet.info.rdns })
    expect(accounts[0]).toEqual({ namespace: 'eip155', address: OWNER, type: 'eoa' })
  })

  it('signs a message (personal_sign) that viem verifies', async () => {
    const { adapter } = await connected()
    const message = 'Gangway says hello'
    const { signature } = await adapter.signMessage({ message, address: OWNER })
    expect(await verifyMessage({ address: OWNER, message, signature: signature as Hex })).toBe(true)
    expect(await verifyMessage({ address: RECEIVER, message, signature: signature as Hex })).toBe(
      false,
    )
  })

  it('signs typed data (v4) that viem verifies', async () => {
    const { adapter } = await connected()
    const typed = {
      domain: { name: 'Gangway', version: '1', chainId: main.chainId },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: RECEIVER, contents: 'ahoy' },
    } as const
    const { signature } = await adapter.signTypedData({
      address: OWNER,
      ...typed,
      types: { Mail: [...typed.types.Mail] },
    })
    expect(await verifyTypedData({ address: OWNER, ...typed, signature: signature as Hex })).toBe(
      true,
    )
  })

  it('sends a native transfer and the balances change', async () => {
    const { adapter } = await connected()
    const before = await reader().getBalance({ address: RECEIVER })
    const { hash } = await adapter.sendTransaction({
      to: RECEIVER,
      value: parseEther('1.5'),
      address: OWNER,
    })
    const receipt = await reader().waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(await reader().getBalance({ address: RECEIVER })).toBe(before + parseEther('1.5'))
    const shown = await adapter.getBalance({ address: RECEIVER, caipNetwork: mainNetwork })
    expect(shown).toEqual({
      balance: adapter.formatUnits(before + parseEther('1.5'), 18),
      symbol: 'ETH',
      decimals: 18,
    })
  })

  it('estimates gas for a plain transfer', async () => {
    const { adapter } = await connected()
    const { gas } = await adapter.estimateGas({
      address: OWNER,
      to: RECEIVER,
      value: 1n,
      caipNetwork: mainNetwork,
    })
    expect(gas).toBe(21_000n)
  })

  it('transfers and approves an ERC-20 token', async () => {
    const { adapter } = await connected()
    const amount = parseUnits('12.5', 6)
    const { hash } = await adapter.writeContract({
      tokenAddress: tokens.USDC,
      receiverAddress: RECEIVER,
      tokenAmount: amount,
      fromAddress: OWNER,
      method: 'transfer',
    })
    await reader().waitForTransactionReceipt({ hash: hash as Hex })
    expect(await tokenBalance(tokens.USDC, RECEIVER)).toBe(amount)

    const approval = await adapter.writeContract({
      tokenAddress: tokens.DAI,
      receiverAddress: RECEIVER,
      tokenAmount: 7n,
      fromAddress: OWNER,
      method: 'approve',
    })
    await reader().waitForTransactionReceipt({ hash: approval.hash as Hex })
    expect(
      await reader().readContract({
        address: tokens.DAI,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [OWNER, RECEIVER],
      }),
    ).toBe(7n)
  })

  it('sends the USDT-style token through the USDT path', async () => {
    const { adapter } = await connected()
    const amount = parseUnits('3', 6)
    const { hash } = await adapter.writeContract({
      tokenAddress: tokens.USDT,
      receiverAddress: RECEIVER,
      tokenAmount: amount,
      fromAddress: OWNER,
      method: 'transfer',
    })
    await reader().waitForTransactionReceipt({ hash: hash as Hex })
    expect(await tokenBalance(tokens.USDT, RECEIVER)).toBe(amount)
  })

  it('fails the same USDT transfer when the token is not on the USDT list (the path matters)', async () => {
    const wallet = walletInPage()
    const adapter = create({ networks, usdtAddresses: [] })
    adapter.construct({
      networks,
      storage: createStorage({ backend: createMemoryBackend() }),
      getUniversalProvider: () => Promise.reject(new Error('no relay')),
    })
    adapter.syncConnectors()
    cleanups.push(() => adapter.destroy())
    await adapter.connect({ id: wallet.info.rdns })
    const methods = recordMethods(wallet)
    await expect(
      adapter.writeContract({
        tokenAddress: tokens.USDT,
        receiverAddress: RECEIVER,
        tokenAmount: 1n,
        fromAddress: OWNER,
        method: 'transfer',
      }),
    ).rejects.toThrow()
    expect(methods).not.toContain('eth_sendTransaction')
    expect(await tokenBalance(tokens.USDT, RECEIVER)).toBe(0n)
    await adapter.disconnect()
  })

  it('adds a chain the wallet lacks before switching to it', async () => {
    const { wallet, adapter } = await connected()
    const methods = recordMethods(wallet)
    const switched = recordEvents(adapter, 'switchNetwork')
    await adapter.switchNetwork({ caipNetwork: secondNetwork })
    const firstSwitch = methods.indexOf('wallet_switchEthereumChain')
    const add = methods.indexOf('wallet_addEthereumChain')
    expect(firstSwitch).toBeGreaterThanOrEqual(0)
    expect(add).toBeGreaterThan(firstSwitch)
    expect(await wallet.getChainId()).toBe(second.chainId)
    await vi.waitFor(() => expect(switched.at(-1)).toMatchObject({ chainId: second.chainId }))
  })

  it('switches without adding when the wallet knows the chain', async () => {
    const { wallet, adapter } = await connected({ knowsSecondChain: true })
    const methods = recordMethods(wallet)
    await adapter.switchNetwork({ caipNetwork: secondNetwork })
    expect(methods).toContain('wallet_switchEthereumChain')
    expect(methods).not.toContain('wallet_addEthereumChain')
    expect(await wallet.getChainId()).toBe(second.chainId)
  })

  it('surfaces a rejected request (4001) as the catalogue USER_REJECTED error', async () => {
    const { wallet, adapter } = await connected()
    wallet.rejectNext('personal_sign')
    const error = await adapter.signMessage({ message: 'no', address: OWNER }).catch((e) => e)
    expect(error).toBeInstanceOf(KitError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: ERROR_CATALOGUE.USER_REJECTED.short,
    })

    wallet.rejectNext('eth_sendTransaction')
    await expect(
      adapter.sendTransaction({ to: RECEIVER, value: 1n, address: OWNER }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('surfaces a rejected connection request as USER_REJECTED', async () => {
    const wallet = walletInPage()
    const { adapter } = loadAdapter()
    wallet.rejectNext()
    await expect(adapter.connect({ id: wallet.info.rdns })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('follows accountsChanged and chainChanged live, and a wallet-side disconnect', async () => {
    const { wallet, adapter } = await connected({ knowsSecondChain: true })
    const accounts = recordEvents(adapter, 'accountChanged')
    const chains = recordEvents(adapter, 'switchNetwork')
    const disconnects = recordEvents(adapter, 'disconnect')
    const other = privateKeyToAccount(OTHER_KEY).address

    wallet.setAccounts([OTHER_KEY, OWNER_KEY])
    await vi.waitFor(() => expect(accounts.at(-1)).toMatchObject({ address: other }))

    wallet.setChain(second.chainId)
    await vi.waitFor(() =>
      expect(chains.at(-1)).toMatchObject({ chainId: second.chainId, address: other }),
    )

    wallet.lock()
    await vi.waitFor(() => expect(disconnects).toHaveLength(1))
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnects after a reload when the wallet still confirms the connection', async () => {
    const { wallet, adapter, storage, result } = await connected()
    storage.setConnectedConnectorId('eip155', result.id) // what the kit stores on connect
    adapter.syncConnectors() // (the old page's adapter is simply dropped)

    const { adapter: reloaded } = loadAdapter(storage)
    const id = storage.getConnectedConnectorId('eip155') as string
    const restored = await reloaded.syncConnection({ id })
    expect(restored).toMatchObject({ id: wallet.info.rdns, address: OWNER, chainId: main.chainId })
    expect(reloaded.getProvider()).toBe(wallet)
    const { signature } = await reloaded.signMessage({ message: 'back', address: OWNER })
    expect(
      await verifyMessage({ address: OWNER, message: 'back', signature: signature as Hex }),
    ).toBe(true)
  })

  it('does not reconnect when the wallet no longer confirms the stored connection', async () => {
    const { wallet, storage, result } = await connected()
    storage.setConnectedConnectorId('eip155', result.id)
    wallet.lock() // e.g. the visitor locked the wallet or disconnected the site inside it

    const { adapter: reloaded } = loadAdapter(storage)
    const methods = recordMethods(wallet)
    const restored = await reloaded.syncConnection({ id: result.id })
    expect(restored).toBeNull()
    expect(reloaded.getProvider()).toBeUndefined()
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('does not reconnect a wallet that is gone from the page', async () => {
    const { adapter } = loadAdapter()
    expect(await adapter.syncConnection({ id: 'io.metamask' })).toBeNull()
  })

  it('disconnects: no provider afterwards, and the wallet forgets the site', async () => {
    const { wallet, adapter } = await connected()
    await adapter.disconnect()
    expect(adapter.getProvider()).toBeUndefined()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('reads EIP-5792 capabilities from the wallet', async () => {
    const { adapter } = await connected()
    const capabilities = await adapter.getCapabilities({ address: OWNER })
    expect(capabilities).toEqual({ [`0x${main.chainId.toString(16)}`]: {} })
  })

  it('falls back to native balances when the wallet has no wallet_getAssets', async () => {
    const { adapter } = await connected()
    const balance = await reader().getBalance({ address: OWNER })
    const assets = await adapter.walletGetAssets({ account: OWNER, chainFilter: ['0x7a69'] })
    expect(assets).toEqual({
      '0x7a69': [
        {
          address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          balance: `0x${balance.toString(16)}`,
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 0, iconUrl: '' },
        },
      ],
    })
  })

  it('parses and formats units', () => {
    const { adapter } = loadAdapter()
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(adapter.formatUnits(2_000_000n, 6)).toBe('2')
  })
})
