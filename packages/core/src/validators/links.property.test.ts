import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { hostileUrlValue, SNEAKY_CHARACTERS } from '../utils/hostileInput.testing.js'
import { openWalletLink, walletDeepLink, walletLinkPlatforms } from '../walletconnect/deepLinks.js'
import { safeImageUrl, safeLink } from './links.js'
import { expectSafeImage, expectSafeLink } from './safety.testing.js'

const URI = 'wc:7f6e50f5b5c1c4c4e0b3c2f1@2?relay-protocol=irn&symKey=ab12'

describe('links and images from untrusted data (properties)', () => {
  it('every link safeLink returns is plainly safe, for web and app links', () => {
    fc.assert(
      fc.property(hostileUrlValue, fc.constantFrom('web', 'app' as const), (value, kind) => {
        const link = safeLink(value, kind)
        if (link !== undefined) expectSafeLink(link, kind)
      }),
      { numRuns: 2000 },
    )
  })

  it('a script link hidden behind characters the URL parser drops is always refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SNEAKY_CHARACTERS),
        fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:text/html,', 'vbscript:'),
        fc.string({ maxLength: 20 }),
        (char, scheme, rest) => {
          for (const kind of ['web', 'app'] as const) {
            expect(safeLink(`${char}${scheme}${rest}`, kind)).toBeUndefined()
            expect(safeLink(`${scheme}${char}${rest}`, kind)).toBeUndefined()
          }
        },
      ),
    )
  })

  it('every image safeImageUrl returns is https, loopback http or an inline image, bounded', () => {
    fc.assert(
      fc.property(hostileUrlValue, (value) => {
        const image = safeImageUrl(value)
        if (image !== undefined) expectSafeImage(image)
      }),
      { numRuns: 2000 },
    )
  })

  it('wallet deep links built from hostile listings are safe, and only safe links are opened', () => {
    fc.assert(
      fc.property(
        fc.record({
          mobile_link: hostileUrlValue,
          desktop_link: hostileUrlValue,
          webapp_link: hostileUrlValue,
        }),
        fc.boolean(),
        (listing, isMobile) => {
          const open = vi.fn()
          for (const platform of walletLinkPlatforms(listing as never, isMobile)) {
            const link = walletDeepLink(listing as never, URI, platform)
            expect(link).toBeDefined()
            expectSafeLink(link!.href, platform === 'web' ? 'web' : 'app')
            openWalletLink(link!, open)
          }
          for (const platform of ['mobile', 'desktop', 'web'] as const) {
            const link = walletDeepLink(listing as never, URI, platform)
            if (link) expectSafeLink(link.href, platform === 'web' ? 'web' : 'app')
          }
          for (const [href] of open.mock.calls) expectSafeLink(href, 'app')
        },
      ),
      { numRuns: 1000 },
    )
  })
})
