/** What the kit asks about the browser it runs in. Injected, so tests and SSR control it. */
export interface KitEnvironment {
  /** Inside a Telegram mini app. */
  isTelegram(): boolean
  /** Safari on iOS (iPhone, iPad, iPod). */
  isIosSafari(): boolean
  isMobile(): boolean
}

interface BrowserGlobals {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  Telegram?: { WebApp?: unknown }
  TelegramWebviewProxy?: unknown
}

const userAgent = () => (globalThis as BrowserGlobals).navigator?.userAgent ?? ''

/**
 * The default environment: reads `navigator` and the Telegram globals at call time (never at
 * import time); on the server every check is false.
 */
export function createBrowserEnvironment(): KitEnvironment {
  return {
    isTelegram() {
      const globals = globalThis as BrowserGlobals
      return Boolean(globals.Telegram?.WebApp || globals.TelegramWebviewProxy)
    },
    isIosSafari() {
      const ua = userAgent()
      const ios =
        /iPhone|iPad|iPod/.test(ua) ||
        (/Macintosh/.test(ua) &&
          ((globalThis as BrowserGlobals).navigator?.maxTouchPoints ?? 0) > 1)
      const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome|Android/.test(ua)
      return ios && safari
    },
    isMobile: () => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent()),
  }
}

/** Spec §4: on Telegram, or on Safari on iOS, the pairing connect sets connecting, then connected. */
export function pairingShowsConnecting(environment: KitEnvironment): boolean {
  return environment.isTelegram() || environment.isIosSafari()
}
