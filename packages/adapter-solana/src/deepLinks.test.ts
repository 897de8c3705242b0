import { describe, expect, it } from 'vitest'
import { getSolanaDeepLink, SOLANA_DEEP_LINK_WALLETS, toDeepLinkWalletId } from './deepLinks.js'

const DAPP = 'https://app.example/swap?from=SOL&to=USDC'
const URL_ENCODED = 'https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3DSOL%26to%3DUSDC'
const ORIGIN_ENCODED = 'https%3A%2F%2Fapp.example'

describe('getSolanaDeepLink (spec §7: Solana deep links to wallet apps when not injected)', () => {
  it.each([
    ['phantom', `https://phantom.app/ul/browse/${URL_ENCODED}?ref=${ORIGIN_ENCODED}`],
    ['solflare', `https://solflare.com/ul/v1/browse/${URL_ENCODED}?ref=${ORIGIN_ENCODED}`],
    ['backpack', `https://backpack.app/ul/v1/browse/${URL_ENCODED}?ref=${ORIGIN_ENCODED}`],
    ['coinbase', `https://go.cb-w.com/dapp?cb_url=${URL_ENCODED}`],
  ])('opens the dapp inside %s', (wallet, link) => {
    expect(getSolanaDeepLink(wallet, DAPP)).toBe(link)
  })

  it('accepts wallet names as well as ids, and a referrer of the host’s choice', () => {
    expect(toDeepLinkWalletId('Coinbase Wallet')).toBe('coinbase')
    expect(toDeepLinkWalletId(' Phantom ')).toBe('phantom')
    expect(getSolanaDeepLink('Phantom', DAPP, 'https://ref.example')).toBe(
      `https://phantom.app/ul/browse/${URL_ENCODED}?ref=https%3A%2F%2Fref.example`,
    )
    expect(SOLANA_DEEP_LINK_WALLETS.map((w) => w.name)).toEqual([
      'Phantom',
      'Solflare',
      'Backpack',
      'Coinbase Wallet',
    ])
  })

  it('has no link for other wallets or an invalid dapp URL', () => {
    expect(getSolanaDeepLink('metamask', DAPP)).toBeUndefined()
    expect(getSolanaDeepLink('phantom', 'not a url')).toBeUndefined()
  })
})
