import { deriveTonTestKey, TON_TEST_MNEMONIC_2 } from '@gangway/testing/ton'
import { verifyTonSignData } from '@gangway/testing/ton/node'
import { Cell, fromNano, toNano } from '@ton/core'
import { describe, expect, it } from 'vitest'
import type { TonConnectBridge } from './protocol.js'
import {
  APP_DOMAIN,
  CONNECTOR_ID,
  friendlyOf,
  useTonSandbox,
} from './testing/tonHarness.testing.js'
import type { TonProvider } from './types.js'

const harness = useTonSandbox()
/** The fee bound of a one-message v4 transfer on the sandbox (deployment included). */
const MAX_FEE = toNano('0.02')

describe('TonAdapter: signing, sending and balances, for real', () => {
  it('signMessage is TON Connect signData (text): the signature verifies', async () => {
    const { wallet, adapter, result } = await harness.connected()
    const start = Math.floor(Date.now() / 1000)
    const signed = await adapter.signMessage({
      message: 'Sign in to dapp',
      address: result.address,
    })
    const end = Math.floor(Date.now() / 1000)
    expect(signed).toMatchObject({
      address: wallet.address,
      domain: APP_DOMAIN,
      payload: { type: 'text', text: 'Sign in to dapp' },
    })
    expect(signed.timestamp).toBeGreaterThanOrEqual(start)
    expect(signed.timestamp).toBeLessThanOrEqual(end)
    const check = { ...signed, text: 'Sign in to dapp', publicKey: wallet.publicKey }
    expect(verifyTonSignData(check)).toBe(true)
    expect(verifyTonSignData({ ...check, text: 'Sign in to dApp' })).toBe(false)
    expect(wallet.requests.at(-1)?.params).toEqual([
      JSON.stringify({
        type: 'text',
        text: 'Sign in to dapp',
        network: '-1000',
        from: wallet.address,
      }),
    ])

    wallet.rejectNext('signData')
    await expect(
      adapter.signMessage({ message: 'no', address: result.address }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
    const other = friendlyOf(
      (await deriveTonTestKey(TON_TEST_MNEMONIC_2)).contract.address.toRawString(),
    )
    await expect(adapter.signMessage({ message: 'x', address: other })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  })

  it('sendTransaction moves exactly the value on the node; the fee stays within bound', async () => {
    const { node } = harness.chain
    const { wallet, adapter, result } = await harness.connected()
    const recipient = (await deriveTonTestKey(TON_TEST_MNEMONIC_2)).contract.address
    const to = recipient.toString({ bounceable: false, testOnly: true })
    const [sender, received] = [
      await node.getBalance(wallet.address),
      await node.getBalance(recipient),
    ]
    const value = toNano('0.3')
    const { hash } = await adapter.sendTransaction({ to, value, address: result.address })
    expect(await node.getBalance(recipient)).toBe(received + value)
    const fee = sender - (await node.getBalance(wallet.address)) - value
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThanOrEqual(MAX_FEE)
    // The hash is the one of the external message the wallet signed and sent.
    const sent = Cell.fromBase64(wallet.sentMessages.at(-1) as string)
    expect(hash).toBe(sent.hash().toString('hex'))
    const payload = JSON.parse((wallet.requests.at(-1)!.params as string[])[0] as string)
    expect(payload).toMatchObject({
      network: '-1000',
      from: wallet.address,
      messages: [{ address: to, amount: value.toString() }],
    })
    expect(payload.valid_until).toBeGreaterThan(Date.now() / 1000)

    // A raw address goes bounceable: TON sent to an address with no contract comes back.
    const nowhere = `0:${'ab'.repeat(32)}`
    await adapter.sendTransaction({ to: nowhere, value: toNano('0.1') })
    expect(await node.getBalance(nowhere)).toBe(0n)
  })

  it('refuses bad input with catalogue errors, before asking the wallet', async () => {
    const { wallet, adapter } = await harness.connected()
    const { localnet } = harness.chain
    const asked = wallet.requests.length
    const send = (params: object) =>
      adapter.sendTransaction({ to: friendlyOf(wallet.address), value: 1n, ...params })
    await expect(send({ to: 'EQ-not-an-address' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    await expect(send({ value: 0n })).rejects.toMatchObject({ code: 'INCORRECT_AMOUNT' })
    await expect(send({ data: '0x01' })).rejects.toMatchObject({ code: 'INVALID_RPC_PARAMS' })
    const mainnet = { ...localnet, id: '-239', caipNetworkId: 'ton:-239' as const, name: 'TON' }
    await expect(send({ caipNetwork: mainnet })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
    })
    expect(wallet.requests.length).toBe(asked)
    wallet.rejectNext('sendTransaction')
    await expect(send({})).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('getBalance reads the node (raw or friendly address), falling back across RPC URLs', async () => {
    const { node, localnet } = harness.chain
    const { page } = harness.wallet()
    const adapter = harness.adapter(page)
    const raw = node.walletAddresses[0] as string
    const nanotons = await node.getBalance(raw)
    const expected = { symbol: 'TON', decimals: 9 }
    const balance = await adapter.getBalance({ address: raw, caipNetwork: localnet })
    expect(balance).toMatchObject(expected)
    expect(balance.balance).toBe(fromNano(nanotons)) // @ton/core's own formatting
    expect(await adapter.getBalance({ address: friendlyOf(raw), caipNetwork: localnet })).toEqual(
      balance,
    )
    const deadFirst = {
      ...localnet,
      rpcUrls: { default: { http: ['http://127.0.0.1:9/api/v2/jsonRPC', node.rpcUrl] } },
    }
    expect(await adapter.getBalance({ address: raw, caipNetwork: deadFirst })).toEqual(balance)
    const dead = {
      ...localnet,
      caipNetworkId: 'ton:-1001' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
    }
    await expect(adapter.getBalance({ address: raw, caipNetwork: dead })).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
    await expect(
      adapter.getBalance({ address: '0:xyz', caipNetwork: localnet }),
    ).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  }, 20_000)

  it('a wallet that does not answer in time fails with WALLET_TIMEOUT', async () => {
    const { wallet, adapter, result } = await harness.connected({ promptTimeoutMs: 150 })
    wallet.stallNext('signData')
    await expect(
      adapter.signMessage({ message: 'x', address: result.address }),
    ).rejects.toMatchObject({
      code: 'WALLET_TIMEOUT',
    })
    const { wallet: slow, page } = harness.wallet()
    slow.stallNext('connect')
    await expect(
      harness.adapter(page, { promptTimeoutMs: 150 }).connect({ id: CONNECTOR_ID }),
    ).rejects.toMatchObject({
      code: 'WALLET_TIMEOUT',
    })
  })
})

describe('TonAdapter: a wallet answering outside the protocol gets a catalogue error', () => {
  /** The test wallet's bridge with some answers replaced (a broken or hostile wallet). */
  function hostile(overrides: (bridge: TonConnectBridge) => Partial<TonConnectBridge>) {
    const { wallet, page } = harness.wallet()
    const bridge = wallet.bridge as unknown as TonConnectBridge
    const wrapped = { ...bridge, ...overrides(bridge) }
    page.gangwaytontest = { tonconnect: wrapped }
    return { wallet, adapter: harness.adapter(page) }
  }

  it('connect: an address that is not raw, a StateInit of another wallet', async () => {
    const other = await deriveTonTestKey(TON_TEST_MNEMONIC_2)
    const rewrite =
      (edit: (item: Record<string, unknown>) => void) => (bridge: TonConnectBridge) => ({
        async connect(version: number, request: Parameters<TonConnectBridge['connect']>[1]) {
          const event = await bridge.connect(version, request)
          if (event.event === 'connect') edit(event.payload.items[0] as Record<string, unknown>)
          return event
        },
      })
    const friendly = hostile(rewrite((item) => (item.address = friendlyOf(String(item.address)))))
    await expect(friendly.adapter.connect({ id: CONNECTOR_ID })).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      longMessage: expect.stringMatching(/not a raw TON address/),
    })
    const forged = hostile(rewrite((item) => (item.address = other.contract.address.toRawString())))
    await expect(forged.adapter.connect({ id: CONNECTOR_ID })).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      longMessage: expect.stringMatching(/StateInit belongs to/),
    })
    expect(forged.adapter.getProvider()).toBeUndefined()
  })

  it('signData and sendTransaction answers that are not what was asked', async () => {
    const { adapter } = hostile((bridge) => ({
      async send(request) {
        const answer = (await bridge.send(request)) as { id: string; result: any }
        if (request.method === 'signData' && answer.result) answer.result.payload.text = 'other'
        if (request.method === 'sendTransaction')
          answer.result = Cell.EMPTY.toBoc().toString('base64')
        return answer
      },
    }))
    const { address } = await adapter.connect({ id: CONNECTOR_ID })
    await expect(adapter.signMessage({ message: 'asked', address })).rejects.toMatchObject({
      code: 'REQUEST_FAILED',
      longMessage: expect.stringMatching(/not the text that was asked/),
    })
    await expect(adapter.sendTransaction({ to: address, value: 1n })).rejects.toMatchObject({
      code: 'SEND_FAILED',
    })
    const provider = adapter.getProvider() as TonProvider
    await expect(provider.request('signData', { type: 'cell', cell: '' })).rejects.toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
    })
  })
})
