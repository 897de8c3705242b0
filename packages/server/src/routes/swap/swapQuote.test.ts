import { formatUnits, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHAIN, NATIVE, type SwapFixture, user, useSwapFixture } from './swapTestSetup.testing.js'

describe('GET /swap/tokens, /swap/prices and /swap/quote (anvil + Uniswap V2)', {
  timeout: 30_000,
}, () => {
  const start = useSwapFixture()
  let f: SwapFixture

  beforeAll(async () => {
    f = await start()
  }, 120_000)

  /** What the router pays in USDC for one whole token, read from the node. */
  const routerPrice = async (path: `0x${string}`[], decimals: number) =>
    Number(formatUnits((await f.amountsOut(10n ** BigInt(decimals), path)).at(-1) as bigint, 6))

  it('lists the native currency first, then the swap tokens, priced from the pools', async () => {
    for (const chainId of [CHAIN, '31337']) {
      const { status, body } = await f.get('/swap/tokens', { chainId })
      expect(status).toBe(200)
      const ethPrice = await routerPrice([f.dex.weth, f.tokens.USDC], 18)
      const daiPrice = await routerPrice([f.tokens.DAI, f.dex.weth, f.tokens.USDC], 18)
      const usdtPrice = await routerPrice([f.tokens.USDT, f.tokens.USDC], 6)
      expect(body.tokens).toEqual([
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, price: ethPrice },
        { name: 'USD Coin', symbol: 'USDC', address: f.id('USDC'), decimals: 6, price: 1 },
        {
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          address: f.id('DAI'),
          decimals: 18,
          price: daiPrice,
        },
        {
          name: 'Tether USD',
          symbol: 'USDT',
          address: f.id('USDT'),
          decimals: 6,
          price: usdtPrice,
        },
        // No pool: no price read, none configured.
        { name: 'Lonely', symbol: 'LONE', address: f.id('LONE'), decimals: 18, price: 0 },
      ])
      // 1 ETH = 2,000 USD pools, less the 0.3 % fee per hop and the trade's own impact.
      expect(ethPrice).toBeGreaterThan(1990)
      expect(ethPrice).toBeLessThan(2000)
      expect(daiPrice).toBeGreaterThan(0.99)
      expect(usdtPrice).toBeGreaterThan(0.99)
    }
  })

  it('/balance prices the native currency (no fixed price) from the pools, as /swap/tokens', async () => {
    const { status, body } = await f.get('/balance', {
      address: user.address,
      caipNetworkId: CHAIN,
    })
    expect(status).toBe(200)
    const ethPrice = await routerPrice([f.dex.weth, f.tokens.USDC], 18)
    const [native, ...tokens] = body.balances
    expect(native).toMatchObject({ symbol: 'ETH', address: NATIVE, price: ethPrice })
    expect(native.value).toBeCloseTo(ethPrice * Number(native.quantity.numeric), 6)
    // The listed tokens keep their fixed price.
    for (const token of tokens) expect(token.price).toBe(1)
  })

  it('prices tokens of one network; a token with no route or not offered is left out', async () => {
    const addresses = [
      NATIVE,
      f.id('USDC'),
      f.id('LONE'),
      `${CHAIN}:0x000000000000000000000000000000000000bEEF`,
    ]
    const { status, body } = await f.get('/swap/prices', { addresses: addresses.join(',') })
    expect(status).toBe(200)
    expect(body.fungibles).toEqual([
      {
        address: NATIVE,
        name: 'Ether',
        symbol: 'ETH',
        price: await routerPrice([f.dex.weth, f.tokens.USDC], 18),
      },
      { address: f.id('USDC'), name: 'USD Coin', symbol: 'USDC', price: 1 },
    ])
  })

  it("quotes ETH→USDC at the router's getAmountsOut, direct pool, ~0.1 % impact", async () => {
    const amount = parseEther('1')
    const { status, body } = await f.get('/swap/quote', {
      userAddress: user.address,
      from: NATIVE,
      to: f.id('USDC'),
      amount: amount.toString(),
      gasPrice: '1000000000',
    })
    expect(status).toBe(200)
    const expected = (await f.amountsOut(amount, [f.dex.weth, f.tokens.USDC])).at(-1)
    expect(body.quotes).toEqual([
      {
        fromAccount: NATIVE,
        toAccount: f.id('USDC'),
        fromAmount: amount.toString(),
        toAmount: String(expected),
        path: [`${CHAIN}:${f.dex.weth}`, f.id('USDC')],
        priceImpact: expect.any(Number),
        // No provider fee: the built transaction pays the whole amount into the router.
        providerFee: '0',
      },
    ])
    // 1 ETH into 1,000 ETH: 1 − 1/(1 + 0.000997) ≈ 0.0996 %.
    expect(body.quotes[0].priceImpact).toBeCloseTo(0.0996, 3)
  })

  it('routes USDC→DAI through WETH (no direct pool); a bigger trade has a bigger impact', async () => {
    const quote = async (amount: bigint) =>
      (
        await f.get('/swap/quote', {
          userAddress: user.address,
          from: f.id('USDC'),
          to: f.id('DAI'),
          amount: amount.toString(),
        })
      ).body.quotes[0]
    const small = await quote(parseUnits('100', 6))
    const path = [f.tokens.USDC, f.dex.weth, f.tokens.DAI]
    expect(small.path).toEqual(path.map((address) => `${CHAIN}:${address}`))
    expect(small.toAmount).toBe(String((await f.amountsOut(parseUnits('100', 6), path)).at(-1)))
    const large = await quote(parseUnits('200000', 6))
    expect(small.priceImpact).toBeLessThan(0.02)
    // 200,000 USDC into a 2,000,000 USDC pool: ~9 % on the first hop, ~9 % more on the second.
    expect(large.priceImpact).toBeGreaterThan(15)
    expect(large.priceImpact).toBeLessThan(25)
  })

  it('describes the six routes in /openapi.json', async () => {
    const response = await fetch(`${f.url}/openapi.json`)
    const paths = Object.keys(((await response.json()) as { paths: object }).paths)
    for (const path of ['tokens', 'prices', 'quote', 'allowance', 'approve-tx', 'build-tx'])
      expect(paths).toContain(`/swap/${path}`)
  })
})
