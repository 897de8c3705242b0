/** Business constants and limits of spec §9 (and the timings of §4). */

import type { SocialProvider } from './types/account.js'

export { DEFAULTS, LIMITS } from './constants/firstPaint.js'

export const TIMING = {
  /** A pairing URI lives 4 minutes. */
  PAIRING_URI_LIFETIME_MS: 4 * 60 * 1000,
  /** ...and counts as expired when 10 s or less is left. */
  PAIRING_URI_EXPIRY_MARGIN_MS: 10 * 1000,
  TOKEN_BALANCE_RETRY_GAP_MS: 30 * 1000,
  SHAKE_MS: 500,
  SNACKBAR_RESHOW_DELAY_MS: 150,
  GO_BACK_FOLLOW_UP_MS: 100,
  IMAGE_PRELOAD_TIMEOUT_MS: 2000,
  /** Animation durations 120, 150, 150 ms (modal fade, view transition, header). */
  ANIMATION_MS: [120, 150, 150] as const,
  EMAIL_CODE_RESEND_COOLDOWN_MS: 30 * 1000,
  EMBEDDED_REQUEST_TIMEOUT_MS: 30 * 1000,
  /** The kit's own (the spec names none): how long a wallet gets to confirm a stored connection. */
  RESTORE_TIMEOUT_MS: 10 * 1000,
  /** The kit's own: how long a wallet's disconnect may take before local state is reset anyway. */
  DISCONNECT_TIMEOUT_MS: 5 * 1000,
  /** The kit's own: how long a remote wallet directory has to answer a request, body included. */
  DIRECTORY_TIMEOUT_MS: 10 * 1000,
  /**
   * Time limit of a balance, activity or NFT read (the kit's choice; the spec names none for
   * them: the same as its HTTP RPC timeout).
   */
  DATA_API_TIMEOUT_MS: 10 * 1000,
  /**
   * The kit's own: how long a request over WalletConnect (sign, send) waits for the wallet's
   * answer — time for a visitor to approve on a phone (WalletConnect's shortest allowed request
   * expiry; its default is 15 minutes, and it has no answer to a relay that went away).
   */
  WALLET_REQUEST_TIMEOUT_MS: 5 * 60 * 1000,
} as const

export const CACHE_LIFETIME_MS = {
  portfolio: 30 * 1000,
  nativeBalance: 30 * 1000,
  balance: 30 * 1000,
  name: 5 * 60 * 1000,
  identity: 5 * 60 * 1000,
} as const

export const SWAP = {
  DEFAULT_SLIPPAGE_PERCENT: 1,
  PROVIDER_FEE_RATE: 0.0085,
  GAS_UNITS_ESTIMATE: 150000n,
  SUPPORTED_EIP155_CHAIN_IDS: [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554],
  SUGGESTED_TOKENS: [
    'ETH',
    'UNI',
    '1INCH',
    'AAVE',
    'SOL',
    'ADA',
    'AVAX',
    'DOT',
    'LINK',
    'NITRO',
    'GAIA',
    'MILK',
    'TRX',
    'NEAR',
    'GNO',
    'WBTC',
    'DAI',
    'WETH',
    'USDC',
    'USDT',
    'ARB',
    'BAL',
    'BICO',
    'CRV',
    'ENS',
    'MATIC',
    'OP',
  ],
} as const

export const RPC = {
  TIMEOUT_MS: 10 * 1000,
  BATCH_SIZE: 1000,
  RETRY_COUNT: 3,
  RETRY_DELAY_MS: 150,
  FALLBACK_RANK: {
    interval: 4000,
    sampleCount: 10,
    timeout: 1000,
    weights: { stability: 0.7, latency: 0.3 },
  },
} as const

export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: [
    'google',
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ] as SocialProvider[],
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  connectMethodsOrder: undefined as ('email' | 'social' | 'wallet')[] | undefined,
  connectorTypeOrder: [
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ] as ConnectorTypeOrderEntry[],
}

export type ConnectorTypeOrderEntry =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

export const SOCIALS_ORDER: readonly SocialProvider[] = DEFAULT_FEATURES.socials

export const ONRAMP = {
  PROVIDER_COUNT: 2,
  FEE_RANGE_PERCENT: [1, 2] as const,
  CARD_CHAINS: [
    'ethereum',
    'arbitrum',
    'polygon',
    'berachain',
    'avalanche-c-chain',
    'optimism',
    'celo',
    'base',
  ],
  CARD_CHAIN_FALLBACK: 'ethereum',
} as const

/** Timezones the spec lists as restricted (enforcement not shown). */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Asia/Beijing',
] as const

/**
 * The embedded wallet's connector name in every family it serves (a chain-agnostic constant: the
 * account names the login used instead when it is known, embedded/loginName.ts).
 */
export const AUTH_CONNECTOR_NAME = 'Email Wallet'

/** The social providers' own names, as a visitor knows them (the login buttons, the account). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** Social providers the embedded frame accepts (spec §5). */
export const FRAME_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const
