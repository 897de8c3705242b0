import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SOCIALS_ORDER } from '../constants.js'
import type { SocialProvider } from '../types/account.js'
import { filterSocialsForTelegram } from './socials.js'

const ALL = [...SOCIALS_ORDER]

describe('social providers in Telegram (spec §5)', () => {
  it('on iOS google is removed', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'ios' })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('on Mac x is removed', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'mac' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'macOS' })).not.toContain('x')
  })

  it('on Android facebook and x are removed', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'android' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('outside Telegram, or on another OS, nothing is removed', () => {
    expect(filterSocialsForTelegram(ALL, { isTelegram: false, os: 'ios' })).toEqual(ALL)
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: 'windows' })).toEqual(ALL)
    expect(filterSocialsForTelegram(ALL, { isTelegram: true })).toEqual(ALL)
    expect(filterSocialsForTelegram(ALL, { isTelegram: true, os: '__proto__' })).toEqual(ALL)
  })

  it('keeps order, never adds, and never mutates the input', () => {
    const rules: Record<string, SocialProvider[]> = {
      ios: ['google'],
      mac: ['x'],
      android: ['facebook', 'x'],
    }
    fc.assert(
      fc.property(
        fc.subarray(ALL),
        fc.boolean(),
        fc.oneof(fc.constantFrom('ios', 'mac', 'android', 'linux'), fc.string()),
        (socials, isTelegram, os) => {
          const input = [...socials]
          const result = filterSocialsForTelegram(input, { isTelegram, os })
          expect(input).toEqual(socials)
          const removed = isTelegram && Object.hasOwn(rules, os) ? (rules[os] ?? []) : []
          expect(result).toEqual(socials.filter((s) => !removed.includes(s)))
        },
      ),
    )
  })
})
