import type { BrowserContextOptions } from 'playwright-core'

/** A phone for `scenario(…, PHONE)`: 390 x 844, touch, an iPhone's user agent. */
export const PHONE: {
  viewport: { width: number; height: number }
  contextOptions: BrowserContextOptions
} = {
  viewport: { width: 390, height: 844 },
  contextOptions: {
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
}
