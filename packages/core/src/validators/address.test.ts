import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { isValidBitcoinAddress } from '../families/bip122.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { isValidEvmAddress } from '../families/eip155.js'
import { isValidSs58Address } from '../families/polkadot.js'
import { createFamilyRegistry } from '../families/registry.js'
import { isValidSolanaAddress } from '../families/solana.js'
import { hostileValue } from '../utils/hostileInput.testing.js'
import { isValidAccountName } from './accountName.js'

const families = createFamilyRegistry(BUILT_IN_FAMILIES)
const isValidAddress = (address: unknown, namespace: string | undefined) =>
  families.isAddress(namespace, address)

const HEX = '0123456789abcdefABCDEF'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const fromAlphabet = (alphabet: string, min: number, max: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''))

// Reference regexes, written independently of the implementation.
/** EIP-55 through viem: mixed case only with the checksum's case. */
const referenceEvm = (s: string) => {
  if (!/^(0x)?[0-9a-fA-F]{40}$/.test(s)) return false
  const hex = s.slice(-40)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return getAddress(`0x${hex.toLowerCase()}`).slice(2) === hex
}
const referenceSolana = (s: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s)
/** Spec §5 (letters of any script) and the DNS label rules, for labels of at most 63 code units. */
const referenceName = (s: string) =>
  Array.from(s).length >= 4 &&
  s.length <= 63 &&
  /^[\p{L}\p{M}\p{Nd}-]+$/u.test(s) &&
  !s.startsWith('-') &&
  !s.endsWith('-') &&
  (s.slice(2, 4) !== '--' || /^xn--/i.test(s))

const nearEvm = fc.oneof(
  fromAlphabet(HEX, 38, 42),
  fromAlphabet(HEX, 38, 42).map((s) => `0x${s}`),
  fromAlphabet(`${HEX}xXg `, 40, 42),
  fromAlphabet(HEX, 40, 40).map((s) => `0X${s}`),
  fromAlphabet(HEX, 40, 40).map((s) => `${s}\n`),
)
const nearSolana = fc.oneof(fromAlphabet(BASE58, 30, 46), fromAlphabet(`${BASE58}0OIl`, 32, 44))
const nearName = fc.oneof(
  fromAlphabet('abcXYZ019-', 0, 8),
  fromAlphabet('ab-_. éß🙂', 3, 8),
  fc.string({ maxLength: 8 }),
)

