import { describe, expect, it } from 'vitest'
import type { WalletListing } from '../types/connector.js'
import { createListQuery, matchWallets, queryWallets } from './queryWallets.js'

const wallet = (id: string, patch: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  chains: ['eip155:*'],
  ...patch,
})

/** 95 wallets: w1..w95, every fifth also on solana. */
const many = Array.from({ length: 95 }, (_, i) =>
  wallet(`w${i + 1}`, { chains: (i + 1) % 5 === 0 ? ['eip155:*', 'solana:*'] : ['eip155:*'] }),
)

describe('queryWallets (the paging contract)', () => {
  it('pages by entries, 1-based, with the count of every match', () => {
    const first = queryWallets(many, { page: 1, entries: 40 })
    expect(first.data.map((w) => w.id)).toEqual(many.slice(0, 40).map((w) => w.id))
    expect(first.count).toBe(95)
    expect(queryWallets(many, { page: 2, entries: 40 }).data[0]?.id).toBe('w41')
    expect(queryWallets(many, { page: 3, entries: 40 }).data.map((w) => w.id)).toEqual(
      many.slice(80).map((w) => w.id),
    )
    expect(queryWallets(many, { page: 4, entries: 40 }).data).toEqual([])
  })

  it('searches names case-insensitively', () => {
    const list = [
      wallet('metamask', { name: 'MetaMask' }),
      wallet('meta', { name: 'Metal' }),
      wallet('trust', { name: 'Trust' }),
    ]
    const result = queryWallets(list, { page: 1, entries: 100, search: '  META ' })
    expect(result.data.map((w) => w.id)).toEqual(['metamask', 'meta'])
    expect(result.count).toBe(2)
  })

  it('applies include, exclude, rdns and excludeRdns', () => {
    const list = [
      wallet('a', { rdns: 'io.a' }),
      wallet('b', { rdns: 'io.b' }),
      wallet('c'),
      wallet('d', { rdns: 'io.d' }),
    ]
    const ids = (query: Parameters<typeof queryWallets>[1]) =>
      queryWallets(list, query).data.map((w) => w.id)
    expect(ids({ page: 1, entries: 10, include: ['a', 'c', 'd'], exclude: ['d'] })).toEqual([
      'a',
      'c',
    ])
    expect(ids({ page: 1, entries: 10, rdns: ['io.b', 'io.d'] })).toEqual(['b', 'd'])
    expect(ids({ page: 1, entries: 10, excludeRdns: ['io.a'] })).toEqual(['b', 'c', 'd'])
    expect(ids({ page: 1, entries: 10, include: [] })).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps wallets for at least one of the host chains; <namespace>:* covers the namespace', () => {
    expect(queryWallets(many, { page: 1, entries: 100, chains: ['solana:5eykt4'] }).count).toBe(19)
    expect(queryWallets(many, { page: 1, entries: 100, chains: ['eip155:31337'] }).count).toBe(95)
    expect(queryWallets(many, { page: 1, entries: 100, chains: ['polkadot:91b1'] }).count).toBe(0)
    const supports = (chains: string[], hostChains: string[]) =>
      matchWallets([wallet('x', { chains })], { chains: hostChains }).length === 1
    expect(supports(['eip155:1'], ['eip155:10'])).toBe(false)
    expect(supports(['eip155:1'], ['eip155:10', 'eip155:1'])).toBe(true)
    // `eip155:*` does not cover a namespace that merely starts the same way.
    expect(supports(['eip:*'], ['eip155:1'])).toBe(false)
  })

  it('exact chains and namespaces: a listing of eip155:1 only is not on eip155:10', () => {
    const exact = [wallet('a', { chains: ['eip155:1'] }), wallet('b', { chains: ['solana:*'] })]
    const ids = (chains: string[]) =>
      queryWallets(exact, { page: 1, entries: 10, chains }).data.map((w) => w.id)
    expect(ids(['eip155:10'])).toEqual([])
    expect(ids(['eip155:1'])).toEqual(['a'])
    expect(ids(['solana:5eykt4', 'eip155:1'])).toEqual(['a', 'b'])
  })
})

describe('createListQuery (pages of one fixed list)', () => {
  /** `many` with its filter passes counted (one pass = one match of the whole list). */
  const counted = () => {
    const list = Object.assign([...many], { passes: 0 })
    list.filter = function (this: typeof list, ...args: Parameters<WalletListing[]['filter']>) {
      list.passes++
      return Array.prototype.filter.apply(this, args)
    } as typeof list.filter
    return list
  }

  it('answers as queryWallets, page by page, whatever the filters', () => {
    const query = createListQuery(many)
    for (const filters of [
      {},
      { chains: ['solana:5eykt4'] },
      { search: 'W1' },
      { exclude: ['w2', 'w3'], include: [] },
    ])
      for (const page of [1, 2, 3, 4])
        expect(query({ ...filters, page, entries: 40 })).toEqual(
          queryWallets(many, { ...filters, page, entries: 40 }),
        )
  })

  it('matches the whole list once for the pages of the same filters, again when they change', () => {
    const list = counted()
    const query = createListQuery(list)
    // New but equal arrays for each page, as the kit's directory builds them.
    for (const page of [1, 2, 3])
      query({ page, entries: 40, exclude: ['w7'], chains: ['eip155:1'] })
    expect(list.passes).toBe(1)
    expect(query({ page: 1, entries: 40, search: 'w9' }).data.map((w) => w.id)).toEqual([
      'w9',
      'w90',
      'w91',
      'w92',
      'w93',
      'w94',
      'w95',
    ])
    expect(list.passes).toBe(2)
    // A search is trimmed and case-free: the same filters.
    query({ page: 1, entries: 40, search: ' W9 ' })
    expect(list.passes).toBe(2)
  })
})
