import type { WalletListing } from '@gangway/core'
import { queryWallets } from '@gangway/core/directory'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createListingIndex } from './listingIndex.js'

const CHAINS = ['eip155:1', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

// Names from a small alphabet (with a capital and a non-ASCII letter), so searches often match.
const name = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A', 'é', ' ', '1'), maxLength: 12 })
const listing = (index: number) =>
  fc
    .record({
      name: fc.oneof(name, fc.constant(undefined as unknown as string)),
      chains: fc.subarray(CHAINS),
      rdns: fc.constantFrom(undefined, 'io.a.app', 'io.b.app'),
    })
    .map(
      (fields): WalletListing =>
        ({ id: `w${index}`, ...fields, rdns: fields.rdns ?? null }) as unknown as WalletListing,
    )
const listings = fc
  .integer({ min: 0, max: 40 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => listing(index))))

const query = fc.record({
  page: fc.integer({ min: 1, max: 4 }),
  entries: fc.integer({ min: 1, max: 10 }),
  search: fc.option(name, { nil: undefined }),
  chains: fc.option(fc.subarray([...CHAINS, 'eip155:*']), { nil: undefined }),
  rdns: fc.option(fc.subarray(['io.a.app']), { nil: undefined }),
  exclude: fc.option(fc.subarray(['w0', 'w1', 'w2']), { nil: undefined }),
})

describe('createListingIndex', () => {
  it("answers every query as core's queryWallets does: the same page, in order, and count", () => {
    fc.assert(
      fc.property(listings, fc.array(query, { minLength: 1, maxLength: 5 }), (wallets, queries) => {
        const index = createListingIndex(wallets)
        // Twice each: the second answer comes from the kept matches.
        for (const asked of [...queries, ...queries])
          expect(index.query(asked)).toEqual(queryWallets(wallets, asked))
      }),
      { numRuns: 300 },
    )
  })

  // Core's queryWallets passes over all 100,000 per query: seconds on a busy machine.
  it('finds by any part of the name at 100,000 listings, as core does', { timeout: 60_000 }, () => {
    const wallets = Array.from(
      { length: 100_000 },
      (_, i) =>
        ({ id: `wallet-${i}`, name: `Wallet ${i} Pro`, chains: [CHAINS[i % 3]] }) as WalletListing,
    )
    const index = createListingIndex(wallets)
    for (const search of ['wallet 4242', '4242', ' pro', '99 p', 'zz', '7', 'WALLET 1234']) {
      const asked = { page: 1, entries: 40, search, chains: ['eip155:1'] }
      expect(index.query(asked)).toEqual(queryWallets(wallets, asked))
    }
    expect(index.query({ page: 1, entries: 40, search: 'wallet 99999' }).data).toEqual([
      wallets[99_999],
    ])
  })
})
