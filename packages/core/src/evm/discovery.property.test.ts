import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { hostileString, hostileUrlValue, hostileValue } from '../utils/hostileInput.testing.js'
import { UNSAFE_URL_CHARACTER } from '../validators/links.js'
import { expectSafeImage } from '../validators/safety.testing.js'
import { isRdns, MAX_WALLET_NAME_LENGTH } from '../validators/walletInfo.js'
import {
  createEvmWalletDiscovery,
  type DiscoveryTarget,
  EIP6963_ANNOUNCE_EVENT,
  MAX_ANNOUNCED_WALLETS,
  parseEip6963Announcement,
} from './discovery.js'
import type { Eip1193Provider } from './types.js'

const PROVIDERS: Eip1193Provider[] = Array.from({ length: 6 }, () => ({
  request: vi.fn(async () => null),
}))

/** Announcements a page may see: real-looking ones reusing a few rdns, uuids and providers. */
const announcement = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      info: fc.record({
        uuid: fc.oneof(fc.constantFrom('u1', 'u2', 'u3'), hostileString),
        name: fc.oneof(fc.constantFrom('MetaMask', 'Rabby'), hostileString),
        icon: hostileUrlValue,
        rdns: fc.oneof(fc.constantFrom('io.metamask', 'io.rabby', 'com.x'), hostileString),
      }),
      provider: fc.oneof(fc.constantFrom(...PROVIDERS), hostileValue),
    }),
  },
  { weight: 1, arbitrary: hostileValue },
)

describe('EIP-6963 announcements (properties)', () => {
  it('a parsed announcement has a bounded uuid, a reverse-DNS rdns, a clean name, a safe icon', () => {
    fc.assert(
      fc.property(announcement, (value) => {
        const detail = parseEip6963Announcement(value)
        if (!detail) return
        expect(typeof detail.provider.request).toBe('function')
        expect(detail.info.uuid.length).toBeGreaterThan(0)
        expect(detail.info.uuid.length).toBeLessThanOrEqual(64)
        expect(detail.info.uuid).not.toMatch(UNSAFE_URL_CHARACTER)
        expect(isRdns(detail.info.rdns)).toBe(true)
        expect([...detail.info.name].length).toBeLessThanOrEqual(MAX_WALLET_NAME_LENGTH)
        expect(detail.info.name.trim()).not.toBe('')
        expect(detail.info.name).not.toMatch(/[\p{Cc}\p{Cf}]/u)
        if (detail.info.icon !== '') expectSafeImage(detail.info.icon)
      }),
      { numRuns: 1000 },
    )
  })

  it("no announcement replaces a kept wallet, an ambiguous rdns is nobody's id, at most 100", () => {
    fc.assert(
      fc.property(fc.array(announcement, { maxLength: 40 }), (sequence) => {
        const target = new EventTarget() as unknown as DiscoveryTarget
        const discovery = createEvmWalletDiscovery({ target, legacy: false })
        const first = new Map<unknown, string>()
        for (const value of sequence) {
          target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail: value }))
          for (const wallet of discovery.getWallets())
            if (!first.has(wallet.provider)) first.set(wallet.provider, wallet.name)
        }
        const wallets = discovery.getWallets()
        expect(wallets.length).toBeLessThanOrEqual(MAX_ANNOUNCED_WALLETS)
        expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
        expect(new Set(wallets.map((w) => w.provider)).size).toBe(wallets.length)
        for (const wallet of wallets) {
          // A provider keeps what it first announced.
          expect(wallet.name).toBe(first.get(wallet.provider))
          const claimants = wallets.filter((other) => other.rdns === wallet.rdns).length
          if (claimants > 1) expect(wallet.id).not.toBe(wallet.rdns)
          else expect(wallet.id).toBe(wallet.rdns)
          if (wallet.icon !== undefined) expectSafeImage(wallet.icon)
        }
        discovery.destroy()
      }),
      { numRuns: 500 },
    )
  })
})
