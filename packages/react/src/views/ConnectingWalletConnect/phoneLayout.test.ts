import { describe, expect, it } from 'vitest'
import {
  COARSE_QUERY,
  leadsWithApp,
  NARROW_QUERY,
  type PhoneSignals,
  prefersMobileLinks,
  readPhoneSignals,
} from './phoneLayout.js'

const signals = (overrides: Partial<PhoneSignals> = {}): PhoneSignals => ({
  mobile: false,
  narrow: false,
  coarse: false,
  ...overrides,
})

describe('how the WalletConnect view decides it is on a phone', () => {
  it('a desktop (fine pointer, wide viewport, desktop agent) keeps the QR code first', () => {
    expect(leadsWithApp(signals())).toBe(false)
    expect(prefersMobileLinks(signals())).toBe(false)
  })

  it('any one phone signal — mobile agent, phone-sized viewport, touch pointer — leads with the app', () => {
    expect(leadsWithApp(signals({ mobile: true }))).toBe(true)
    expect(leadsWithApp(signals({ narrow: true }))).toBe(true)
    expect(leadsWithApp(signals({ coarse: true }))).toBe(true)
  })

  it('mobile app links where the device is a phone or tablet; a narrow desktop window keeps desktop links', () => {
    expect(prefersMobileLinks(signals({ mobile: true }))).toBe(true)
    expect(prefersMobileLinks(signals({ coarse: true }))).toBe(true)
    expect(prefersMobileLinks(signals({ narrow: true }))).toBe(false)
  })

  it('reads the media queries: the bottom-sheet width and a coarse pointer', () => {
    const asked: string[] = []
    const match = (matching: string[]) => (query: string) => {
      asked.push(query)
      return { matches: matching.includes(query) }
    }
    expect(NARROW_QUERY).toBe('(max-width: 430px)')
    expect(readPhoneSignals(() => false, match([NARROW_QUERY]))).toEqual(signals({ narrow: true }))
    expect(readPhoneSignals(() => false, match([COARSE_QUERY]))).toEqual(signals({ coarse: true }))
    expect(readPhoneSignals(() => true, match([]))).toEqual(signals({ mobile: true }))
    expect(asked).toContain(COARSE_QUERY)
  })

  it('without matchMedia (server, old browser) or when it throws, only the agent counts', () => {
    expect(readPhoneSignals(() => false, undefined)).toEqual(signals())
    const throwing = () => {
      throw new Error('bad query')
    }
    expect(readPhoneSignals(() => true, throwing)).toEqual(signals({ mobile: true }))
  })
})
