// A WalletConnect session comes from the wallet, through the relay: untrusted input. Whatever
// `session.namespaces[ns].accounts` holds, what `sessionAccounts` hands to the kit is a valid
// CAIP-10 account of the family, with an address the family's descriptor accepts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipAddress } from '../caip/caip.js'
import { CAIP2_REFERENCE } from '../caip/patterns.js'
import { encodeBase58 } from '../encoding/base58.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { createFamilyRegistry } from '../families/registry.js'
import type { ChainFamily } from '../families/types.js'
import { hostileString, hostileValue } from '../utils/hostileInput.testing.js'
import { CAIP10_MAX_LENGTH, sessionAccounts, sessionNamespaces } from './namespaces.js'

const families = createFamilyRegistry(BUILT_IN_FAMILIES)
const familyOf = (namespace: string) => families.get(namespace) as ChainFamily

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const GENESIS = fc.constantFrom(
  '000000000019d6689c085ae165831e93',
  '000000000933ea01ad0ee984209779ba',
  '91b171bb158e2d3848fa23a9f1c25182',
)

/** Well-formed accounts of each built-in family: `namespace:chainId:address`. */
const validAccount = {
  eip155: fc
    .tuple(fc.integer({ min: 1, max: 2 ** 31 }), bytes(20))
    .map(([chainId, key]) => `eip155:${chainId}:0x${hex(key)}`),
  solana: fc
    .tuple(
      fc.constantFrom('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
      bytes(32),
    )
    .map(([chain, key]) => `solana:${chain}:${encodeBase58(key)}`),
  polkadot: fc
    .tuple(
      GENESIS,
      fc.constantFrom(
        '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
        '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      ),
    )
    .map(([chain, address]) => `polkadot:${chain}:${address}`),
  bip122: fc
    .tuple(
      GENESIS,
      fc.constantFrom(
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      ),
    )
    .map(([chain, address]) => `bip122:${chain}:${address}`),
}

/** Payloads that have no business in an address shown on a page. */
const HOSTILE_ADDRESSES = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '0x52908400098527886E0F7030069857D2E4169EE7\u0000',
  '0x52908400098527886E0F7030069857D2E4169EE7\n',
  '\u202e0x52908400098527886E0F7030069857D2E4169EE7',
  '0x52908400098527886E0F7030069857D2E4169EE7 ',
  '0xA',
  `0x${'a'.repeat(100_000)}`,
  '__proto__',
  '',
]

/** Accounts a wallet (or a relay in the middle) could put in a session instead of real ones. */
const hostileAccount = (namespace: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileValue,
    hostileString,
    fc
      .tuple(fc.constantFrom(...HOSTILE_ADDRESSES), fc.constantFrom('1', '8453', 'x'))
      .map(([address, chain]) => `${namespace}:${chain}:${address}`),
    hostileString.map((address) => `${namespace}:1:${address}`),
    // A chain id that is no CAIP-2 reference (a random string may be one: "0" is).
    hostileString
      .filter((chain) => !CAIP2_REFERENCE.test(chain))
      .map((chain) => `${namespace}:${chain}:0x52908400098527886E0F7030069857D2E4169EE7`),
    // An unknown namespace, an upper-cased one, extra parts, a valid account with a tail.
    fc.constantFrom(
      'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      'EIP155:1:0x52908400098527886E0F7030069857D2E4169EE7',
      'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7:extra',
      'eip155::0x52908400098527886E0F7030069857D2E4169EE7',
      `eip155:${'1'.repeat(40)}:0x52908400098527886E0F7030069857D2E4169EE7`,
    ),
    validAccount.eip155.map((account) => `${account}\u0000`),
    validAccount.eip155.map((account) => `${account}${'0'.repeat(200)}`),
  )

const NAMESPACES = Object.keys(validAccount)

/** A session: for each namespace, a mix of valid and hostile accounts (valid ones remembered). */
const sessionArbitrary = fc
  .array(
    fc.constantFrom(...NAMESPACES).chain((namespace) =>
      fc
        .array(
          fc.oneof(
            validAccount[namespace as keyof typeof validAccount].map((value) => ({
              value,
              valid: true,
            })),
            hostileAccount(namespace).map((value) => ({ value, valid: false })),
          ),
          { maxLength: 12 },
        )
        .map((entries) => ({ namespace, entries })),
    ),
    { maxLength: 4 },
  )
  .map((parts) => {
    const namespaces: Record<string, { accounts: unknown[] }> = {}
    const valid: Record<string, string[]> = {}
    for (const { namespace, entries } of parts) {
      namespaces[namespace] = { accounts: entries.map((entry) => entry.value) }
      valid[namespace] = entries.flatMap((entry) => (entry.valid ? [entry.value as string] : []))
    }
    return { namespaces, valid }
  })

/** Every account the parser hands out must pass this. */
function expectSafe(namespace: string, account: { chainId: string; address: string }) {
  const family = familyOf(namespace)
  const caip = `${namespace}:${account.chainId}:${account.address}`
  expect(caip.length).toBeLessThanOrEqual(CAIP10_MAX_LENGTH)
  expect(isCaipAddress(caip, families.has)).toBe(true)
  expect(family.isChainId(account.chainId)).toBe(true)
  expect(family.isAddress(account.address)).toBe(true)
}

describe('sessionAccounts on untrusted sessions', () => {
  it('hands out only valid CAIP-10 accounts of the family, and every valid one', () => {
    fc.assert(
      fc.property(sessionArbitrary, ({ namespaces, valid }) => {
        const session = { topic: 't', namespaces } as never
        for (const namespace of NAMESPACES) {
          const out = sessionAccounts(session, namespace)
          for (const account of out) expectSafe(namespace, account)
          // Nothing valid is dropped, in the wallet's order.
          expect(out.map((a) => `${namespace}:${a.chainId}:${a.address}`)).toEqual(
            valid[namespace] ?? [],
          )
          // The descriptor form reads the same.
          expect(sessionAccounts(session, familyOf(namespace))).toEqual(out)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('drops the hostile accounts one by one', () => {
    const valid = 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7'
    for (const address of HOSTILE_ADDRESSES) {
      const session = {
        topic: 't',
        namespaces: { eip155: { accounts: [`eip155:1:${address}`, valid] } },
      }
      expect(sessionAccounts(session, 'eip155')).toEqual([
        { chainId: '1', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      ])
    }
    const unknown = { topic: 't', namespaces: { cosmos: { accounts: ['cosmos:hub:cosmos1abc'] } } }
    expect(sessionAccounts(unknown, 'cosmos')).toEqual([])
  })

  it('never throws on a session of any shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue,
          fc.record({ topic: fc.string(), namespaces: hostileValue }),
          fc.record({
            topic: fc.string(),
            namespaces: fc.dictionary(
              fc.oneof(fc.constantFrom(...NAMESPACES, '__proto__'), fc.string()),
              fc.oneof(hostileValue, fc.record({ accounts: hostileValue })),
            ),
          }),
        ),
        (session) => {
          for (const namespace of [...NAMESPACES, 'cosmos']) {
            const out = sessionAccounts(session as never, namespace)
            if (namespace !== 'cosmos') for (const account of out) expectSafe(namespace, account)
            else expect(out).toEqual([])
          }
          const listed = sessionNamespaces(session as never)
          expect(Array.isArray(listed)).toBe(true)
          for (const namespace of listed) expect(typeof namespace).toBe('string')
        },
      ),
      { numRuns: 300 },
    )
  })
})
