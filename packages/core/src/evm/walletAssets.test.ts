import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../types/chain.js'
import { fetchWalletAssets, nativeBalanceAssets, networksForChainFilter } from './walletAssets.js'

const network = (id: number): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

const validAsset = {
  address: '0x0000000000000000000000000000000000000001',
  balance: '0x10',
  type: 'ERC20',
  metadata: { name: 'Token', symbol: 'TKN', decimals: 6, price: 1, iconUrl: 'https://i' },
}
const ACCOUNT = '0x1111111111111111111111111111111111111111'

describe('fetchWalletAssets', () => {
  it('asks wallet_getAssets with account and chainFilter and keeps a valid answer', async () => {
    const request = vi.fn(async () => ({ '0x1': [validAsset] }))
    const fallback = vi.fn()
    const result = await fetchWalletAssets(
      { request },
      { account: ACCOUNT, chainFilter: ['0x1'] },
      fallback,
    )
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_getAssets',
      params: [{ account: ACCOUNT, chainFilter: ['0x1'] }],
    })
    expect(result).toEqual({ '0x1': [validAsset] })
    expect(fallback).not.toHaveBeenCalled()
  })

  it.each([
    ['metadata without iconUrl', { '0x1': [{ ...validAsset, metadata: { name: 'T' } }] }],
    ['type other than ERC20/NATIVE', { '0x1': [{ ...validAsset, type: 'ERC721' }] }],
    ['a non-object', 'nope'],
  ])('falls back to the balance path on an invalid answer (%s)', async (_, answer) => {
    const fallback = vi.fn(async () => ({ '0x1': [] }))
    const result = await fetchWalletAssets(
      { request: async () => answer },
      { account: ACCOUNT },
      fallback,
    )
    expect(fallback).toHaveBeenCalledTimes(1)
    expect(result).toEqual({ '0x1': [] })
  })

  it('falls back when the wallet lacks the method', async () => {
    const fallback = vi.fn(async () => ({}))
    await fetchWalletAssets(
      {
        request: async () => {
          throw { code: 4200 }
        },
      },
      { account: ACCOUNT },
      fallback,
    )
    expect(fallback).toHaveBeenCalledTimes(1)
  })

  it('with strict, rejects instead of answering the fallback (the kit then reads the balance API)', async () => {
    const fallback = vi.fn(async () => ({}))
    const strict = { account: ACCOUNT, strict: true }
    await expect(
      fetchWalletAssets({ request: async () => 'nope' }, strict, fallback),
    ).rejects.toThrow('wallet_getAssets answered an invalid asset list')
    const refused = { code: 4200 }
    await expect(
      fetchWalletAssets(
        {
          request: async () => {
            throw refused
          },
        },
        strict,
        fallback,
      ),
    ).rejects.toBe(refused)
    expect(fallback).not.toHaveBeenCalled()
    // `strict` is the kit's flag, not a wallet_getAssets parameter.
    const request = vi.fn(async () => ({ '0x1': [validAsset] }))
    await fetchWalletAssets({ request }, strict, fallback)
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_getAssets',
      params: [{ account: ACCOUNT }],
    })
  })
})

describe('nativeBalanceAssets', () => {
  it('builds NATIVE assets that pass the asset check', async () => {
    const result = await nativeBalanceAssets([network(31337)], async () => 10n ** 18n)
    expect(result).toEqual({
      '0x7a69': [
        {
          address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          balance: '0xde0b6b3a7640000',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 0, iconUrl: '' },
        },
      ],
    })
    const again = await fetchWalletAssets(
      { request: async () => result },
      { account: ACCOUNT },
      async () => ({}),
    )
    expect(again).toBe(result)
  })
})

describe('networksForChainFilter', () => {
  it('selects by hex id, or all eip155 networks without a filter', () => {
    const nets = [network(1), network(10)]
    expect(networksForChainFilter(nets, ['0xa']).map((n) => n.id)).toEqual([10])
    expect(networksForChainFilter(nets).map((n) => n.id)).toEqual([1, 10])
  })
})
