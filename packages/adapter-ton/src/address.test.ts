import { randomBytes } from 'node:crypto'
import { Address } from '@ton/core'
import { describe, expect, it } from 'vitest'
import {
  isSameTonAddress,
  isValidTonAddress,
  parseTonAddress,
  toFriendlyTonAddress,
  toRawTonAddress,
} from './address.js'
import { isTonChainId, tonFamily } from './family.js'

describe('TON addresses without a TON SDK, checked against @ton/core', () => {
  it('formats and parses every user-friendly form exactly as @ton/core does', () => {
    for (let i = 0; i < 200; i++) {
      const reference = new Address(i % 5 === 0 ? -1 : 0, randomBytes(32))
      const raw = reference.toRawString()
      expect(toRawTonAddress(parseTonAddress(raw)!)).toBe(raw)
      for (const bounceable of [true, false])
        for (const testOnly of [true, false]) {
          const friendly = reference.toString({ bounceable, testOnly })
          const parsed = parseTonAddress(friendly)
          expect(parsed).toMatchObject({ workchain: reference.workChain, bounceable, testOnly })
          expect(toFriendlyTonAddress(parsed!, { bounceable, testOnly })).toBe(friendly)
          const standard = reference.toString({ bounceable, testOnly, urlSafe: false })
          expect(isValidTonAddress(standard)).toBe(true)
          expect(isSameTonAddress(standard, raw)).toBe(true)
        }
    }
  })

  it('refuses a wrong checksum, tag, workchain, length, alphabet or raw form', () => {
    const good = new Address(0, Buffer.alloc(32, 1)).toString({ bounceable: true, testOnly: false })
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
    expect(isValidTonAddress(good)).toBe(true)
    expect(isValidTonAddress(flip(good, 20))).toBe(false) // checksum no longer matches
    const bytes = Buffer.from(good, 'base64url')
    const withByte = (index: number, value: number) => {
      const copy = Buffer.from(bytes)
      copy[index] = value
      return copy.toString('base64url')
    }
    expect(isValidTonAddress(withByte(0, 0x22))).toBe(false) // unknown tag (and checksum)
    expect(isValidTonAddress(good.slice(1))).toBe(false)
    expect(isValidTonAddress(`${good.slice(0, 10)}+_${good.slice(12)}`)).toBe(false)
    for (const bad of [
      '',
      '0:abc',
      `2:${'a'.repeat(64)}`,
      `0:${'g'.repeat(64)}`,
      `0x${'a'.repeat(40)}`,
      42,
      null,
    ]) {
      expect(isValidTonAddress(bad)).toBe(false)
    }
    expect(isValidTonAddress(`-1:${'A'.repeat(64)}`)).toBe(true)
    expect(tonFamily.isAddress(good)).toBe(true)
  })

  it('chain ids are 32-bit global ids', () => {
    for (const id of ['-239', '-3', '0', '42', '-2147483648', '2147483647'])
      expect(isTonChainId(id)).toBe(true)
    for (const id of ['', '-0', '01', '2147483648', '-2147483649', 'mainnet', '1.5', ' -3']) {
      expect(isTonChainId(id)).toBe(false)
    }
    expect(tonFamily).toMatchObject({
      namespace: 'ton',
      accountTypes: ['eoa'],
      walletConnect: { methods: ['ton_sendMessage', 'ton_signData'], events: [] },
    })
  })
})
