import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileUrlValue, hostileValue, mutated } from '../utils/hostileInput.testing.js'
import { expectBoundedText, expectFiniteAmount, expectSafeImageOrEmpty } from './safety.testing.js'
import { PLAIN_DECIMAL } from './untrustedFields.js'
import { MAX_ASSET_CHAINS, MAX_ASSETS_PER_CHAIN, parseWalletAssets } from './walletAssets.js'

const field = fc.oneof(
  hostileUrlValue,
  hostileValue,
  fc.double(),
  fc.constantFrom(1e308, -1, Number.MAX_VALUE, `0x${'f'.repeat(128)}`),
)
const asset = fc.oneof(
  mutated(
    {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      balance: '0x1e8480',
      type: 'ERC20',
      metadata: {
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        price: 1,
        iconUrl: 'https://i.example/u.png',
      },
    },
    field,
  ),
  mutated({ name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000, iconUrl: 'x' }, field).map(
    (metadata) => ({ address: 'native', balance: `0x${'f'.repeat(60)}`, type: 'NATIVE', metadata }),
  ),
)
const hostileAnswer = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom('0x1', '0xa', '0x2105', 'mainnet', '__proto__'), fc.string()),
    fc.oneof(fc.array(asset, { maxLength: 10 }), hostileValue),
    { maxKeys: 5 },
  ),
  hostileValue,
)

describe('wallet_getAssets answers (properties)', () => {
  it('an accepted answer gives bounded balances with finite amounts and safe icons', () => {
    fc.assert(
      fc.property(
        hostileAnswer,
        fc.option(fc.constantFrom(1, 10, 8453), { nil: undefined }),
        (answer, chainId) => {
          const result = parseWalletAssets(answer, chainId)
          if (!result.ok) {
            expectBoundedText(result.reason, 200)
            return
          }
          expect(result.balances.length).toBeLessThanOrEqual(
            MAX_ASSET_CHAINS * MAX_ASSETS_PER_CHAIN,
          )
          for (const balance of result.balances) {
            expect(balance.chainId).toMatch(/^eip155:\d{1,16}$/)
            if (chainId !== undefined) expect(balance.chainId).toBe(`eip155:${chainId}`)
            expectBoundedText(balance.name, 200)
            expectBoundedText(balance.symbol, 200)
            if (balance.address !== undefined) expectBoundedText(balance.address, 200)
            expectFiniteAmount(balance.value)
            expectFiniteAmount(balance.price)
            expect(balance.quantity.numeric).toMatch(PLAIN_DECIMAL)
            expect(balance.quantity.decimals).toMatch(/^\d{1,3}$/)
            expectSafeImageOrEmpty(balance.iconUrl)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
