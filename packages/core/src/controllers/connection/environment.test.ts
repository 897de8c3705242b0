import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserEnvironment, pairingShowsConnecting } from './environment.js'

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('browser environment', () => {
  it('is all false on the server', () => {
    const env = createBrowserEnvironment()
    expect([env.isTelegram(), env.isIosSafari(), env.isMobile()]).toEqual([false, false, false])
    expect(pairingShowsConnecting(env)).toBe(false)
  })

  it('detects Safari on iOS, not other iOS browsers or desktop Safari', () => {
    const env = createBrowserEnvironment()
    vi.stubGlobal('navigator', { userAgent: IOS_SAFARI })
    expect(env.isIosSafari()).toBe(true)
    expect(pairingShowsConnecting(env)).toBe(true)
    vi.stubGlobal('navigator', { userAgent: IOS_CHROME })
    expect(env.isIosSafari()).toBe(false)
    vi.stubGlobal('navigator', { userAgent: MAC_SAFARI, maxTouchPoints: 0 })
    expect(env.isIosSafari()).toBe(false)
    vi.stubGlobal('navigator', { userAgent: MAC_SAFARI, maxTouchPoints: 5 })
    expect(env.isIosSafari()).toBe(true)
  })

  it('detects Telegram', () => {
    const env = createBrowserEnvironment()
    vi.stubGlobal('Telegram', { WebApp: {} })
    expect(env.isTelegram()).toBe(true)
    expect(pairingShowsConnecting(env)).toBe(true)
  })
})
