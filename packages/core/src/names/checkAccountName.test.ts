import { domainToASCII, domainToUnicode } from 'node:url'
import { ens_normalize } from '@adraffy/ens-normalize'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountNameProblem, isAsciiLabel } from '../validators/accountName.js'
import { accountNameError, checkAccountName } from './checkAccountName.js'
import { punycodeDecode, punycodeEncode } from './punycode.js'

const problemOf = async (label: string) => {
  const checked = await checkAccountName(label)
  return 'problem' in checked ? checked.problem : undefined
}

describe('checkAccountName: spec §5, DNS label rules, ENSIP-15 — the kit and the server alike', () => {
  it('refuses the labels of the attack: an xn-- homograph, only hyphens, 200 characters', async () => {
    // xn--80ak6aa92e is "аррӏе" in Cyrillic, a look-alike of "apple".
    expect(await problemOf('xn--80ak6aa92e')).toBe(
      'an xn-- label must stand for a normalised name (whole-script confusable: Cyrillic/Latin)',
    )
    expect(await problemOf('--------')).toBe('no hyphen at the start or the end (a DNS label)')
    expect(await problemOf('a'.repeat(200))).toBe('at most 63 characters (a DNS label)')
  })

  it('normalises what it accepts: ASCII lower-cased, Unicode by ENSIP-15, xn-- to its Unicode label', async () => {
    expect(await checkAccountName('Alice-42')).toEqual({ label: 'alice-42' })
    expect(await checkAccountName('a'.repeat(63))).toEqual({ label: 'a'.repeat(63) })
    expect(await checkAccountName('CAFÉ')).toEqual({ label: 'café' })
    expect(await checkAccountName('xn--caf-dma')).toEqual({ label: 'café' })
    expect(await checkAccountName('XN--CAF-DMA')).toEqual({ label: 'café' })
    expect(await checkAccountName('münchen')).toEqual({ label: 'münchen' })
  })

  it('refuses the rest with its reason', async () => {
    const rule = 'at least 4 characters; only letters, digits and hyphen'
    for (const label of ['abc', 'ab_cd', 'ab cd', 'abcd.eth', '💩💩💩💩', 'ａｂ', ''])
      expect(await problemOf(label), label).toBe(rule)
    expect(await problemOf('-abcd')).toBe('no hyphen at the start or the end (a DNS label)')
    expect(await problemOf('ab--cd')).toBe(
      'no "--" as the third and fourth characters, except an xn-- label',
    )
    // An xn-- label that is not Punycode, stands for ASCII, or for a label that is not normalised.
    expect(await problemOf('xn--abcd')).toMatch(/^an xn-- label must stand for a normalised name/)
    expect(await problemOf(`xn--${punycodeEncode('CAFÉ')}`)).toBe(
      'an xn-- label must stand for a normalised name (it normalises to café)',
    )
    expect(await problemOf('xn--!!!!')).toBe(
      'at least 4 characters; only letters, digits and hyphen',
    )
    // Mixed scripts: ENSIP-15's own reason.
    expect(await problemOf('pаypal')).toMatch(/^a normalised ENS name \(ENSIP-15\): /)
    // A Unicode label whose xn-- form is over 63 characters.
    expect(await problemOf('中文字日本語'.repeat(8))).toBe('at most 63 characters (a DNS label)')
  })

  it('an ASCII label: the same answer as ENSIP-15 itself (ens-normalize), never loaded for it', async () => {
    const ascii = fc.stringMatching(/^[A-Za-z0-9-]{4,20}$/)
    await fc.assert(
      fc.asyncProperty(ascii, async (label) => {
        if (accountNameProblem(label)) return
        const checked = await checkAccountName(label)
        expect(checked).toEqual({ label: ens_normalize(label) })
      }),
      { numRuns: 300 },
    )
  })

  it('the kit error: the rule keeps the catalogue text, another reason is its own sentence', () => {
    expect(
      accountNameError('at least 4 characters; only letters, digits and hyphen'),
    ).toMatchObject({
      code: 'INVALID_ACCOUNT_NAME',
      longMessage: 'At least 4 characters; only letters, digits and hyphen.',
    })
    expect(accountNameError('at most 63 characters (a DNS label)').longMessage).toBe(
      'At most 63 characters (a DNS label).',
    )
  })
})

describe('punycode (RFC 3492)', () => {
  it('encodes and decodes as IDNA does (node:url)', () => {
    const label = fc
      .array(fc.constantFrom(...'abcxyz019-üéßñçøåæ中文字日本語кириллицаελληνικά'), {
        minLength: 1,
        maxLength: 20,
      })
      .map((chars) => chars.join('').toLowerCase())
    fc.assert(
      fc.property(label, (text) => {
        if (isAsciiLabel(text) || text.startsWith('-') || text.endsWith('-')) return
        const ascii = domainToASCII(text)
        if (!ascii.startsWith('xn--') || domainToUnicode(ascii) !== text) return
        expect(`xn--${punycodeEncode(text)}`).toBe(ascii)
        expect(punycodeDecode(ascii.slice(4))).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('answers undefined for what is not Punycode', () => {
    expect(punycodeDecode('ab!c')).toBeUndefined()
    expect(punycodeDecode('99999999999')).toBeUndefined()
  })
})
