/**
 * The one behaviour suite of the EVM adapters: the same table of tests runs against the wagmi,
 * ethers v6 and ethers v5 adapters, on real anvil nodes, with the @gangway/testing wallet found
 * the way browsers find wallets (EIP-6963 announcements on `window`, or `window.ethereum`).
 */

import { createMemoryBackend } from '@gangway/core'
import type { AdapterEventName } from '@gangway/core/adapter'
import { ERROR_CATALOGUE, formatUnits, getCapability, KitError } from '@gangway/core/common'
import { eip155Family } from '@gangway/core/eip155'
import { createKernelKit, selectStatus } from '@gangway/core/internal'
import { erc20Abi, type Hex, parseEther, parseUnits, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  ADAPTERS,
  createHarness,
  EVM_CAPABILITIES,
  OTHER,
  OTHER_KEY,
  OWNER,
  OWNER_KEY,
  RECEIVER,
  recordEvents,
  recordListeners,
  recordMethods,
  universalProviderFor,
  useAnvilChains,
} from './testing/evmAdapterHarness.testing.js'

const env = useAnvilChains()

/** Every event an adapter may emit. */
const EVENTS: AdapterEventName[] = [
  'accountChanged',
  'networkChanged',
  'disconnect',
  'connectors',
  'displayUri',
]

