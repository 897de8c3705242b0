/**
 * The one behaviour suite of the EVM adapters: the same table of tests runs against the wagmi,
 * ethers v6 and ethers v5 adapters, on real anvil nodes, with the @gangway/testing wallet found
 * the way browsers find wallets (EIP-6963 announcements on `window`, or `window.ethereum`).
 */
import { createKit, createMemoryBackend } from '@gangway/core'
import { ERROR_CATALOGUE, KitError } from '@gangway/core/adapter'
import { erc20Abi, type Hex, parseEther, parseUnits, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  ADAPTERS,
  createHarness,
  OTHER,
  OTHER_KEY,
  OWNER,
  OWNER_KEY,
  RECEIVER,
  recordEvents,
  recordMethods,
  universalProviderFor,
  useAnvilChains,
} from './test/evmAdapterHarness.js'

const env = useAnvilChains()

describe.each(ADAPTERS)('$name adapter on anvil', (adapterCase) => {
  const { chains, walletInPage, testWallet, loadAdapter, connected, reader, tokenBalance } =
    createHarness(adapterCase, env)
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
    const typed = {
      domain: { name: 'Gangway', version: '1', chainId: chains.main.chainId },
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
    expect((await reader().waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    const after = await reader().getBalance({ address: RECEIVER })
    expect(after).toBe(before + parseEther('1.5'))
    expect(
      await adapter.getBalance({ address: RECEIVER, caipNetwork: chains.networks[0] }),
    ).toEqual({ balance: adapter.formatUnits(after, 18), symbol: 'ETH', decimals: 18 })
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
    const switched = recordEvents(adapter, 'switchNetwork')
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
    const networks = recordEvents(adapter, 'switchNetwork')
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
    const { wallet, storage, result } = await connected()
    storage.setConnectedConnectorId('eip155', result.id) // what the kit stores on connect
    const { adapter: reloaded } = loadAdapter({ storage }) // new page: new adapter, same storage
    const id = storage.getConnectedConnectorId('eip155') as string
    expect(await reloaded.syncConnection({ id })).toMatchObject({
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
    const { wallet, storage, result } = await connected()
    storage.setConnectedConnectorId('eip155', result.id)
    wallet.lock() // the visitor locked the wallet (or disconnected the site inside it)
    const { adapter: reloaded } = loadAdapter({ storage })
    const methods = recordMethods(wallet)
    expect(await reloaded.syncConnection({ id: result.id })).toBeNull()
    expect(reloaded.getProvider()).toBeUndefined()
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('does not reconnect a wallet that is gone from the page', async () => {
    const { adapter } = loadAdapter()
    expect(await adapter.syncConnection({ id: 'io.metamask' })).toBeNull()
  })

  it('restores a connection through the kit after a reload, and only while the wallet confirms it', async () => {
    const wallet = walletInPage()
    const backend = createMemoryBackend()
    const load = () =>
      createKit({
        adapters: [loadAdapter().adapter],
        networks: [...chains.networks],
        storage: backend,
        environment: { isTelegram: () => false, isIosSafari: () => false, isMobile: () => false },
      })
    const first = load()
    await first.ready
    await first.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
    expect(first.getAccount('eip155')).toMatchObject({ isConnected: true, address: OWNER })
    first.destroy()

    const second = load()
    await second.ready
    expect(second.getAccount('eip155')).toMatchObject({ isConnected: true, address: OWNER })
    expect(second.getProvider('eip155')).toBe(wallet)
    second.destroy()

    wallet.lock()
    const third = load()
    await third.ready
    expect(third.getAccount('eip155')).toMatchObject({ isConnected: false, address: undefined })
    third.destroy()
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
    expect(await reloaded.syncConnection({ id: 'walletConnect' })).toMatchObject({ address: OWNER })
  })

  it('reads EIP-5792 capabilities from the wallet', async () => {
    const { adapter } = await connected()
    expect(await adapter.getCapabilities({ address: OWNER })).toEqual({ '0x7a69': {} })
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
    expect(await adapter.walletGetAssets({ account: OWNER, chainFilter: ['0x7a69'] })).toEqual(
      answer,
    )
  })

  it('falls back to native balances when the wallet has no wallet_getAssets', async () => {
    const { adapter } = await connected()
    const balance = await reader().getBalance({ address: OWNER })
    expect(await adapter.walletGetAssets({ account: OWNER, chainFilter: ['0x7a69'] })).toEqual({
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
