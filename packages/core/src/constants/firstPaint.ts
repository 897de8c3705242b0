// The limits and defaults of spec §9 that a page needs at first paint (the kit shell's first
// states, the buttons' balance format); re-exported by constants.ts.

export const LIMITS = {
  RECENT_WALLETS: 2,
  BALANCE_DECIMALS: 3,
  ACTIVITY_AMOUNT_DECIMALS: 3,
  SWAP_DESTINATION_DECIMALS: 6,
  SWAP_MESSAGE_DECIMALS: 3,
  USD_DECIMALS: 2,
  WALLET_PAGE_SIZE: 40,
  WALLET_FEATURED_FETCH: 4,
  WALLET_RECOMMENDED_FETCH: 4,
  WALLET_SEARCH_FETCH: 100,
  PENDING_TRANSACTIONS: 99,
} as const

export const DEFAULTS = {
  THEME_MODE: 'dark' as 'dark' | 'light',
  MODAL_WIDTH: '360px',
  /** Label used when the host sets no sdkVersion. */
  SDK_VERSION: 'html-core-unknown',
  SDK_TYPE: 'gangway',
  DEFAULT_CAIP_NETWORK_ID: 'eip155:1',
  EMBEDDED_FRAME_SDK_VERSION: 4,
  LOG_LEVEL: 'error',
  NUMBER_LOCALE: 'en-US',
  NUMBER_FRACTION_DIGITS: 2,
} as const
