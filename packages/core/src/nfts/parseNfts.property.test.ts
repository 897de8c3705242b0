import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileUrlValue, hostileValue, mutated } from '../utils/hostileInput.testing.js'
import { expectBoundedText, expectSafeImage } from '../validators/safety.testing.js'
import { MAX_NFTS, parseNfts } from './parseNfts.js'

const CHAIN = 'eip155:1'
const nft = mutated(
  {
    chainId: CHAIN,
    contract: '0xabc',
    tokenId: '1',
    name: 'Collectible #1',
    collection: 'Collectibles',
    imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  },
  fc.oneof(hostileUrlValue, hostileValue, fc.constantFrom(CHAIN, '0xabc', '1')),
)
const hostileAnswer = fc.oneof(
  fc.record({ nfts: fc.array(fc.oneof(nft, hostileValue), { maxLength: 30 }) }),
  hostileValue,
)

describe('NFT API answers (properties)', () => {
  it('every parsed NFT is on the asked network, bounded, unique, with a safe image or none', () => {
    fc.assert(
      fc.property(hostileAnswer, (answer) => {
        const nfts = parseNfts(answer, CHAIN)
        if (nfts === undefined) return
        expect(nfts.length).toBeLessThanOrEqual(MAX_NFTS)
        const ids = new Set<string>()
        for (const item of nfts) {
          expect(item.chainId).toBe(CHAIN)
          for (const key of ['contract', 'tokenId', 'name', 'collection'] as const)
            expectBoundedText(item[key], 200)
          if (item.imageUrl !== undefined) expectSafeImage(item.imageUrl)
          const id = `${item.contract.toLowerCase()}#${item.tokenId}`
          expect(ids.has(id)).toBe(false)
          ids.add(id)
        }
      }),
      { numRuns: 500 },
    )
  })
})
