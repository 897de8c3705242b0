import { createServer, type Server } from 'node:net'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StubHttp, startStubHttp } from '../../testing/rpcProxy.js'
import { ORIGIN, testConfig, useTestServers } from '../../testing/testServer.testing.js'
import { NATIVE, type SwapFixture, user, useSwapFixture } from './swapTestSetup.testing.js'

const OTHER = '0x000000000000000000000000000000000000bEEF'
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe('the swap routes refuse bad input, unserved networks and failing nodes', {
  timeout: 30_000,
}, () => {
  const start = useSwapFixture()
  const servers = useTestServers()
  let f: SwapFixture
  /** Serves eip155:31338 without swaps, 31339 behind a 503 node, 31340 behind a silent one. */
  let broken: string
  let down: StubHttp
  let silent: Server

  beforeAll(async () => {
    f = await start()
    down = await startStubHttp({ status: 503, body: { error: 'unavailable' } })
    // Accepts connections and never answers.
    silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`
    const usdc = { address: f.tokens.USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 }
    const swap = { router: f.dex.router, weth: f.dex.weth, usdToken: f.tokens.USDC }
    broken = (
      await servers(
        testConfig({
          chains: [
            {
              caipNetworkId: 'eip155:31338',
              rpcUrls: [f.node.rpcUrl],
              native: ETH,
              tokens: [usdc],
            },
            {
              caipNetworkId: 'eip155:31339',
              rpcUrls: [down.url],
              native: ETH,
              tokens: [usdc],
              swap,
            },
            {
              caipNetworkId: 'eip155:31340',
              rpcUrls: [silentUrl],
              native: ETH,
              tokens: [usdc],
              swap,
            },
          ],
          limits: { upstreamTimeoutMs: 500 },
        }),
      )
    ).url
  }, 120_000)
  afterAll(async () => {
    await down?.close()
    silent?.close()
  })

  const expectRefused = async (
    path: string,
    query: Record<string, string>,
    status: number,
    code: string,
    field?: string,
  ) => {
    const answer = await f.get(path, query)
    expect(answer, `${path} ${JSON.stringify(query)}`).toEqual({
      status,
      body: {
        error: {
          code,
          message: field ? expect.stringMatching(`^${field}: `) : expect.any(String),
          ...(field && { field }),
        },
      },
    })
  }
  const trade = () => ({
    userAddress: user.address,
    from: NATIVE,
    to: f.id('USDC'),
    amount: parseEther('1').toString(),
  })

  it('/swap/tokens: 400 for a malformed chainId, 404 for a network without swaps', async () => {
    for (const chainId of ['', 'solana:mainnet', '0x1', 'eip155:'])
      await expectRefused('/swap/tokens', { chainId }, 400, 'INVALID_REQUEST', 'chainId')
    await expectRefused('/swap/tokens', {}, 400, 'INVALID_REQUEST', 'chainId')
    await expectRefused('/swap/tokens', { chainId: 'eip155:1' }, 404, 'NOT_FOUND', 'chainId')
    const answer = await fetch(`${broken}/swap/tokens?chainId=eip155:31338`, {
      headers: { origin: ORIGIN },
    })
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'chainId: swaps are not served on eip155:31338',
        field: 'chainId',
      },
    })
  })

  it('/swap/prices: 400 for a malformed, empty, mixed or too long list; 404 off-network', async () => {
    const many = Array.from({ length: 51 }, () => NATIVE).join(',')
    for (const addresses of [
      '',
      'eth',
      `${NATIVE},eip155:1:${OTHER}`,
      many,
      `${NATIVE},`,
      `eip155:31337:0x12`,
    ])
      await expectRefused('/swap/prices', { addresses }, 400, 'INVALID_REQUEST', 'addresses')
    await expectRefused(
      '/swap/prices',
      { addresses: `eip155:1:${OTHER}` },
      404,
      'NOT_FOUND',
      'addresses',
    )
  })

  it('/swap/quote: 400 naming each bad field, 404 off-network or without a route', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ userAddress: '0x12' }, 'userAddress'],
      [{ from: 'ETH' }, 'from'],
      [{ from: OTHER }, 'from'],
      [{ to: `eip155:1:${OTHER}` }, 'to'],
      [{ to: NATIVE }, 'to'],
      [{ to: NATIVE.toUpperCase().replace('EIP155', 'eip155').replace('0X', '0x') }, 'to'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '-1' }, 'amount'],
      [{ amount: '1.5' }, 'amount'],
      [{ amount: (2n ** 256n).toString() }, 'amount'],
      [{ gasPrice: 'fast' }, 'gasPrice'],
      [{ to: `eip155:31337:${OTHER}` }, 'to'],
    ]
    for (const [change, field] of cases)
      await expectRefused('/swap/quote', { ...trade(), ...change }, 400, 'INVALID_REQUEST', field)
    const { amount: _amount, ...noAmount } = trade()
    await expectRefused('/swap/quote', noAmount, 400, 'INVALID_REQUEST', 'amount')
    const offNetwork = {
      from: `eip155:1:${OTHER}`,
      to: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    }
    await expectRefused('/swap/quote', { ...trade(), ...offNetwork }, 404, 'NOT_FOUND', 'from')
    // LONE is listed but has no pool.
    await expectRefused('/swap/quote', { ...trade(), to: f.id('LONE') }, 404, 'NO_ROUTE', 'to')
    await expectRefused('/swap/build-tx', { ...trade(), to: f.id('LONE') }, 404, 'NO_ROUTE', 'to')
    // So little that the pool pays nothing.
    await expectRefused(
      '/swap/quote',
      { ...trade(), from: f.id('DAI'), to: f.id('USDC'), amount: '1' },
      404,
      'NO_ROUTE',
      'to',
    )
  })

  it('/swap/allowance, /swap/approve-tx and /swap/build-tx: 400 naming the field, 404 off-network', async () => {
    const owner = user.address
    await expectRefused(
      '/swap/allowance',
      { tokenAddress: OTHER, userAddress: owner },
      400,
      'INVALID_REQUEST',
      'tokenAddress',
    )
    await expectRefused(
      '/swap/allowance',
      { tokenAddress: f.id('USDC'), userAddress: 'me' },
      400,
      'INVALID_REQUEST',
      'userAddress',
    )
    await expectRefused(
      '/swap/allowance',
      { tokenAddress: `eip155:1:${OTHER}`, userAddress: owner },
      404,
      'NOT_FOUND',
      'tokenAddress',
    )
    const approval = { userAddress: owner, from: f.id('USDC'), to: NATIVE }
    await expectRefused(
      '/swap/approve-tx',
      { ...approval, from: NATIVE, to: f.id('USDC') },
      400,
      'INVALID_REQUEST',
      'from',
    )
    await expectRefused(
      '/swap/approve-tx',
      { ...approval, amount: '0' },
      400,
      'INVALID_REQUEST',
      'amount',
    )
    await expectRefused(
      '/swap/approve-tx',
      { ...approval, to: f.id('USDC') },
      400,
      'INVALID_REQUEST',
      'to',
    )
    for (const slippage of ['51', '-1', 'x', '1.234', ''])
      await expectRefused(
        '/swap/build-tx',
        { ...trade(), slippage },
        400,
        'INVALID_REQUEST',
        'slippage',
      )
    await expectRefused(
      '/swap/build-tx',
      { ...trade(), userAddress: OTHER.slice(0, 20) },
      400,
      'INVALID_REQUEST',
      'userAddress',
    )
    expect((await f.get('/swap/build-tx', { ...trade(), slippage: '0.5' })).status).toBe(200)
  })

  it('answers 502 UPSTREAM_FAILED when the node fails or does not answer in time', async () => {
    for (const chainId of ['eip155:31339', 'eip155:31340']) {
      const started = Date.now()
      const response = await fetch(`${broken}/swap/tokens?chainId=${chainId}`, {
        headers: { origin: ORIGIN },
      })
      expect(response.status, chainId).toBe(502)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'UPSTREAM_FAILED',
      )
      expect(Date.now() - started).toBeLessThan(10_000)
    }
    const quote = new URLSearchParams({
      ...trade(),
      from: 'eip155:31339:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:31339:${f.tokens.USDC}`,
    })
    const response = await fetch(`${broken}/swap/quote?${quote}`, { headers: { origin: ORIGIN } })
    expect(response.status).toBe(502)
  })
})
