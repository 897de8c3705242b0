import { TIMING } from '../../constants.js'
import type { DeeplinkChoice } from '../../storage/types.js'
import { createStore, type Store } from '../../store/createStore.js'
import { type ConnectionState, createInitialConnectionState } from './initialConnectionState.js'

export { type ConnectionState, createInitialConnectionState }

/** Spec §4: a pairing URI counts as expired when 10 s or less of its 4 minutes is left. */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  if (expiry === undefined) return true
  return expiry - now <= TIMING.PAIRING_URI_EXPIRY_MARGIN_MS
}

export interface ConnectionStateController {
  store: Store<ConnectionState>
  getState(): ConnectionState
  /** Sets the pairing URI; it lives 4 minutes from now. */
  setWcUri(uri: string): void
  /** Whether the current pairing URI is missing or expired (≤ 10 s left). */
  isPairingExpired(): boolean
  setWcError(wcError: boolean): void
  setBuffering(buffering: boolean): void
  setWcLinking(linking: DeeplinkChoice | undefined): void
  setRecentWallet(wallet: ConnectionState['recentWallet']): void
  setWcBasic(wcBasic: boolean): void
  /** Clears the pairing state: wcUri, wcPairingExpiry, wcLinking, recentWallet, wcError, buffering. */
  clearPairing(): void
}

export function createConnectionState({
  now = () => Date.now(),
}: {
  now?: () => number
} = {}): ConnectionStateController {
  const store = createStore<ConnectionState>(createInitialConnectionState())
  const set = (patch: Partial<ConnectionState>) =>
    store.setState((draft) => {
      Object.assign(draft, patch)
    })
  return {
    store,
    getState: store.getState,
    setWcUri(uri) {
      set({ wcUri: uri, wcPairingExpiry: now() + TIMING.PAIRING_URI_LIFETIME_MS, wcError: false })
    },
    isPairingExpired: () => isPairingExpired(store.getState().wcPairingExpiry, now()),
    setWcError: (wcError) => set({ wcError, buffering: false }),
    setBuffering: (buffering) => set({ buffering }),
    setWcLinking: (wcLinking) => set({ wcLinking }),
    setRecentWallet: (recentWallet) => set({ recentWallet }),
    setWcBasic: (wcBasic) => set({ wcBasic }),
    clearPairing: () =>
      set({
        wcUri: undefined,
        wcPairingExpiry: undefined,
        wcLinking: undefined,
        recentWallet: undefined,
        wcError: false,
        buffering: false,
      }),
  }
}
