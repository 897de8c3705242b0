import { describe, expect, it } from 'vitest'
import { parseTokenBalance, parseTokenBalances } from './tokenBalance.js'

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://tokens.test/usdc.png',
}

describe('parseTokenBalance', () => {
  it('keeps a well-formed balance as is', () => {
    expect(parseTokenBalance(usdc)).toEqual(usdc)
  })

  it('defaults a missing price, value and icon to 0 and empty', () => {
    const { price: _p, value: _v, iconUrl: _i, ...bare } = usdc
    expect(parseTokenBalance(bare)).toEqual({ ...bare, price: 0, value: 0, iconUrl: '' })
  })

  it.each([
    ['a non-object', 'USDC'],
    ['a numeric name', { ...usdc, name: 5 }],
    ['a very long symbol', { ...usdc, symbol: 'X'.repeat(201) }],
    ['a numeric chain id', { ...usdc, chainId: 1 }],
    ['an empty chain id', { ...usdc, chainId: '' }],
    ['a negative value', { ...usdc, value: -1 }],
    ['an infinite price', { ...usdc, price: Number.POSITIVE_INFINITY }],
    ['a numeric quantity', { ...usdc, quantity: { decimals: '6', numeric: 12.5 } }],
    ['an exponent quantity', { ...usdc, quantity: { decimals: '6', numeric: '1e21' } }],
    ['a negative quantity', { ...usdc, quantity: { decimals: '6', numeric: '-3' } }],
    ['numeric decimals', { ...usdc, quantity: { decimals: 6, numeric: '1' } }],
    ['an object address', { ...usdc, address: { toString: (): string => 'x' } }],
  ])('drops %s', (_label, value) => {
    expect(parseTokenBalance(value)).toBeUndefined()
  })

  it("keeps a token list's inline SVG logo; a refused or oversized icon drops only the icon", () => {
    const svg = `data:image/svg+xml;base64,${'PHN2Zz48L3N2Zz4='.repeat(120)}`
    expect(parseTokenBalance({ ...usdc, iconUrl: svg })?.iconUrl).toBe(svg)
    for (const iconUrl of ['javascript:alert(1)', `data:image/png;base64,${'A'.repeat(200_000)}`])
      expect(parseTokenBalance({ ...usdc, iconUrl })).toEqual({ ...usdc, iconUrl: '' })
    expect(parseTokenBalance({ ...usdc, iconUrl: 5 })).toBeUndefined()
  })

  it('reads only own properties (a polluted prototype adds nothing)', () => {
    const inherited = Object.create({ name: 'Evil', symbol: 'EVL' })
    Object.assign(inherited, { chainId: 'eip155:1', quantity: usdc.quantity })
    expect(parseTokenBalance(inherited)).toBeUndefined()
  })
})

describe('parseTokenBalances', () => {
  it('reads `{ balances }` or a bare list, dropping invalid entries and decimals-0 tokens', () => {
    const nft = { ...usdc, symbol: 'NFT', quantity: { decimals: '0', numeric: '3' } }
    expect(parseTokenBalances({ balances: [usdc, nft, { name: 1 }] })).toEqual([usdc])
    expect(parseTokenBalances([usdc])).toEqual([usdc])
    expect(parseTokenBalances({ balances: [] })).toEqual([])
  })

  it('returns undefined when the answer holds no list (no answer, not "no tokens")', () => {
    for (const answer of [undefined, null, 'ok', { balances: 'x' }, { data: [] }, 7])
      expect(parseTokenBalances(answer)).toBeUndefined()
  })

  it('reads at most 500 entries of a huge answer', () => {
    expect(parseTokenBalances({ balances: Array(2000).fill(usdc) })).toHaveLength(500)
  })
})
