import { useSyncExternalStore } from 'react'
import { useKitInstance } from '../../hooks/context.js'

/** The modal turns into a bottom sheet at this width (modalCss' narrow-screen rule). */
export const PHONE_MAX_WIDTH = 430

/** A phone-sized viewport. */
export const NARROW_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`
/** A touch screen as the primary pointer (phones, tablets). */
export const COARSE_QUERY = '(pointer: coarse)'

/** What the WalletConnect views look at to decide how to lead. */
export interface PhoneSignals {
  /** The kit's environment says mobile (the user agent). */
  mobile: boolean
  /** The viewport is phone-sized. */
  narrow: boolean
  /** The primary pointer is a finger. */
  coarse: boolean
}

/**
 * On a phone the QR code cannot be scanned by the phone that shows it: the views lead with the
 * wallet's app button(s) and keep the QR code behind "Show QR code". A phone is a mobile user
 * agent, a phone-sized viewport or a touch (coarse) primary pointer. Pure.
 */
export function leadsWithApp(signals: PhoneSignals): boolean {
  return signals.mobile || signals.narrow || signals.coarse
}

/**
 * Which of a wallet's links to offer: its mobile app link where the device itself is a phone or a
 * tablet (mobile user agent or touch pointer), else its desktop app link; a narrow desktop window
 * still opens desktop apps. Pure.
 */
export function prefersMobileLinks(signals: PhoneSignals): boolean {
  return signals.mobile || signals.coarse
}

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches'>

/** Reads the signals now (on the server, or without matchMedia: the media queries are false). */
export function readPhoneSignals(
  isMobile: () => boolean,
  matchMedia: MatchMedia | undefined = typeof globalThis.matchMedia === 'function'
    ? (query) => globalThis.matchMedia(query)
    : undefined,
): PhoneSignals {
  const matches = (query: string) => {
    try {
      return Boolean(matchMedia?.(query).matches)
    } catch {
      return false
    }
  }
  return { mobile: isMobile(), narrow: matches(NARROW_QUERY), coarse: matches(COARSE_QUERY) }
}

const SERVER_SIGNALS = 'false,false,false'

function subscribe(onChange: () => void): () => void {
  if (typeof globalThis.matchMedia !== 'function') return () => {}
  const lists = [NARROW_QUERY, COARSE_QUERY].map((query) => globalThis.matchMedia(query))
  for (const list of lists) list.addEventListener?.('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener?.('change', onChange)
  }
}

/**
 * The phone signals of the kit's environment and the viewport, followed as the viewport changes
 * (a rotated tablet, a resized window).
 */
export function usePhoneSignals(): PhoneSignals {
  const kit = useKitInstance()
  const isMobile = () => kit.controllers.environment.isMobile()
  // A string snapshot: stable between renders while nothing changed.
  const key = useSyncExternalStore(
    subscribe,
    () => {
      const signals = readPhoneSignals(isMobile)
      return `${signals.mobile},${signals.narrow},${signals.coarse}`
    },
    () => SERVER_SIGNALS,
  )
  const [mobile, narrow, coarse] = key.split(',').map((flag) => flag === 'true')
  return { mobile: Boolean(mobile), narrow: Boolean(narrow), coarse: Boolean(coarse) }
}
