import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { createFamilyRegistry } from '../families/registry.js'
import { hostileValue } from '../utils/hostileInput.testing.js'
import {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip.js'

// Reference grammar, written independently: CAIP-2 `namespace:reference`, CAIP-10 `...:address`.
const CAIP_ADDRESS_REFERENCE = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
const CAIP_NETWORK_REFERENCE = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** Spec §5's "known namespace": the kit's families (here the four built-in ones). */
const known = createFamilyRegistry(BUILT_IN_FAMILIES).has

const hostile = fc.oneof(
  hostileValue,
  fc.constantFrom('eip155::0xabc', ':1:0x', 'eip155:1:', `eip155:1:${'a'.repeat(100_000)}`),
)

function expectInvalidCaip(run: () => unknown) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(KitError)
    expect((error as KitError).code).toBe('INVALID_CAIP')
    expect((error as KitError).shortMessage).toBe('Invalid CAIP identifier')
    return
  }
  throw new Error('expected a throw')
}

describe('isCaipAddress (spec §5: three non-empty parts, known namespace first)', () => {
  it('accepts each known namespace, and a well-formed unknown one only without `known`', () => {
    expect(isCaipAddress('cosmos:cosmoshub-4:cosmos1abc')).toBe(true)
    expect(isCaipAddress('cosmos:cosmoshub-4:cosmos1abc', known)).toBe(false)
    expect(isCaipAddress('eip155:1:0xabc', known)).toBe(true)
    expect(isCaipAddress('eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(
      isCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toBe(true)
    expect(isCaipAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw')).toBe(true)
    expect(isCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qxy2')).toBe(true)
  })

  it('rejects malformed namespaces, empty parts, markup and wrong part counts', () => {
    expect(isCaipAddress('EIP155:1:0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1:<img src=x onerror=alert(1)>')).toBe(false)
    expect(isCaipAddress('eip155:1:0x ab')).toBe(false)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1:')).toBe(false)
    expect(isCaipAddress(':1:0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('eip155:1:0xabc:extra')).toBe(false)
    expect(isCaipAddress(undefined)).toBe(false)
    expect(isCaipAddress(42)).toBe(false)
  })

  it('agrees with the reference regex and never throws on hostile input', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const expected = typeof value === 'string' && CAIP_ADDRESS_REFERENCE.test(value)
        expect(isCaipAddress(value)).toBe(expected)
        const ns = typeof value === 'string' ? value.split(':')[0] : ''
        expect(isCaipAddress(value, known)).toBe(expected && known(ns))
      }),
    )
  })

  it('agrees with the reference regex on generated near-valid input', () => {
    const part = fc.string({ maxLength: 6 })
    const ns = fc.constantFrom('eip155', 'solana', 'polkadot', 'bip122', 'cosmos', '', 'eip', 'e')
    fc.assert(
      fc.property(ns, part, part, fc.option(part), (n, a, b, c) => {
        const value = c === null ? `${n}:${a}:${b}` : `${n}:${a}:${b}:${c}`
        expect(isCaipAddress(value)).toBe(CAIP_ADDRESS_REFERENCE.test(value))
      }),
    )
  })
})

describe('isCaipNetworkId', () => {
  it('accepts namespace:chainId and rejects the rest', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isCaipNetworkId('eip155:')).toBe(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    expect(isCaipNetworkId('near:mainnet')).toBe(true)
    expect(isCaipNetworkId('near:mainnet', known)).toBe(false)
    expect(isCaipNetworkId('eip155:1', known)).toBe(true)
  })

  it('agrees with the reference regex and never throws', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const expected = typeof value === 'string' && CAIP_NETWORK_REFERENCE.test(value)
        expect(isCaipNetworkId(value)).toBe(expected)
      }),
    )
  })
})

describe('isChainNamespace', () => {
  it('accepts a CAIP-2 namespace (3 to 8 of a-z, 0-9, -) and nothing else', () => {
    expect(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].every(isChainNamespace)).toBe(true)
    expect(isChainNamespace('__proto__')).toBe(false)
    expect(isChainNamespace('ab')).toBe(false)
    expect(isChainNamespace('namespace9')).toBe(false)
    expect(isChainNamespace('toString')).toBe(false)
    expect(isChainNamespace(null)).toBe(false)
  })
})

describe('parse and build', () => {
  it('parses a CAIP network id', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ namespace: 'eip155', chainId: '137' })
  })

  it('parses a CAIP address', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
    })
  })

  it('throws INVALID_CAIP on bad input', () => {
    expectInvalidCaip(() => parseCaipNetworkId('Cosmos:1'))
    expectInvalidCaip(() => parseCaipNetworkId('eip155'))
    expectInvalidCaip(() => parseCaipNetworkId(undefined))
    expectInvalidCaip(() => parseCaipAddress('eip155:1'))
    expectInvalidCaip(() => parseCaipAddress('eip155::0x'))
    expectInvalidCaip(() => toCaipNetworkId('c' as never, 1))
    expectInvalidCaip(() => toCaipNetworkId('eip155', ''))
    expectInvalidCaip(() => toCaipNetworkId('eip155', 'a:b'))
    expectInvalidCaip(() => toCaipNetworkId('eip155', Number.NaN))
    expectInvalidCaip(() => toCaipAddress('eip155:1', ''))
    expectInvalidCaip(() => toCaipAddress('eip155', 1, 'a:b'))
    expectInvalidCaip(() => toCaipAddress('No:1' as never, '0xabc'))
  })

  it('builds identifiers', () => {
    expect(toCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(toCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(toCaipAddress('eip155:10', '0xabc')).toBe('eip155:10:0xabc')
    expect(toCaipAddress('bip122', '000000000019d6689c085ae165831e93', 'bc1q')).toBe(
      'bip122:000000000019d6689c085ae165831e93:bc1q',
    )
  })

  it('round-trips: parse(to(x)) === x for any valid parts', () => {
    const chars = '-abcXYZ019'
    const part = fc
      .array(fc.constantFrom(...chars), { minLength: 1, maxLength: 20 })
      .map((c) => c.join(''))
    const ns = fc.constantFrom('eip155', 'solana', 'polkadot', 'bip122', 'cosmos' as const)
    fc.assert(
      fc.property(ns, part, part, (namespace, chainId, address) => {
        const caip = toCaipAddress(namespace, chainId, address)
        expect(isCaipAddress(caip)).toBe(true)
        expect(parseCaipAddress(caip)).toEqual({
          namespace,
          chainId,
          address,
          caipNetworkId: `${namespace}:${chainId}`,
        })
      }),
    )
  })

  it('parse throws only KitError, and exactly when the guard says no', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        if (isCaipAddress(value)) expect(parseCaipAddress(value).namespace).toBeTruthy()
        else expectInvalidCaip(() => parseCaipAddress(value))
      }),
    )
  })
})
