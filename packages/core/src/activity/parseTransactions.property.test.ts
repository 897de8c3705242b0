import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileUrlValue, hostileValue, mutated } from '../utils/hostileInput.testing.js'
import {
  expectBoundedText,
  expectFiniteAmount,
  expectSafeImageOrEmpty,
} from '../validators/safety.testing.js'
import { PLAIN_DECIMAL } from '../validators/untrustedFields.js'
import { parseTransactionsPage } from './parseTransactions.js'

const field = fc.oneof(hostileUrlValue, hostileValue)
const transfer = fc.oneof(
  mutated(
    {
      direction: 'in',
      quantity: { numeric: '1.5' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://i.example/eth.png' } },
      price: 2000,
      value: 3000,
    },
    field,
  ),
  mutated(
    {
      direction: 'out',
      quantity: { numeric: '1' },
      nft_info: { name: 'Punk', flags: { is_spam: false }, content: { preview: { url: 'x' } } },
    },
    field,
  ),
  fc.record({
    direction: fc.constant('in'),
    quantity: fc.constant({ numeric: '1' }),
    fungible_info: fc.record({
      name: fc.string(),
      symbol: fc.string(),
      icon: fc.record({ url: hostileUrlValue }),
    }),
  }),
  fc.record({
    direction: fc.constant('self'),
    quantity: fc.constant({ numeric: '1' }),
    nft_info: fc.record({
      name: fc.string(),
      content: fc.record({ preview: fc.record({ url: hostileUrlValue }) }),
    }),
  }),
)
const transaction = mutated(
  {
    id: 'tx-1',
    metadata: {
      minedAt: '2026-01-01T00:00:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0xa',
      sentTo: '0xb',
    },
    transfers: [],
  },
  field,
).chain((base) =>
  fc.array(transfer, { maxLength: 25 }).map((transfers) => ({ ...base, transfers })),
)
const hostilePage = fc.oneof(
  fc.record({
    data: fc.array(fc.oneof(transaction, hostileValue), { maxLength: 15 }),
    next: field,
  }),
  hostileValue,
)

describe('activity API answers (properties)', () => {
  it('every parsed transaction is bounded, dated, with finite amounts and safe images', () => {
    fc.assert(
      fc.property(hostilePage, (answer) => {
        const page = parseTransactionsPage(answer)
        if (page === undefined) return
        if (page.next !== undefined) expectBoundedText(page.next, 200)
        expect(page.transactions.length).toBeLessThanOrEqual(100)
        for (const tx of page.transactions) {
          expectBoundedText(tx.id, 200)
          expect(Number.isNaN(Date.parse(tx.metadata.minedAt))).toBe(false)
          for (const key of ['chain', 'operationType', 'status', 'sentFrom', 'sentTo'] as const)
            expectBoundedText(tx.metadata[key], 200)
          expect(tx.transfers.length).toBeLessThanOrEqual(20)
          for (const one of tx.transfers) {
            expect(['in', 'out', 'self']).toContain(one.direction)
            expect(one.quantity.numeric).toMatch(PLAIN_DECIMAL)
            if (one.value !== undefined) expectFiniteAmount(one.value)
            if (one.price !== undefined) expectFiniteAmount(one.price)
            if (one.fungible_info) {
              expectBoundedText(one.fungible_info.name, 200)
              expectBoundedText(one.fungible_info.symbol, 200)
              expectSafeImageOrEmpty(one.fungible_info.icon.url)
            }
            if (one.nft_info) {
              expectBoundedText(one.nft_info.name, 200)
              expect(typeof one.nft_info.flags.is_spam).toBe('boolean')
              expectSafeImageOrEmpty(one.nft_info.content.preview.url)
            }
          }
        }
      }),
      { numRuns: 300 },
    )
  })
})