describe('EVM address (spec §5: optional 0x prefix, then 40 hex characters; EIP-55 case)', () => {
  it('examples', () => {
    expect(isValidEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isValidEvmAddress('52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isValidEvmAddress('0x52908400098527886E0F7030069857D2E4169EE')).toBe(false)
    expect(isValidEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7a')).toBe(false)
    expect(isValidEvmAddress('0X52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(isValidEvmAddress('0x52908400098527886E0F7030069857D2E4169EEg')).toBe(false)
    expect(isValidEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7\n')).toBe(false)
  })

  it('refuses a mixed-case address whose case is not its EIP-55 checksum (a mistyped one)', () => {
    // EIP-55's own examples, with and without the prefix.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      'dbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x000000000000000000000000000000000000dEaD',
    ])
      expect(isValidEvmAddress(address)).toBe(true)
    // No checksum to check: all lower or all upper case.
    expect(isValidEvmAddress('0x000000000000000000000000000000000000c0de')).toBe(true)
    expect(isValidEvmAddress('0x000000000000000000000000000000000000C0DE')).toBe(true)
    expect(isValidEvmAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true)
    // One letter's case changed: the checksum no longer holds.
    expect(isValidEvmAddress('0x000000000000000000000000000000000000c0De')).toBe(false)
    expect(isValidEvmAddress('0x000000000000000000000000000000000000DeaD')).toBe(false)
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(isValidEvmAddress('5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
  })

  it('agrees with the reference regex on near-valid and hostile input, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(nearEvm, hostileValue), (value) => {
        expect(isValidEvmAddress(value)).toBe(typeof value === 'string' && referenceEvm(value))
      }),
      { numRuns: 500 },
    )
  })
})

describe('Solana address (spec §5: 32 to 44 base58 characters)', () => {
  it('examples', () => {
    expect(isValidSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isValidSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isValidSolanaAddress('1111111111111111111111111111111')).toBe(false)
    expect(isValidSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv1')).toBe(false)
    expect(isValidSolanaAddress('0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false)
    expect(isValidSolanaAddress('IS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false)
  })

  it('agrees with the reference regex, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(nearSolana, hostileValue), (value) => {
        expect(isValidSolanaAddress(value)).toBe(
          typeof value === 'string' && referenceSolana(value),
        )
      }),
      { numRuns: 500 },
    )
  })
})

describe('addresses by family (spec §5 for eip155 and solana; each family its own format)', () => {
  it("checks each family's format, and is false for a namespace the kit does not know", () => {
    const evm = '0x52908400098527886E0F7030069857D2E4169EE7'
    const sol = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const btc = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const dot = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    expect(isValidAddress(evm, 'eip155')).toBe(true)
    expect(isValidAddress(sol, 'eip155')).toBe(false)
    expect(isValidAddress(sol, 'solana')).toBe(true)
    expect(isValidAddress(evm, 'solana')).toBe(false)
    expect(isValidAddress(btc, 'bip122')).toBe(true)
    expect(isValidAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bip122')).toBe(true)
    expect(isValidAddress(evm, 'bip122')).toBe(false)
    expect(isValidAddress('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'bip122')).toBe(true)
    expect(isValidAddress('bc1QAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(false)
    expect(isValidAddress(dot, 'polkadot')).toBe(true)
    expect(isValidAddress(evm, 'polkadot')).toBe(false)
    expect(isValidAddress(evm, undefined)).toBe(false)
    expect(isValidAddress(evm, 'cosmos')).toBe(false)
  })

  it('is false for a namespace no family describes, whatever the address', () => {
    fc.assert(
      fc.property(
        fc.oneof(nearEvm, nearSolana, hostileValue),
        fc.oneof(fc.constantFrom('__proto__', 'constructor', 'cosmos'), fc.string()),
        (address, namespace) => {
          fc.pre(!families.has(namespace))
          expect(isValidAddress(address, namespace)).toBe(false)
        },
      ),
    )
  })

  it('matches the reference format of each built-in family', () => {
    const reference: Record<string, (a: string) => boolean> = {
      eip155: referenceEvm,
      solana: referenceSolana,
      bip122: isValidBitcoinAddress,
      polkadot: isValidSs58Address,
    }
    fc.assert(
      fc.property(
        fc.oneof(nearEvm, nearSolana),
        fc.constantFrom(...families.namespaces()),
        (a, n) => {
          expect(isValidAddress(a, n)).toBe(reference[n]?.(a) ?? false)
        },
      ),
    )
  })

  it('never accepts markup or control characters as an address of any family', () => {
    fc.assert(
      fc.property(hostileValue, fc.constantFrom(...families.namespaces()), (value, namespace) => {
        if (isValidAddress(value, namespace)) {
          expect(typeof value).toBe('string')
          expect(value as string).toMatch(/^[0-9A-Za-z]+$/)
        }
      }),
    )
  })
})

describe('account name (spec §5: at least 4 characters; only letters, digits and hyphen)', () => {
  it('examples', () => {
    expect(isValidAccountName('abcd')).toBe(true)
    expect(isValidAccountName('my-name-42')).toBe(true)
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('ab_cd')).toBe(false)
    expect(isValidAccountName('ab cd')).toBe(false)
    expect(isValidAccountName('abcd.eth')).toBe(false)
    expect(isValidAccountName('abcd\n')).toBe(false)
    // Letters of any script (ENSIP-15 then decides: checkAccountName).
    expect(isValidAccountName('ünïcode')).toBe(true)
    // DNS labels: 63 characters at most, no hyphen at either end, "--" only in xn--.
    expect(isValidAccountName('a'.repeat(63))).toBe(true)
    expect(isValidAccountName('a'.repeat(64))).toBe(false)
    expect(isValidAccountName('a'.repeat(200))).toBe(false)
    expect(isValidAccountName('--------')).toBe(false)
    expect(isValidAccountName('-abcd')).toBe(false)
    expect(isValidAccountName('abcd-')).toBe(false)
    expect(isValidAccountName('ab--cd')).toBe(false)
    expect(isValidAccountName('xn--80ak6aa92e')).toBe(true)
  })

  it('agrees with the reference rule, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(nearName, hostileValue), (value) => {
        expect(isValidAccountName(value)).toBe(typeof value === 'string' && referenceName(value))
      }),
      { numRuns: 500 },
    )
  })
})
