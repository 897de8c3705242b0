import { describe, expect, it } from 'vitest'
import {
  CACHE_LIFETIME_MS,
  DEFAULT_FEATURES,
  DEFAULTS,
  LIMITS,
  ONRAMP,
  RESTRICTED_TIMEZONES,
  RPC,
  SOCIALS_ORDER,
  SWAP,
  TIMING,
} from './constants.js'
import { BUILT_IN_FAMILIES } from './families/builtIn.js'
import { eip155Family } from './families/eip155.js'

// Every number and list of spec §9 (and the §6 timezones / account types), copied by hand from
// SPEC.md: changing a constant without changing the spec fails here.

describe('spec §9 Swap', () => {
  it('default slippage tolerance is 1 percent', () => {
    expect(SWAP.DEFAULT_SLIPPAGE_PERCENT).toBe(1)
  })

  it('provider fee rate is 0.85% (0.0085) of the source amount', () => {
    expect(SWAP.PROVIDER_FEE_RATE).toBe(0.0085)
  })

  it('gas units assumed for an estimate: 150000', () => {
    expect(SWAP.GAS_UNITS_ESTIMATE).toBe(150000n)
  })

  it('swap-supported eip155 network ids', () => {
    expect(SWAP.SUPPORTED_EIP155_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
  })

  it('suggested tokens include the 17 the spec names, "and others", each once', () => {
    const named = [
      'ETH',
      'UNI',
      '1INCH',
      'AAVE',
      'SOL',
      'ADA',
      'AVAX',
      'DOT',
      'LINK',
      'WBTC',
      'DAI',
      'WETH',
      'USDC',
      'USDT',
      'ARB',
      'OP',
      'MATIC',
    ]
    for (const token of named) expect(SWAP.SUGGESTED_TOKENS, token).toContain(token)
    expect(SWAP.SUGGESTED_TOKENS.length).toBeGreaterThan(named.length)
    expect(new Set(SWAP.SUGGESTED_TOKENS).size).toBe(SWAP.SUGGESTED_TOKENS.length)
  })

  it('the native token placeholder for eip155 is the all-e address', () => {
    expect(eip155Family.nativeTokenAddress).toBe(`0x${'e'.repeat(40)}`)
  })
})

describe('spec §9 Timing', () => {
  it('pairing URI lives 4 min and is expired at 10 s or less left', () => {
    expect(TIMING.PAIRING_URI_LIFETIME_MS).toBe(240_000)
    expect(TIMING.PAIRING_URI_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('token-balance retry gap 30 s', () => {
    expect(TIMING.TOKEN_BALANCE_RETRY_GAP_MS).toBe(30_000)
  })

  it('cache lifetimes: portfolio 30 s, native balance 30 s, name 5 min, identity 5 min', () => {
    expect(CACHE_LIFETIME_MS.portfolio).toBe(30_000)
    expect(CACHE_LIFETIME_MS.nativeBalance).toBe(30_000)
    expect(CACHE_LIFETIME_MS.name).toBe(300_000)
    expect(CACHE_LIFETIME_MS.identity).toBe(300_000)
  })

  it('shake 500 ms, snackbar re-show 150 ms, goBack follow-up 100 ms, image preload 2 s', () => {
    expect(TIMING.SHAKE_MS).toBe(500)
    expect(TIMING.SNACKBAR_RESHOW_DELAY_MS).toBe(150)
    expect(TIMING.GO_BACK_FOLLOW_UP_MS).toBe(100)
    expect(TIMING.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
  })

  it('animation durations 120, 150, 150 ms', () => {
    expect(TIMING.ANIMATION_MS).toEqual([120, 150, 150])
  })
})

describe('spec §9 Other limits', () => {
  it('recent wallets kept: 2', () => {
    expect(LIMITS.RECENT_WALLETS).toBe(2)
  })

  it('balances and activity amounts 3 decimals; USD 2 decimals', () => {
    expect(LIMITS.BALANCE_DECIMALS).toBe(3)
    expect(LIMITS.ACTIVITY_AMOUNT_DECIMALS).toBe(3)
    expect(LIMITS.USD_DECIMALS).toBe(2)
  })

  it('swap destination amount to 6 places, the message to 3', () => {
    expect(LIMITS.SWAP_DESTINATION_DECIMALS).toBe(6)
    expect(LIMITS.SWAP_MESSAGE_DECIMALS).toBe(3)
  })

  it('wallet listing: page size 40, featured or recommended fetch 4, search fetch 100', () => {
    expect(LIMITS.WALLET_PAGE_SIZE).toBe(40)
    expect(LIMITS.WALLET_FEATURED_FETCH).toBe(4)
    expect(LIMITS.WALLET_RECOMMENDED_FETCH).toBe(4)
    expect(LIMITS.WALLET_SEARCH_FETCH).toBe(100)
  })

  it('pending transactions limit 99', () => {
    expect(LIMITS.PENDING_TRANSACTIONS).toBe(99)
  })

  it('two on-ramp providers, fee range 1-2% each', () => {
    expect(ONRAMP.PROVIDER_COUNT).toBe(2)
    expect(ONRAMP.FEE_RANGE_PERCENT).toEqual([1, 2])
  })

  it('on-ramp card chains, fallback ethereum', () => {
    expect(ONRAMP.CARD_CHAINS).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(ONRAMP.CARD_CHAIN_FALLBACK).toBe('ethereum')
  })
})

describe('spec §9 Defaults', () => {
  it('features on and off', () => {
    for (const on of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const)
      expect(DEFAULT_FEATURES[on], on).toBe(true)
    for (const off of ['legalCheckbox', 'smartSessions', 'collapseWallets'] as const)
      expect(DEFAULT_FEATURES[off], off).toBe(false)
  })

  it('socials order: google, x, discord, farcaster, github, apple, facebook', () => {
    const order = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
    expect(SOCIALS_ORDER).toEqual(order)
    expect(DEFAULT_FEATURES.socials).toEqual(order)
  })

  it('connector type order', () => {
    expect(DEFAULT_FEATURES.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('theme dark, modal 360px, placeholder SDK version, default chain eip155:1', () => {
    expect(DEFAULTS.THEME_MODE).toBe('dark')
    expect(DEFAULTS.MODAL_WIDTH).toBe('360px')
    expect(typeof DEFAULTS.SDK_VERSION).toBe('string')
    expect(DEFAULTS.SDK_VERSION.length).toBeGreaterThan(0)
    expect(DEFAULTS.DEFAULT_CAIP_NETWORK_ID).toBe('eip155:1')
  })

  it('account types of point 6', () => {
    // Spec §6: each built-in family's first account type is its default.
    const defaults = Object.fromEntries(
      BUILT_IN_FAMILIES.map((family) => [family.namespace, family.accountTypes[0]]),
    )
    expect(defaults).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })
})

describe('spec §9 Embedded wallet', () => {
  it('email code resend cooldown 30 s; email, device, otp and social request timeout 30 s', () => {
    expect(TIMING.EMAIL_CODE_RESEND_COOLDOWN_MS).toBe(30_000)
    expect(TIMING.EMBEDDED_REQUEST_TIMEOUT_MS).toBe(30_000)
  })

  it('HTTP RPC timeout 10 s, batch size 1000, retry 3 times from 150 ms', () => {
    expect(RPC.TIMEOUT_MS).toBe(10_000)
    expect(RPC.BATCH_SIZE).toBe(1000)
    expect(RPC.RETRY_COUNT).toBe(3)
    expect(RPC.RETRY_DELAY_MS).toBe(150)
  })

  it('fallback ranking: interval 4 s, 10 samples, probe timeout 1 s, weights 0.7 / 0.3', () => {
    expect(RPC.FALLBACK_RANK).toEqual({
      interval: 4000,
      sampleCount: 10,
      timeout: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })

  it('secure frame SDK version 4; log level error', () => {
    expect(DEFAULTS.EMBEDDED_FRAME_SDK_VERSION).toBe(4)
    expect(DEFAULTS.LOG_LEVEL).toBe('error')
  })

  it('numbers in en-US with 2 fraction digits', () => {
    expect(DEFAULTS.NUMBER_LOCALE).toBe('en-US')
    expect(DEFAULTS.NUMBER_FRACTION_DIGITS).toBe(2)
  })
})

describe('spec §6 restricted timezones', () => {
  it('Asia/Shanghai, Urumqi, Chongqing, Harbin, Kashgar, Macau, Macao, Hong Kong, Beijing', () => {
    expect([...RESTRICTED_TIMEZONES].sort()).toEqual(
      [
        'Asia/Shanghai',
        'Asia/Urumqi',
        'Asia/Chongqing',
        'Asia/Harbin',
        'Asia/Kashgar',
        'Asia/Macau',
        'Asia/Macao',
        'Asia/Hong_Kong',
        'Asia/Beijing',
      ].sort(),
    )
  })
})
