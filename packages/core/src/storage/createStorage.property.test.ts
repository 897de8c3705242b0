import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileUrlValue, hostileValue } from '../utils/hostileInput.testing.js'
import { expectBoundedText, expectSafeLink } from '../validators/safety.testing.js'
import { createMemoryBackend } from './backend.js'
import { createStorage, MAX_STORED_TEXT, STORAGE_KEYS } from './createStorage.js'
import { STORAGE_PREFIX } from './types.js'

// Any family's namespace may be stored (v2: hosts add families), so the oracle is CAIP-2's syntax.
const CAIP2_NAMESPACE_SYNTAX = /^[-a-z0-9]{3,8}$/
const CAIP2_NETWORK_SYNTAX = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const KEYS = [
  STORAGE_KEYS.DEEPLINK_CHOICE,
  STORAGE_KEYS.ACTIVE_NAMESPACE,
  STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID,
  STORAGE_KEYS.RECENT_WALLETS,
  `${STORAGE_KEYS.CONNECTED_CONNECTOR_ID}:eip155`,
  STORAGE_KEYS.CONNECTED_SOCIAL,
  STORAGE_KEYS.CONNECTION_STATUS,
  STORAGE_KEYS.CONNECTED_NAMESPACES,
  `${STORAGE_KEYS.CACHE}:balance`,
  STORAGE_KEYS.EMBEDDED_LOGIN,
]

/** JSON when the value has one, else its string form (BigInts, cycles). */
function toStored(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined'
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** What another script (or an old version) may have left in a key: JSON of anything, or junk. */
const stored = fc.oneof(
  fc.record({ href: hostileUrlValue, name: hostileValue }).map(toStored),
  fc.array(fc.record({ id: hostileValue, rdns: hostileValue }), { maxLength: 5 }).map(toStored),
  fc
    .record({
      email: hostileValue,
      lastUsedChainId: hostileValue,
      socialUsername: hostileValue,
      lastEmailLoginTime: hostileValue,
    })
    .map(toStored),
  fc.jsonValue().map(toStored),
  hostileValue.map((v) => (typeof v === 'string' ? v : toStored(v))),
)

describe('stored state (properties)', () => {
  it('every value read back is well formed and bounded, whatever the keys hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...KEYS), stored), { maxLength: 8 }),
        (entries) => {
          const backend = createMemoryBackend()
          for (const [key, value] of entries) backend.setItem(`${STORAGE_PREFIX}${key}`, value)
          const storage = createStorage({ backend })
          const choice = storage.getDeeplinkChoice()
          if (choice) {
            expectSafeLink(choice.href, 'app')
            expectBoundedText(choice.name, 100)
          }
          const namespace = storage.getActiveNamespace()
          if (namespace !== undefined) expect(namespace).toMatch(CAIP2_NAMESPACE_SYNTAX)
          const network = storage.getActiveCaipNetworkId()
          if (network !== undefined) expect(network).toMatch(CAIP2_NETWORK_SYNTAX)
          const recent = storage.getRecentWallets()
          expect(recent.length).toBeLessThanOrEqual(2)
          for (const wallet of recent) {
            expectBoundedText(wallet.id, MAX_STORED_TEXT)
            if (wallet.rdns !== undefined) expectBoundedText(wallet.rdns, MAX_STORED_TEXT)
          }
          const connector = storage.getConnectedConnectorId('eip155')
          if (connector !== undefined) expectBoundedText(connector, MAX_STORED_TEXT)
          for (const ns of storage.getConnectedNamespaces())
            expect(ns).toMatch(CAIP2_NAMESPACE_SYNTAX)
          const login = storage.getEmbeddedLogin()
          expect(typeof login.emailLoginUsed).toBe('boolean')
          for (const key of ['email', 'lastUsedChainId', 'socialUsername'] as const)
            if (login[key] !== undefined) expectBoundedText(login[key], MAX_STORED_TEXT)
          if (login.lastEmailLoginTime !== undefined)
            expect(Number.isFinite(login.lastEmailLoginTime)).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})
