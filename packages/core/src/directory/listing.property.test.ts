import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletListing } from '../types/connector.js'
import {
  hostileString,
  hostileUrlValue,
  hostileValue,
  mutated,
} from '../utils/hostileInput.testing.js'
import { BARE_APP_SCHEME, UNSAFE_URL_CHARACTER } from '../validators/links.js'
import { expectBoundedText, expectSafeImage, expectSafeLink } from '../validators/safety.testing.js'
import { isRdns, MAX_WALLET_NAME_LENGTH } from '../validators/walletInfo.js'
import { MAX_DIRECTORY_WALLETS, parseWalletListing, parseWalletListings } from './listing.js'
import { queryWallets } from './queryWallets.js'
import type { WalletDirectorySource } from './types.js'
import { createWalletDirectory } from './walletDirectory.js'

const FIELDS = new Set([
  'id',
  'name',
  'image_id',
  'image_url',
  'rdns',
  'chains',
  'homepage',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'app_store',
  'play_store',
])
const WEB_LINKS = ['homepage', 'webapp_link', 'app_store', 'play_store'] as const

const VALID = {
  id: 'metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  chains: ['eip155:*'],
  image_url: 'https://img.example/mm.png',
  homepage: 'https://metamask.io',
  mobile_link: 'metamask://',
  desktop_link: 'metamask://',
  webapp_link: 'https://portfolio.metamask.io/',
}

/** A listing-shaped value: a valid listing with hostile fields, or anything at all. */
const hostileListing = fc.oneof(
  mutated(VALID, fc.oneof(hostileUrlValue, hostileValue, fc.array(hostileString))),
  hostileValue,
)

/** What every listing the kit works with satisfies. */
function expectSafeListing(listing: WalletListing): void {
  for (const key of Object.keys(listing)) expect(FIELDS).toContain(key)
  expectBoundedText(listing.id, 128)
  expect(listing.id.length).toBeGreaterThan(0)
  expect(listing.id).not.toMatch(UNSAFE_URL_CHARACTER)
  expectBoundedText(listing.name, MAX_WALLET_NAME_LENGTH * 2)
  expect([...listing.name].length).toBeLessThanOrEqual(MAX_WALLET_NAME_LENGTH)
  expect(listing.name.trim()).not.toBe('')
  expect(listing.name).not.toMatch(/[\p{Cc}\p{Cf}]/u)
  if (listing.chains !== undefined) {
    expect(Array.isArray(listing.chains)).toBe(true)
    for (const chain of listing.chains)
      expect(chain).toMatch(/^[-a-z0-9]{3,8}:([-_a-zA-Z0-9]{1,32}|\*)$/)
  }
  if (listing.rdns != null) expect(isRdns(listing.rdns)).toBe(true)
  if (listing.image_url !== undefined) expectSafeImage(listing.image_url)
  for (const key of WEB_LINKS) if (listing[key] != null) expectSafeLink(listing[key], 'web')
  for (const key of ['mobile_link', 'desktop_link'] as const) {
    const link = listing[key]
    if (link == null) continue
    // A bare app scheme (`trust:`) is kept as given and completed (then checked) when used.
    if (BARE_APP_SCHEME.test(link)) expectSafeLink(`${link.replace(/[:/]+$/, '')}://`, 'app')
    else expectSafeLink(link, 'app')
  }
}

describe('wallet listings (properties)', () => {
  it('every parsed listing is safe: bounded text, CAIP-2 chains, checked links and images', () => {
    fc.assert(
      fc.property(hostileListing, (value) => {
        const listing = parseWalletListing(value)
        if (listing) expectSafeListing(listing)
      }),
      { numRuns: 1000 },
    )
  })

  it('a parsed list holds unique ids, and search over it never throws', () => {
    fc.assert(
      fc.property(
        fc.array(hostileListing, { maxLength: 30 }),
        fc.string({ maxLength: 10 }),
        fc.array(fc.constantFrom('eip155:1', 'solana:x', 'eip155:*', ''), { maxLength: 3 }),
        (list, search, chains) => {
          const listings = parseWalletListings(list)
          expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length)
          const page = queryWallets(listings, { page: 1, entries: 40, search, chains })
          for (const listing of page.data) expectSafeListing(listing)
        },
      ),
      { numRuns: 300 },
    )
  })

  it("a directory's pages are safe whatever its source answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            data: fc.oneof(fc.array(hostileListing, { maxLength: 60 }), hostileValue),
            count: hostileValue,
          }),
          hostileValue,
        ),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
        async (answer, page, search) => {
          const source: WalletDirectorySource = {
            fetchWallets: async () => answer as never,
            peekWallets: () => (answer as { data?: never })?.data,
          }
          const directory = createWalletDirectory({
            source,
            getChains: () => ['eip155:1'],
            getInstalled: () => ({ rdns: ['io.metamask'], ids: [] }),
            getRecent: () => [{ id: 'metamask' }],
            featuredWalletIds: ['metamask'],
          })
          const result = await directory.getWallets({ page, ...(search && { search }) })
          expect(result.data.length).toBeLessThanOrEqual(result.pageSize)
          expect(Number.isInteger(result.count)).toBe(true)
          expect(result.count).toBeGreaterThanOrEqual(0)
          expect(result.count).toBeLessThanOrEqual(MAX_DIRECTORY_WALLETS + result.pageSize)
          expect(typeof result.last).toBe('boolean')
          for (const listing of result.data) expectSafeListing(listing)
          for (const lazy of [true, false]) {
            const lists = await Promise.all([
              directory.getFeatured({ lazy }),
              directory.getRecommended({ lazy }),
              directory.getRecent({ lazy }),
            ])
            for (const listing of lists.flat()) expectSafeListing(listing)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
