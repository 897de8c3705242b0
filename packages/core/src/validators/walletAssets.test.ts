import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletAsset } from '../adapters/capabilities.js'
import type { TokenBalance } from '../types/account.js'
import { hostileValue } from '../utils/hostileInput.testing.js'
import {
  filterTokenBalances,
  isValidWalletAsset,
  isValidWalletAssetResponse,
  MAX_ASSET_CHAINS,
  MAX_ASSETS_PER_CHAIN,
  parseWalletAssets,
} from './walletAssets.js'

const usdc: WalletAsset = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x1e8480',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://i/usdc' },
}
const eth: WalletAsset = {
  address: 'native',
  balance: '1500000000000000000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000, iconUrl: 'https://i/eth' },
}

describe('wallet asset responses (spec §5)', () => {
  it('accepts complete assets', () => {
    expect(isValidWalletAsset(usdc)).toBe(true)
    expect(isValidWalletAsset(eth)).toBe(true)
    expect(isValidWalletAssetResponse({ '0x1': [usdc, eth], '0xa': [] })).toBe(true)
  })

  it.each([
    ['address not a string', { ...usdc, address: 1 }],
    ['balance not a string', { ...usdc, balance: 2000000 }],
    ['balance not an integer', { ...usdc, balance: 'lots' }],
    ['type not ERC20/NATIVE', { ...usdc, type: 'ERC721' }],
    ['metadata missing', { ...usdc, metadata: undefined }],
    ['name missing', { ...usdc, metadata: { ...usdc.metadata, name: undefined } }],
    ['symbol missing', { ...usdc, metadata: { ...usdc.metadata, symbol: undefined } }],
    ['decimals missing', { ...usdc, metadata: { ...usdc.metadata, decimals: undefined } }],
    ['decimals a string', { ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }],
    ['price missing', { ...usdc, metadata: { ...usdc.metadata, price: undefined } }],
    ['price NaN', { ...usdc, metadata: { ...usdc.metadata, price: Number.NaN } }],
    ['iconUrl missing', { ...usdc, metadata: { ...usdc.metadata, iconUrl: undefined } }],
    ['a negative price', { ...usdc, metadata: { ...usdc.metadata, price: -1 } }],
    ['a huge name', { ...usdc, metadata: { ...usdc.metadata, name: 'n'.repeat(201) } }],
    ['a huge symbol', { ...usdc, metadata: { ...usdc.metadata, symbol: 's'.repeat(201) } }],
    ['a huge address', { ...usdc, address: `0x${'a'.repeat(200)}` }],
    ['a huge icon', { ...usdc, metadata: { ...usdc.metadata, iconUrl: 'x'.repeat(200_000) } }],
  ])('rejects an asset with %s, so the caller falls back', (_label, asset) => {
    expect(isValidWalletAsset(asset)).toBe(false)
    expect(isValidWalletAssetResponse({ '0x1': [eth, asset] })).toBe(false)
    const result = parseWalletAssets({ '0x1': [eth, asset] }, 1)
    expect(result.ok).toBe(false)
  })

  it('rejects answers with too many chains or assets before reading them', () => {
    const chains = Object.fromEntries(
      Array.from({ length: MAX_ASSET_CHAINS + 1 }, (_, i) => [`0x${(i + 1).toString(16)}`, []]),
    )
    expect(isValidWalletAssetResponse(chains)).toBe(false)
    const assets = Array.from({ length: MAX_ASSETS_PER_CHAIN + 1 }, () => usdc)
    expect(isValidWalletAssetResponse({ '0x1': assets })).toBe(false)
    expect(parseWalletAssets({ '0x1': assets }).ok).toBe(false)
    expect(isValidWalletAssetResponse({ '0x1': assets.slice(1) })).toBe(true)
  })

  it('keeps only icons the image check accepts, and finite values', () => {
    const tracked = { ...usdc, metadata: { ...usdc.metadata, iconUrl: 'javascript:alert(1)' } }
    const rich = {
      ...eth,
      balance: `0x${'f'.repeat(128)}`,
      metadata: { ...eth.metadata, decimals: 0, price: 1e300 },
    }
    const result = parseWalletAssets({ '0x1': [tracked, rich] })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.balances[0]?.iconUrl).toBe('')
    expect(Number.isFinite(result.balances[1]?.value)).toBe(true)
  })

  it('rejects a response that is not a chain-id keyed object of lists', () => {
    expect(isValidWalletAssetResponse([usdc])).toBe(false)
    expect(isValidWalletAssetResponse({ '0x1': usdc })).toBe(false)
    expect(isValidWalletAssetResponse({ mainnet: [usdc] })).toBe(false)
    expect(isValidWalletAssetResponse(null)).toBe(false)
  })

  it('parses one chain into token balances', () => {
    const result = parseWalletAssets({ '0x1': [usdc, eth], '0xa': [usdc] }, 1)
    expect(result).toEqual({
      ok: true,
      balances: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          value: 2,
          price: 1,
          quantity: { decimals: '6', numeric: '2' },
          iconUrl: 'https://i/usdc',
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 3000,
          price: 2000,
          quantity: { decimals: '18', numeric: '1.5' },
          iconUrl: 'https://i/eth',
        },
      ],
    })
  })

  it('parses every chain when none is picked', () => {
    const result = parseWalletAssets({ '0x1': [usdc], '0xa': [usdc] })
    expect(result.ok && result.balances.map((b) => b.chainId)).toEqual(['eip155:1', 'eip155:10'])
  })

  it('never throws and agrees with the validator on hostile input', () => {
    const mutated = fc
      .record({
        key: fc.constantFrom('address', 'balance', 'type', 'metadata', '__proto__'),
        value: hostileValue,
      })
      .map(({ key, value }) => {
        const copy: Record<string, unknown> = JSON.parse(JSON.stringify(usdc))
        Object.defineProperty(copy, key, { value, enumerable: true, configurable: true })
        return { '0x1': [copy] }
      })
    fc.assert(
      fc.property(fc.oneof(hostileValue, mutated), (response) => {
        const result = parseWalletAssets(response)
        expect(result.ok).toBe(isValidWalletAssetResponse(response))
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
    )
  })
})

describe('token balance filter (spec §3: tokens with decimals 0 are dropped)', () => {
  const token = (decimals: string): TokenBalance => ({
    name: 'T',
    symbol: 'T',
    chainId: 'eip155:1',
    value: 0,
    price: 0,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  })

  it('drops decimals 0 and keeps the rest in order', () => {
    const list = [token('18'), token('0'), token('6'), token('0')]
    expect(filterTokenBalances(list).map((t) => t.quantity.decimals)).toEqual(['18', '6'])
  })

  it('never throws on hostile lists', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, fc.array(hostileValue)), (list) => {
        const kept = filterTokenBalances(list as never)
        expect(Array.isArray(kept)).toBe(true)
      }),
    )
  })
})
