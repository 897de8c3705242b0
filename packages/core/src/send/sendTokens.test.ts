/**
 * The Send flow's paths and limits on scripted adapters: the auth connector's transaction stack,
 * 'Unsupported chain', the wallet's time limit and each family's failure text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockAdapter, SAMPLE_ADDRESSES } from '../adapters/mockAdapter.testing.js'
import { mainnet, polkadot, solana } from '../controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import type { Kit } from '../kit/types.js'
import { createMemoryBackend } from '../storage/backend.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import { formatUnits } from '../utils/decimal.js'
import { estimateSendFee, getMaxSendAmount } from './estimateSendFee.js'
import { sendTokens } from './sendTokens.js'

const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

const HASH = `0x${'ab'.repeat(32)}`
const RECEIVER: Record<string, string> = {
  eip155: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  polkadot: SAMPLE_ADDRESSES.polkadot as string,
}

const row = (network: CaipNetwork, address?: string): TokenBalance => ({
  name: address ? 'USD Coin' : network.nativeCurrency.name,
  symbol: address ? 'USDC' : network.nativeCurrency.symbol,
  chainId: network.caipNetworkId,
  ...(address ? { address: `${network.caipNetworkId}:${address}` } : {}),
  value: 0,
  price: 0,
  quantity: { decimals: address ? '6' : String(network.nativeCurrency.decimals), numeric: '10' },
  iconUrl: '',
})

/** A kit connected on `network` through a scripted adapter, on SendPreview with a send filled in. */
async function kitOn(network: CaipNetwork, options: { connectorId?: string; token?: string } = {}) {
  const namespace = network.chainNamespace as ChainNamespace
  const adapter = new MockAdapter(namespace, { connectors: connectorsFor(namespace) })
  const kit = createKit({
    adapters: [adapter],
    networks: [network],
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    environment: plainEnvironment(),
    reconnectOnStart: false,
  })
  kits.push(kit)
  await kit.connect({ namespace, connectorId: options.connectorId ?? `${namespace}-injected` })
  kit.controllers.router.reset('Account')
  kit.controllers.router.push('Send')
  kit.controllers.router.push('SendPreview')
  kit.controllers.send.setSendState({
    token: row(network, options.token),
    sendTokenAmount: '1',
    receiverAddress: RECEIVER[namespace],
    gasPrice: 1n, // no node is asked
  })
  return { kit, adapter }
}

const routerOf = (kit: Kit) => {
  const { view, history, transactionStack } = kit.stores.router.getState()
  return { view, history, stack: transactionStack.length }
}