/** Lets the wallet's events, and what the adapter does with them, run their course. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe.each(ADAPTERS)('$name adapter on anvil', (adapterCase) => {
  const {
    chains,
    walletInPage,
    testWallet,
    newAdapter,
    loadAdapter,
    connected,
    reader,
    tokenBalance,
  } = createHarness(adapterCase, env)
  /** Mail typed data (EIP-712) for the main chain. */
  const mail = {
    domain: { name: 'Gangway', version: '1', chainId: 31337 },
    types: {
      Mail: [
        { name: 'to', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: { to: RECEIVER, contents: 'ahoy' },
  } as const
  const transfer = (token: 'USDC' | 'USDT', amount: bigint) => ({
    tokenAddress: chains.tokens[token],
    receiverAddress: RECEIVER,
    tokenAmount: amount,
    fromAddress: OWNER,
    method: 'transfer' as const,
  })

  it('discovers the announced wallet with its own name, icon and rdns, plus WalletConnect', () => {
    const wallet = walletInPage()
    const { adapter } = loadAdapter()
    expect(adapter.getConnectors().find((c) => c.id === wallet.info.rdns)).toMatchObject({
      type: 'ANNOUNCED',
      chain: 'eip155',
      name: wallet.info.name,
      imageUrl: wallet.info.icon,
      info: { rdns: wallet.info.rdns },
      installed: true,
      provider: wallet,
    })
    expect(adapter.getConnectors().map((c) => c.type)).toContain('WALLET_CONNECT')
  })

  it('connects through a legacy window.ethereum wallet (INJECTED)', async () => {
    const wallet = testWallet()
    chains.win.ethereum = wallet
    const { adapter } = loadAdapter()
    expect(adapter.getConnectors()[0]).toMatchObject({ id: 'injected', type: 'INJECTED' })
    const result = await adapter.connect({ id: 'injected' })
    expect(result).toMatchObject({ id: 'injected', type: 'INJECTED', address: OWNER })
    expect(adapter.getProvider()).toBe(wallet)
  })

  it('connects, reports the accounts and chain, and hands out the wallet provider', async () => {
    const { wallet, adapter, result } = await connected()
    expect(result).toMatchObject({
      id: wallet.info.rdns,
      type: 'ANNOUNCED',
      address: OWNER,
      chainId: chains.main.chainId,
    })
    expect(result.accounts?.map((a) => a.address)).toEqual([OWNER, OTHER])
    expect(adapter.getProvider()).toBe(wallet)
    const { accounts } = await adapter.getAccounts({ id: wallet.info.rdns })
    expect(accounts[0]).toEqual({ namespace: 'eip155', address: OWNER, type: 'eoa' })
  })

  it('signs a message (personal_sign) that viem verifies', async () => {
    const { adapter } = await connected()
    const message = 'Gangway says hello'
    const signature = (await adapter.signMessage({ message, address: OWNER })).signature as Hex
    expect(await verifyMessage({ address: OWNER, message, signature })).toBe(true)
    expect(await verifyMessage({ address: RECEIVER, message, signature })).toBe(false)
  })

  it('signs typed data (v4) that viem verifies', async () => {
    const { adapter } = await connected()
    const { signature } = await adapter.signTypedData({
      address: OWNER,
      ...mail,
      types: { Mail: [...mail.types.Mail] },
    })
    expect(await verifyTypedData({ address: OWNER, ...mail, signature: signature as Hex })).toBe(
      true,
    )
  })

  it('exposes the EVM capabilities in adapter.capabilities, bound and ready to call', async () => {
    const { wallet, adapter } = await connected()
    expect(adapter.family).toBe(eip155Family)
    expect(adapter.namespace).toBe('eip155')
    for (const name of EVM_CAPABILITIES) expect(getCapability(adapter, name)).toBeTypeOf('function')
    // Other families' abilities are not claimed.
    for (const name of ['signTransaction', 'signAndSendTransaction', 'signPsbt'] as const)
      expect(getCapability(adapter, name)).toBeUndefined()

    // Each one called detached from the adapter, as the kit and UIs call them.
    const signTypedData = getCapability(adapter, 'signTypedData')
    const typed = await signTypedData?.({
      address: OWNER,
      ...mail,
      types: { Mail: [...mail.types.Mail] },
    })
    expect(
      await verifyTypedData({ address: OWNER, ...mail, signature: typed?.signature as Hex }),
    ).toBe(true)

    const getAccounts = getCapability(adapter, 'getAccounts')
    expect((await getAccounts?.({ id: wallet.info.rdns }))?.accounts).toEqual([
      { namespace: 'eip155', address: OWNER, type: 'eoa' },
      { namespace: 'eip155', address: OTHER, type: 'eoa' },
    ])

    const estimateGas = getCapability(adapter, 'estimateGas')
    expect(
      await estimateGas?.({ address: OWNER, to: RECEIVER, caipNetwork: chains.networks[0] }),
    ).toEqual({ gas: 21_000n })

    const writeContract = getCapability(adapter, 'writeContract')
    const written = await writeContract?.(transfer('USDC', 5n))
    await reader().waitForTransactionReceipt({ hash: written?.hash as Hex })
    expect(await tokenBalance(chains.tokens.USDC, RECEIVER)).toBe(5n)

    const getWalletCapabilities = getCapability(adapter, 'getWalletCapabilities')
    expect(await getWalletCapabilities?.({ address: OWNER })).toEqual({ '0x7a69': {} })

    const getWalletAssets = getCapability(adapter, 'getWalletAssets')
    const assets = await getWalletAssets?.({ account: OWNER, chainFilter: ['0x7a69'] })
    expect(assets?.['0x7a69']?.map((asset) => asset.type)).toEqual(['NATIVE'])
  })

  it('sends a native transfer and the balances change', async () => {
    const { adapter } = await connected()
    const before = await reader().getBalance({ address: RECEIVER })
    const { hash } = await adapter.sendTransaction({
      to: RECEIVER,
      value: parseEther('1.5'),
      address: OWNER,
    })
    expect((await reader().waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    const after = await reader().getBalance({ address: RECEIVER })
    expect(after).toBe(before + parseEther('1.5'))
    expect(
      await adapter.getBalance({ address: RECEIVER, caipNetwork: chains.networks[0] }),
    ).toEqual({ balance: formatUnits(after, 18), symbol: 'ETH', decimals: 18 })
  })

  it('estimates gas for a plain transfer', async () => {
    const { adapter } = await connected()
    const estimate = await adapter.estimateGas({
      address: OWNER,
      to: RECEIVER,
      value: 1n,
      caipNetwork: chains.networks[0],
    })
    expect(estimate.gas).toBe(21_000n)
  })

  it('transfers and approves an ERC-20 token', async () => {
    const { adapter } = await connected()
    const amount = parseUnits('12.5', 6)
    const { hash } = await adapter.writeContract(transfer('USDC', amount))
    await reader().waitForTransactionReceipt({ hash: hash as Hex })
    expect(await tokenBalance(chains.tokens.USDC, RECEIVER)).toBe(amount)

    const approval = await adapter.writeContract({
      ...transfer('USDC', 7n),
      tokenAddress: chains.tokens.DAI,
      method: 'approve',
    })
    await reader().waitForTransactionReceipt({ hash: approval.hash as Hex })
    const allowance = await reader().readContract({
      address: chains.tokens.DAI,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [OWNER, RECEIVER],
    })
    expect(allowance).toBe(7n)
  })

  it('sends the USDT-style token through the USDT path', async () => {
    const { adapter } = await connected()
    const { hash } = await adapter.writeContract(transfer('USDT', parseUnits('3', 6)))
    await reader().waitForTransactionReceipt({ hash: hash as Hex })
    expect(await tokenBalance(chains.tokens.USDT, RECEIVER)).toBe(parseUnits('3', 6))
  })

  it('transfers tokens for the Send flow (transferToken): an ERC-20 and USDT, from the connected account', async () => {
    const { adapter } = await connected()
    const transferToken = getCapability(adapter, 'transferToken')
    for (const [symbol, amount] of [
      ['USDC', parseUnits('1.25', 6)],
      ['USDT', parseUnits('2', 6)],
    ] as const) {
      const before = await tokenBalance(chains.tokens[symbol], OWNER)
      const sent = await transferToken?.({
        tokenAddress: chains.tokens[symbol],
        to: RECEIVER,
        amount,
        decimals: 6,
        caipNetwork: chains.networks[0],
      })
      await reader().waitForTransactionReceipt({ hash: sent?.hash as Hex })
      expect(await tokenBalance(chains.tokens[symbol], RECEIVER)).toBe(amount)
      expect(await tokenBalance(chains.tokens[symbol], OWNER)).toBe(before - amount)
    }
  })

  it('refuses the USDT transfer before the wallet when the token is not on the USDT list', async () => {
    const wallet = walletInPage()
    const { adapter } = loadAdapter({ usdtAddresses: [] })
    await adapter.connect({ id: wallet.info.rdns })
    const methods = recordMethods(wallet)
    await expect(adapter.writeContract(transfer('USDT', 1n))).rejects.toThrow()
    expect(methods).not.toContain('eth_sendTransaction')
    expect(await tokenBalance(chains.tokens.USDT, RECEIVER)).toBe(0n)
  })

  it('adds a chain the wallet lacks before switching to it', async () => {
    const { wallet, adapter } = await connected()
    const methods = recordMethods(wallet)
    const switched = recordEvents(adapter, 'networkChanged')
    await adapter.switchNetwork({ caipNetwork: chains.networks[1] })
    const firstSwitch = methods.indexOf('wallet_switchEthereumChain')
    expect(firstSwitch).toBeGreaterThanOrEqual(0)
    expect(methods.indexOf('wallet_addEthereumChain')).toBeGreaterThan(firstSwitch)
    expect(await wallet.getChainId()).toBe(chains.second.chainId)
    await vi.waitFor(() =>
      expect(switched.at(-1)).toMatchObject({ chainId: chains.second.chainId }),
    )
  })

  it('switches without adding when the wallet knows the chain', async () => {
    const { wallet, adapter } = await connected({ knowsSecondChain: true })
    const methods = recordMethods(wallet)
    await adapter.switchNetwork({ caipNetwork: chains.networks[1] })
    expect(methods).toContain('wallet_switchEthereumChain')
    expect(methods).not.toContain('wallet_addEthereumChain')
    expect(await wallet.getChainId()).toBe(chains.second.chainId)
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
    wallet.rejectNext('wallet_switchEthereumChain')
    await expect(adapter.switchNetwork({ caipNetwork: chains.networks[1] })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
  })

  it('surfaces a rejected connection request as USER_REJECTED, leaving nothing connected', async () => {
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
    const networks = recordEvents(adapter, 'networkChanged')
    const disconnects = recordEvents(adapter, 'disconnect')
    wallet.setAccounts([OTHER_KEY, OWNER_KEY])
    await vi.waitFor(() => expect(accounts.at(-1)).toMatchObject({ address: OTHER }))
    wallet.setChain(chains.second.chainId)
    await vi.waitFor(() =>
      expect(networks.at(-1)).toMatchObject({ chainId: chains.second.chainId, address: OTHER }),
    )
    wallet.lock()
    await vi.waitFor(() => expect(disconnects).toHaveLength(1))
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnects after a reload when the wallet still confirms the connection', async () => {
    const { wallet, result } = await connected()
    // New page: a new adapter, restored with what the kit stored on connect.
    const { adapter: reloaded } = loadAdapter()
    expect(await reloaded.restore({ id: result.id, chainId: result.chainId })).toMatchObject({
      id: wallet.info.rdns,
      address: OWNER,
      chainId: chains.main.chainId,
    })
    expect(reloaded.getProvider()).toBe(wallet)
    const { signature } = await reloaded.signMessage({ message: 'back', address: OWNER })
    expect(
      await verifyMessage({ address: OWNER, message: 'back', signature: signature as Hex }),
    ).toBe(true)
  })

  it('does not reconnect when the wallet no longer confirms the stored connection', async () => {
    const { wallet, result } = await connected()
    wallet.lock() // the visitor locked the wallet (or disconnected the site inside it)
    const { adapter: reloaded } = loadAdapter()
    const methods = recordMethods(wallet)
    expect(await reloaded.restore({ id: result.id, chainId: result.chainId })).toBeNull()
    expect(reloaded.getProvider()).toBeUndefined()
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('does not reconnect a wallet that is gone from the page', async () => {
    const { adapter } = loadAdapter()
    expect(await adapter.restore({ id: 'io.metamask' })).toBeNull()
  })

  it('restores a connection through the kit after a reload, and only while the wallet confirms it', async () => {
    const wallet = walletInPage()
    const backend = createMemoryBackend()
    const load = () =>
      createKernelKit({
        adapters: [newAdapter()],
        networks: [...chains.networks],
        storage: backend,
        environment: { isTelegram: () => false, isIosSafari: () => false, isMobile: () => false },
      })
    const status = (kit: ReturnType<typeof load>) =>
      selectStatus(kit.stores.chain.getState(), 'eip155')
    const first = load()
    await first.ready
    await first.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
    expect(first.getAccount('eip155')).toMatchObject({ isConnected: true, address: OWNER })
    expect(status(first)).toBe('connected')
    await first.destroy()

    const second = load()
    await second.ready
    expect(second.getAccount('eip155')).toMatchObject({
      isConnected: true,
      address: OWNER,
      connectorId: wallet.info.rdns,
    })
    expect(status(second)).toBe('connected')
    expect(second.getProvider('eip155')).toBe(wallet)
    // The restored adapter's capabilities, as a host finds them through the kit.
    const signTypedData = getCapability(second.getAdapter('eip155'), 'signTypedData')
    const { signature } = (await signTypedData?.({
      address: OWNER,
      ...mail,
      types: { Mail: [...mail.types.Mail] },
    })) ?? { signature: '0x' }
    expect(await verifyTypedData({ address: OWNER, ...mail, signature: signature as Hex })).toBe(
      true,
    )
    await second.destroy()

    wallet.lock()
    const third = load()
    await third.ready
    expect(third.getAccount('eip155')).toMatchObject({ isConnected: false, address: undefined })
    expect(status(third)).toBe('disconnected')
    await third.destroy()
  })

  it('disconnects: no provider afterwards, and the wallet forgets the site', async () => {
    const { wallet, adapter } = await connected()
    await adapter.disconnect()
    expect(adapter.getProvider()).toBeUndefined()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('connects through WalletConnect on the kit-shared UniversalProvider', async () => {
    const wallet = testWallet()
    const universalProvider = universalProviderFor(wallet, chains.main.chainId)
    const { adapter } = loadAdapter({ universalProvider })
    const uris = recordEvents(adapter, 'displayUri')
    const result = await adapter.connect({ id: 'walletConnect' })
    expect(uris).toEqual(['wc:gangway-test@2'])
    expect(result).toMatchObject({ id: 'walletConnect', address: OWNER, chainId: 31337 })
    const signature = (await adapter.signMessage({ message: 'wc', address: OWNER })).signature
    expect(
      await verifyMessage({ address: OWNER, message: 'wc', signature: signature as Hex }),
    ).toBe(true)
    const { adapter: reloaded } = loadAdapter({ universalProvider })
    expect(await reloaded.restore({ id: 'walletConnect' })).toMatchObject({ address: OWNER })
  })

  it('reads EIP-5792 capabilities from the wallet', async () => {
    const { adapter } = await connected()
    expect(await adapter.getWalletCapabilities({ address: OWNER })).toEqual({ '0x7a69': {} })
  })

  it('returns a valid ERC-7811 wallet_getAssets answer as the wallet gave it', async () => {
    const { wallet, adapter } = await connected()
    const answer = {
      '0x7a69': [
        {
          address: chains.tokens.USDC,
          balance: '0x1e8480',
          type: 'ERC20',
          metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'u.png' },
        },
      ],
    }
    const original = wallet.request
    wallet.request = async (args) => (args.method === 'wallet_getAssets' ? answer : original(args))
    expect(await adapter.getWalletAssets({ account: OWNER, chainFilter: ['0x7a69'] })).toEqual(
      answer,
    )
  })

  it('falls back to native balances when the wallet has no wallet_getAssets', async () => {
    const { adapter } = await connected()
    const balance = await reader().getBalance({ address: OWNER })
    expect(await adapter.getWalletAssets({ account: OWNER, chainFilter: ['0x7a69'] })).toEqual({
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

  it('destroy() stops EIP-6963 discovery: a wallet announced afterwards is not listed', async () => {
    const { adapter } = loadAdapter()
    const lists = recordEvents(adapter, 'connectors')
    // Discovery is live: a wallet announced after setup is listed.
    const early = walletInPage()
    expect(lists.at(-1)?.map((c) => c.id)).toEqual([early.info.rdns, 'walletConnect'])

    await adapter.destroy()
    const seen: AdapterEventName[] = []
    for (const event of EVENTS) adapter.on(event, () => seen.push(event))
    walletInPage({ name: 'Late Wallet', rdns: 'dev.gangway.late' })
    await settle()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([early.info.rdns, 'walletConnect'])
    expect(lists).toHaveLength(1)
    expect(seen).toEqual([])
  })

  it('destroy() stops following the wallet: nothing is emitted afterwards', async () => {
    const { wallet, adapter } = await connected({ knowsSecondChain: true })
    const before: AdapterEventName[] = []
    for (const event of EVENTS) adapter.on(event, () => before.push(event))
    // Following is live: the wallet's account change is reported.
    wallet.setAccounts([OTHER_KEY, OWNER_KEY])
    await vi.waitFor(() => expect(before).toContain('accountChanged'))
    before.length = 0

    await adapter.destroy()
    expect(adapter.getProvider()).toBeUndefined()
    // Listeners added before and after the destroy hear nothing.
    const after: AdapterEventName[] = []
    for (const event of EVENTS) adapter.on(event, () => after.push(event))
    wallet.setAccounts([OWNER_KEY, OTHER_KEY])
    wallet.setChain(chains.second.chainId)
    await settle()
    wallet.lock()
    walletInPage({ name: 'Late Wallet', rdns: 'dev.gangway.late' })
    await settle()
    expect(before).toEqual([])
    expect(after).toEqual([])
  })
})

describe.each(ADAPTERS.filter((adapterCase) => adapterCase.name.startsWith('ethers')))(
  '$name adapter: destroy',
  (adapterCase) => {
    const { walletInPage, loadAdapter } = createHarness(adapterCase, env)

    it("takes its listeners off the wallet's events", async () => {
      const wallet = walletInPage()
      const listeners = recordListeners(wallet)
      const { adapter } = loadAdapter()
      await adapter.connect({ id: wallet.info.rdns })
      expect(listeners()).toMatchObject({ accountsChanged: 1, chainChanged: 1, disconnect: 1 })
      await adapter.destroy()
      expect(listeners()).toEqual({})
    })
  },
)
