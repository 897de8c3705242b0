/** What the kit asks a widget for (POST /onramp/session), with the visitor's IP added. */
export interface OnRampSessionRequest {
  address: string
  /** CAIP-2: a card chain or Solana mainnet. */
  network: string
  asset: string
  amount?: number | undefined
  currency?: string | undefined
  /** The visitor's address as the server sees it (Coinbase checks it; never from headers). */
  clientIp: string
  /** The page's host (Transak's `referrerDomain`). */
  referrerDomain: string
}
