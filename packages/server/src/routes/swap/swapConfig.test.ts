import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config/parseConfig.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

const chain = (swap: unknown, extra: object = {}) => ({
  projects: [{ id: 'demo', origins: ['https://app.example'] }],
  chains: [
    {
      caipNetworkId: 'eip155:1',
      rpcUrls: ['https://rpc.example'],
      native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [
        { address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 },
        { address: DAI, name: 'Dai', symbol: 'DAI', decimals: 18 },
      ],
      swap,
      ...extra,
    } as never,
  ],
})

describe("a chain's swap configuration", () => {
  it('takes router, weth and a priced usdToken; deadlineSeconds defaults to 1,200', () => {
    const config = parseConfig(chain({ router: ROUTER, weth: WETH, usdToken: USDC }))
    expect(config.chains[0]?.swap).toEqual({
      router: ROUTER,
      weth: WETH,
      usdToken: USDC,
      deadlineSeconds: 1_200,
    })
    const picked = parseConfig(
      chain({ router: ROUTER, weth: WETH, usdToken: USDC.toLowerCase(), tokens: [DAI] }),
    )
    expect(picked.chains[0]?.swap?.tokens).toEqual([DAI])
  })

  it('names each field at fault', () => {
    const issues = (swap: unknown, extra: object = {}) => {
      try {
        parseConfig(chain(swap, extra))
      } catch (error) {
        return (error as { issues: string[] }).issues
      }
      return []
    }
    const good = { router: ROUTER, weth: WETH, usdToken: USDC }
    expect(issues({ ...good, router: 'uniswap' })).toEqual([
      'chains.0.swap.router: must be an EVM address (0x and 40 hex digits)',
    ])
    expect(issues({ ...good, usdToken: DAI })).toEqual([
      'chains.0.swap.usdToken: must be a listed token with a fixed price',
    ])
    expect(issues({ ...good, tokens: [USDC, WETH] })).toEqual([
      'chains.0.swap.tokens.1: must be a listed token of the chain',
    ])
    expect(issues({ ...good, deadlineSeconds: 5 })[0]).toMatch(
      /^chains\.0\.swap\.deadlineSeconds: /,
    )
    expect(
      issues(good, {
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toEqual(['chains.0.swap: swaps are served on eip155 only'])
    // A provider fee: a recipient, 1 to 1,000 basis points, paid through the chain's Multicall3.
    const fee = { recipient: WETH, basisPoints: 30 }
    expect(issues({ ...good, fee }, { multicall3: ROUTER })).toEqual([])
    expect(issues({ ...good, fee })).toEqual([
      "chains.0.swap.fee: is paid through the chain's Multicall3: set the chain's multicall3 address",
    ])
    expect(issues({ ...good, fee: { ...fee, basisPoints: 0 } }, { multicall3: ROUTER })[0]).toMatch(
      /^chains\.0\.swap\.fee\.basisPoints: /,
    )
    expect(
      issues({ ...good, fee: { ...fee, recipient: 'me' } }, { multicall3: ROUTER })[0],
    ).toMatch(/^chains\.0\.swap\.fee\.recipient: /)
  })
})