describe('sendTokens: the auth connector', () => {
  it('asks through ApproveTransaction on the transaction stack, then returns to Account', async () => {
    const { kit, adapter } = await kitOn(mainnet, { connectorId: 'AUTH' })
    let during: ReturnType<typeof routerOf> | undefined
    adapter.sendTransaction = async () => {
      during = routerOf(kit)
      return { hash: HASH }
    }
    await expect(sendTokens(kit)).resolves.toEqual({ hash: HASH })
    expect(during).toEqual({
      view: 'ApproveTransaction',
      history: ['Account', 'Send', 'SendPreview', 'ApproveTransaction'],
      stack: 1,
    })
    expect(routerOf(kit)).toEqual({ view: 'Account', history: ['Account'], stack: 0 })
  })

  it('a refusal pops the stack back to the preview, with the user-rejected error', async () => {
    const { kit, adapter } = await kitOn(mainnet, { connectorId: 'AUTH' })
    adapter.sendTransaction = () =>
      Promise.reject(Object.assign(new Error('denied'), { code: 4001 }))
    await expect(sendTokens(kit)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(routerOf(kit)).toMatchObject({ view: 'SendPreview', stack: 0 })
    expect(kit.stores.send.getState().sendTokenAmount).toBe('1')
  })

  it('another connector asks the wallet directly (no ApproveTransaction)', async () => {
    const { kit, adapter } = await kitOn(mainnet)
    let during: string | undefined
    adapter.sendTransaction = async (params) => {
      during = kit.stores.router.getState().view
      expect(params).toMatchObject({ to: RECEIVER.eip155, value: 10n ** 18n, gasPrice: 1n })
      return { hash: HASH }
    }
    await sendTokens(kit)
    expect(during).toBe('SendPreview')
    expect(routerOf(kit).stack).toBe(0)
  })
})

describe('sendTokens: paths and failures', () => {
  it("a token the adapter cannot transfer: 'Unsupported chain'", async () => {
    const { kit } = await kitOn(mainnet, { token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })
    const events: string[] = []
    kit.subscribeEvents((event) => events.push(event.name))
    await expect(sendTokens(kit)).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
    expect(events.filter((name) => name.startsWith('SEND_'))).toEqual([
      'SEND_INITIATED',
      'SEND_ERROR',
    ])
    expect(kit.stores.snackbar.getState().message).toBe('Something went wrong')
  })

  it("a family without a send: 'Unsupported chain'", async () => {
    const { kit } = await kitOn(polkadot)
    await expect(sendTokens(kit)).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
  })

  it('the token path passes amount in base units and decimals to transferToken', async () => {
    const { kit, adapter } = await kitOn(mainnet, { token: RECEIVER.eip155 })
    kit.controllers.send.setSendState({ sendTokenAmount: '1.5' })
    const transferToken = vi.fn(async () => ({ hash: HASH }))
    Object.assign(adapter.capabilities, { transferToken })
    await sendTokens(kit)
    expect(transferToken).toHaveBeenCalledWith(
      expect.objectContaining({ tokenAddress: RECEIVER.eip155, amount: 1_500_000n, decimals: 6 }),
    )
  })

  it('a wallet that never answers fails within the time limit, the state kept', async () => {
    const { kit, adapter } = await kitOn(mainnet)
    adapter.sendTransaction = () => new Promise(() => undefined)
    await expect(sendTokens(kit, { walletTimeoutMs: 50 })).rejects.toMatchObject({
      code: 'WALLET_TIMEOUT',
    })
    expect(kit.stores.snackbar.getState().message).toBe('Something went wrong')
    expect(kit.stores.send.getState()).toMatchObject({ sendTokenAmount: '1', loading: false })
  })

  it("a failed Solana send shows Solana's text", async () => {
    const { kit, adapter } = await kitOn(solana)
    adapter.sendTransaction = () => Promise.reject(new Error('blockhash not found'))
    await expect(sendTokens(kit)).rejects.toMatchObject({ code: 'SEND_SOLANA_FAILED' })
    expect(kit.stores.snackbar.getState().message).toBe(
      'Failed to send transaction. Please try again.',
    )
  })
  it("a family that prices no gas: the fee is the adapter's estimateFee of the send typed", async () => {
    const { kit, adapter } = await kitOn(solana)
    const asked: unknown[] = []
    adapter.capabilities.estimateFee = async (params) => {
      asked.push(params)
      return { fee: 7000n }
    }
    const { decimals } = solana.nativeCurrency
    const fee = await estimateSendFee(kit)
    expect(fee).toEqual({
      fee: 7000n,
      amount: formatUnits(7000n, decimals),
      symbol: solana.nativeCurrency.symbol,
    })
    expect(asked).toEqual([
      expect.objectContaining({ to: RECEIVER.solana, value: 10n ** BigInt(decimals) }),
    ])
    // Max keeps that fee back, not the family's fixed reserve.
    expect(await getMaxSendAmount(kit)).toBe(
      formatUnits(10n * 10n ** BigInt(decimals) - 7000n, decimals),
    )
  })

  it("Max of SOL keeps Solana's 5,000 lamports signature fee back", async () => {
    const { kit } = await kitOn(solana)
    // The scripted native row holds 10 SOL (in the test network's decimals).
    const { decimals } = solana.nativeCurrency
    expect(await getMaxSendAmount(kit)).toBe(
      formatUnits(10n * 10n ** BigInt(decimals) - 5000n, decimals),
    )
  })
})
