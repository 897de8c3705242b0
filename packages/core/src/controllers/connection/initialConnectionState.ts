import type { DeeplinkChoice } from '../../storage/types.js'
import type { RecentWallet } from '../../types/connector.js'

/**
 * The pairing part of the connection state of spec §3. Each namespace's connection status is
 * held once, in its account state (chain store; read it with `selectStatus`).
 */
export interface ConnectionState {
  /** The last pairing attempt failed (the QR view offers a retry). */
  wcError: boolean
  /** A connect request is on its way to the wallet (spinner on the wallet view). */
  buffering: boolean
  /** The pairing URI to show as QR or deep link. */
  wcUri: string | undefined
  /** When `wcUri` stops being usable (ms since epoch): set to now + 4 min. */
  wcPairingExpiry: number | undefined
  /** The deep link the visitor chose for the pairing. */
  wcLinking: DeeplinkChoice | undefined
  /** The wallet the visitor last picked (recent list entry plus what the UI shows). */
  recentWallet: (RecentWallet & { name?: string; imageUrl?: string }) | undefined
  /** Basic pairing mode: pairing only, no chain adapter (UnsupportedChain is never shown). */
  wcBasic: boolean
}

export function createInitialConnectionState(): ConnectionState {
  return {
    wcError: false,
    buffering: false,
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcBasic: false,
  }
}
