import { describe, expect, it, vi } from 'vitest'
import type { RecentWallet, WalletListing } from '../types/connector.js'
import { createCatalogueSource, createStaticDirectorySource } from './sources.js'
import type { WalletDirectoryQuery } from './types.js'
import { createWalletDirectory } from './walletDirectory.js'

const wallets: WalletListing[] = Array.from({ length: 250 }, (_, i) => ({
  id: `w${i + 1}`,
  name: i % 50 === 0 ? `Search Me ${i + 1}` : `Wallet ${i + 1}`,
  rdns: `io.w${i + 1}`,
  chains: i % 10 === 9 ? ['solana:*'] : ['eip155:*'],
}))

function directory(
  patch: {
    include?: string[]
    exclude?: string[]
    featured?: string[]
    installed?: { rdns: string[]; ids: string[] }
    recent?: RecentWallet[]
    chains?: string[]
  } = {},
) {
  const source = createStaticDirectorySource(wallets)
  const fetchWallets = vi.spyOn(source, 'fetchWallets')
  const dir = createWalletDirectory({
    source,
    includeWalletIds: patch.include ?? [],
    excludeWalletIds: patch.exclude ?? [],
    featuredWalletIds: patch.featured ?? [],
    getChains: () => patch.chains ?? ['eip155:1'],
    getInstalled: () => patch.installed ?? { rdns: [], ids: [] },
    getRecent: () => patch.recent ?? [],
  })
  const queries = () => fetchWallets.mock.calls.map(([query]) => query as WalletDirectoryQuery)
  return { dir, queries }
}

describe('wallet directory rules (spec §9)', () => {
  it('pages AllWallets 40 at a time, only for the host chains', async () => {
    const { dir, queries } = directory()
    const first = await dir.getWallets({ page: 1 })
    expect(first.pageSize).toBe(40)
    expect(first.data).toHaveLength(40)
    expect(first.count).toBe(225) // every tenth wallet is solana-only
    expect(first.data.some((w) => w.chains?.includes('solana:*'))).toBe(false)
    const sixth = await dir.getWallets({ page: 6 })
    expect(sixth.data).toHaveLength(25)
    expect(queries()[0]).toMatchObject({ page: 1, entries: 40, chains: ['eip155:1'] })
  })

  it('a search fetches up to 100 matches, page 1', async () => {
    const { dir, queries } = directory()
    const found = await dir.getWallets({ page: 3, search: ' search me ' })
    expect(queries().at(-1)).toMatchObject({ page: 1, entries: 100, search: 'search me' })
    expect(found.pageSize).toBe(100)
    expect(found.data.map((w) => w.id)).toEqual(['w1', 'w51', 'w101', 'w151', 'w201'])
  })

  it('includeWalletIds and excludeWalletIds shape every list', async () => {
    const { dir } = directory({ include: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'], exclude: ['w2'] })
    const list = await dir.getWallets({ page: 1 })
    expect(list.data.map((w) => w.id)).toEqual(['w1', 'w3', 'w4', 'w5', 'w6'])
    expect((await dir.getRecommended()).map((w) => w.id)).toEqual(['w1', 'w3', 'w4', 'w5'])
  })

  it('leaves installed wallets (by rdns or id) out of the list and the recommendations', async () => {
    const { dir, queries } = directory({ installed: { rdns: ['io.w1', 'io.w3'], ids: ['w4'] } })
    const list = await dir.getWallets({ page: 1 })
    expect(list.data.map((w) => w.id).slice(0, 3)).toEqual(['w2', 'w5', 'w6'])
    expect(list.count).toBe(222)
    expect(queries().at(-1)).toMatchObject({ excludeRdns: ['io.w1', 'io.w3'], exclude: ['w4'] })
    expect((await dir.getRecommended()).map((w) => w.id)).toEqual(['w2', 'w5', 'w6', 'w7'])
  })

  it('featured: featuredWalletIds in the host order, fetch 4; never recommended again', async () => {
    const { dir, queries } = directory({
      featured: ['w9', 'w3', 'w7', 'w5', 'w8'],
      exclude: ['w7'],
    })
    const featured = await dir.getFeatured()
    expect(featured.map((w) => w.id)).toEqual(['w9', 'w3', 'w5', 'w8'])
    expect(queries().at(-1)).toMatchObject({ entries: 4, include: ['w9', 'w3', 'w5', 'w8'] })
    const recommended = await dir.getRecommended()
    expect(queries().at(-1)?.entries).toBe(4)
    expect(recommended.map((w) => w.id)).toEqual(['w1', 'w2', 'w4', 'w6'])
  })

  it('no featured ids: no featured wallets and no fetch', async () => {
    const { dir, queries } = directory()
    expect(await dir.getFeatured()).toEqual([])
    expect(await dir.getFeatured({ lazy: true })).toEqual([])
    expect(queries()).toHaveLength(0)
  })

  it('recent wallets: the 2 kept, newest first', async () => {
    const { dir } = directory({ recent: [{ id: 'w42' }, { id: 'w7' }, { id: 'w8' }] })
    expect((await dir.getRecent()).map((w) => w.id)).toEqual(['w42', 'w7'])
  })

  it('lazy requests answer from the source at hand, never through fetchWallets', async () => {
    const { dir, queries } = directory({ featured: ['w2'], recent: [{ id: 'w9' }] })
    expect((await dir.getRecommended({ lazy: true })).map((w) => w.id)).toEqual([
      'w1',
      'w3',
      'w4',
      'w5',
    ])
    expect((await dir.getFeatured({ lazy: true })).map((w) => w.id)).toEqual(['w2'])
    expect((await dir.getRecent({ lazy: true })).map((w) => w.id)).toEqual(['w9'])
    expect(queries()).toHaveLength(0)
  })

  it('lazy with the bundled catalogue: answered from its head, or empty — never imported', async () => {
    const load = vi.fn(async () => ({ default: wallets }))
    const dir = createWalletDirectory({
      source: createCatalogueSource({ load, top: wallets.slice(0, 12) }),
      featuredWalletIds: ['w3', 'w201'],
      getChains: () => ['eip155:1'],
      getInstalled: () => ({ rdns: ['io.w1'], ids: [] }),
      getRecent: () => [{ id: 'w5' }],
    })
    expect((await dir.getRecommended({ lazy: true })).map((w) => w.id)).toEqual([
      'w2',
      'w4',
      'w6',
      'w7',
    ])
    expect(await dir.getFeatured({ lazy: true })).toEqual([]) // w201 is past the head
    expect((await dir.getRecent({ lazy: true })).map((w) => w.id)).toEqual(['w5'])
    expect(load).not.toHaveBeenCalled()
    // Not lazy (AllWallets): imported.
    expect((await dir.getFeatured()).map((w) => w.id)).toEqual(['w3', 'w201'])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
