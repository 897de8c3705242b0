import {
  type Abi,
  type Address,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import type { LocalBalanceChain } from '../balances/startLocalBalanceApi.js'
import { localPublicClient } from '../contracts/deployContract.js'
import {
  deployTestTokens,
  TEST_TOKENS,
  type TestTokenSymbol,
  testTokenAbi,
  tetherTokenAbi,
} from '../contracts/deployTestTokens.js'
import { type ActivityTransaction, readAccountHistory } from './readAccountHistory.js'

const aliceKey = anvilPrivateKey(6)
const bobKey = anvilPrivateKey(7)
const carolKey = anvilPrivateKey(8)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address
const carol = privateKeyToAccount(carolKey).address
const dave = privateKeyToAccount(anvilPrivateKey(9)).address
const USDC_ICON = 'https://icons.example.test/usdc.png'

describe('readAccountHistory (live from anvil)', () => {
  let node: AnvilNode
  let chain: LocalBalanceChain
  let tokens: Record<TestTokenSymbol, Address>
  const hashes = {} as Record<
    | 'ethSend'
    | 'selfSend'
    | 'usdcSend'
    | 'usdtSend'
    | 'approve'
    | 'failed'
    | 'transferFrom'
    | 'daiSend',
    Hash
  >

  /** Sends one transaction from `key` and waits until it is mined (reverted ones too). */
  async function send(
    key: Hex,
    request: { to: Address; value?: bigint } | { address: Address; abi: Abi; args: unknown[] },
    options: { functionName?: string; gas?: bigint } = {},
  ): Promise<Hash> {
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      transport: http(node.rpcUrl),
    })
    const hash =
      'to' in request
        ? await wallet.sendTransaction({ chain: null, ...request })
        : await wallet.writeContract({
            chain: null,
            ...request,
            functionName: options.functionName ?? 'transfer',
            ...(options.gas ? { gas: options.gas } : {}),
          } as Parameters<typeof wallet.writeContract>[0])
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    return hash
  }

  beforeAll(async () => {
    node = await startAnvil()
    // Three deployments from alice; she receives 500 of each token.
    tokens = await deployTestTokens(node.rpcUrl, { deployer: aliceKey, initialSupply: 500 })
    chain = {
      caipNetworkId: 'eip155:31337',
      rpcUrl: node.rpcUrl,
      native: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
      tokens: [
        { ...TEST_TOKENS.USDC, address: tokens.USDC, price: 1, iconUrl: USDC_ICON },
        { ...TEST_TOKENS.USDT, address: tokens.USDT, price: 1 },
        // DAI is deliberately not listed: its transfers are not reported.
      ],
    }
    const token = (symbol: TestTokenSymbol, args: unknown[]) => ({
      address: tokens[symbol],
      abi: (symbol === 'USDT' ? tetherTokenAbi : testTokenAbi) as Abi,
      args,
    })
    hashes.ethSend = await send(aliceKey, { to: bob, value: parseEther('1.5') })
    hashes.selfSend = await send(aliceKey, { to: alice, value: parseEther('0.25') })
    hashes.usdcSend = await send(aliceKey, token('USDC', [bob, parseUnits('12.5', 6)]))
    hashes.usdtSend = await send(aliceKey, token('USDT', [bob, parseUnits('3', 6)]))
    hashes.approve = await send(aliceKey, token('USDC', [carol, parseUnits('100', 6)]), {
      functionName: 'approve',
    })
    // Bob holds 12.5 USDC: sending 1000 reverts (an explicit gas skips viem's estimation).
    hashes.failed = await send(bobKey, token('USDC', [alice, parseUnits('1000', 6)]), {
      gas: 100_000n,
    })
    // Carol moves 5 of alice's USDC to dave: alice appears only in the Transfer log.
    hashes.transferFrom = await send(carolKey, token('USDC', [alice, dave, parseUnits('5', 6)]), {
      functionName: 'transferFrom',
    })
    hashes.daiSend = await send(aliceKey, token('DAI', [bob, parseUnits('1', 18)]))
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  const historyOf = async (address: Address) => (await readAccountHistory(chain, address)).data
  const summary = (entries: ActivityTransaction[]) =>
    entries.map(({ id, metadata, transfers }) => [
      id,
      metadata.operationType,
      metadata.status,
      transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info.symbol}`),
    ])

  it('a native send: "send"/out for the sender, "receive"/in for the recipient', async () => {
    const [sent] = (await historyOf(alice)).filter((entry) => entry.id === hashes.ethSend)
    expect(sent).toEqual({
      id: hashes.ethSend,
      metadata: {
        minedAt: expect.any(String),
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: alice,
        sentTo: bob,
        hash: hashes.ethSend,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 3000,
          price: 2000,
        },
      ],
    })
    const [received] = (await historyOf(bob)).filter((entry) => entry.id === hashes.ethSend)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([
      ['in', '1.5'],
    ])
  })

  it('ERC-20 transfers (USDC and the USDT-style token) carry the token, quantity and value', async () => {
    const bobs = await historyOf(bob)
    const usdc = bobs.find((entry) => entry.id === hashes.usdcSend)
    expect(usdc?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: alice,
      sentTo: tokens.USDC,
    })
    expect(usdc?.transfers).toEqual([
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: USDC_ICON } },
        direction: 'in',
        quantity: { numeric: '12.5' },
        value: 12.5,
        price: 1,
      },
    ])
    const usdt = (await historyOf(alice)).find((entry) => entry.id === hashes.usdtSend)
    expect(usdt?.metadata.operationType).toBe('send')
    expect(usdt?.transfers).toEqual([
      {
        fungible_info: { name: 'Tether USD', symbol: 'USDT', icon: { url: '' } },
        direction: 'out',
        quantity: { numeric: '3' },
        value: 3,
        price: 1,
      },
    ])
  })

  it('lists everything newest first, with approve, failed, deploy and log-only entries', async () => {
    const entries = await historyOf(alice)
    // The DAI send is alice's own transaction (listed), its token is not (no transfer).
    expect(summary(entries)).toEqual([
      [hashes.daiSend, 'execute', 'confirmed', []],
      [hashes.transferFrom, 'execute', 'confirmed', ['out 5 USDC']],
      [hashes.approve, 'approve', 'confirmed', []],
      [hashes.usdtSend, 'send', 'confirmed', ['out 3 USDT']],
      [hashes.usdcSend, 'send', 'confirmed', ['out 12.5 USDC']],
      [hashes.selfSend, 'send', 'confirmed', ['out 0.25 ETH']],
      [hashes.ethSend, 'send', 'confirmed', ['out 1.5 ETH']],
      // The deployments mint the supply to alice (a Transfer from 0x0); DAI is not listed.
      [expect.any(String), 'deploy', 'confirmed', ['in 500 USDT']],
      [expect.any(String), 'deploy', 'confirmed', []],
      [expect.any(String), 'deploy', 'confirmed', ['in 500 USDC']],
    ])
    expect(entries.at(-1)?.metadata).toMatchObject({ sentFrom: alice, sentTo: '' })
    expect(summary(await historyOf(bob))).toEqual([
      [hashes.failed, 'execute', 'failed', []],
      [hashes.usdtSend, 'receive', 'confirmed', ['in 3 USDT']],
      [hashes.usdcSend, 'receive', 'confirmed', ['in 12.5 USDC']],
      [hashes.ethSend, 'receive', 'confirmed', ['in 1.5 ETH']],
    ])
    expect(summary(await historyOf(carol))).toEqual([
      [hashes.transferFrom, 'execute', 'confirmed', []],
    ])
    expect(summary(await historyOf(dave))).toEqual([
      [hashes.transferFrom, 'receive', 'confirmed', ['in 5 USDC']],
    ])
  })

  it('minedAt is the ISO 8601 block timestamp, non-increasing down the list', async () => {
    const client = localPublicClient(node.rpcUrl)
    const entries = await historyOf(alice)
    for (const { metadata } of entries) {
      expect(new Date(metadata.minedAt).toISOString()).toBe(metadata.minedAt)
    }
    const receipt = await client.getTransactionReceipt({ hash: hashes.ethSend })
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const ethSend = entries.find((entry) => entry.id === hashes.ethSend)
    expect(ethSend?.metadata.minedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString())
    const times = entries.map((entry) => Date.parse(entry.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages: disjoint pages that concatenate to the full list, no next on the last', async () => {
    const full = await readAccountHistory(chain, alice)
    expect(full.next).toBeUndefined()
    const pages: ActivityTransaction[][] = []
    let cursor: string | undefined
    do {
      const page = await readAccountHistory(chain, alice, {
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      })
      expect(page.data.length).toBe(2)
      pages.push(page.data)
      cursor = page.next
    } while (cursor)
    expect(pages).toHaveLength(5)
    expect(new Set(pages.flat().map((entry) => entry.id)).size).toBe(10)
    expect(pages.flat()).toEqual(full.data)
    const last = await readAccountHistory(chain, alice, { pageSize: 3, cursor: '9' })
    expect(last).toEqual({ data: [full.data[9]] })
    expect(await readAccountHistory(chain, alice, { cursor: '50' })).toEqual({ data: [] })
  })

  it('an address with no activity answers an empty page; a lowercase address works', async () => {
    const nobody = '0x000000000000000000000000000000000000dEaD'
    expect(await readAccountHistory(chain, nobody)).toEqual({ data: [] })
    const lower = await readAccountHistory(chain, dave.toLowerCase() as Address)
    expect(lower.data.map((entry) => entry.id)).toEqual([hashes.transferFrom])
  })

  it('orders transactions of one block by index, highest first', async () => {
    const client = localPublicClient(node.rpcUrl)
    const wallet = createWalletClient({
      account: privateKeyToAccount(anvilPrivateKey(9)),
      transport: http(node.rpcUrl),
    })
    const nonce = await client.getTransactionCount({ address: dave })
    await node.request('evm_setAutomine', [false])
    try {
      const first = await wallet.sendTransaction({ chain: null, to: carol, value: 1n, nonce })
      const second = await wallet.sendTransaction({
        chain: null,
        to: carol,
        value: 2n,
        nonce: nonce + 1,
      })
      await node.request('evm_mine')
      const [a, b] = await Promise.all(
        [first, second].map((hash) => client.waitForTransactionReceipt({ hash })),
      )
      expect(a?.blockNumber).toBe(b?.blockNumber)
      expect(summary((await historyOf(dave)).slice(0, 2))).toEqual([
        [second, 'send', 'confirmed', ['out 0.000000000000000002 ETH']],
        [first, 'send', 'confirmed', ['out 0.000000000000000001 ETH']],
      ])
    } finally {
      await node.request('evm_setAutomine', [true])
    }
  })

  it('rejects a bad cursor and a bad address', async () => {
    for (const cursor of ['', '-1', '1.5', 'abc', ' 2', '0x10']) {
      await expect(readAccountHistory(chain, alice, { cursor })).rejects.toThrow(
        new Error('cursor must be a value returned as next'),
      )
    }
    for (const address of ['0x12', 'alice', `${alice}00`]) {
      await expect(readAccountHistory(chain, address as Address)).rejects.toThrow(
        new Error('address must be an EVM address'),
      )
    }
  })
})
