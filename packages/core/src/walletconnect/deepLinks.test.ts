import { describe, expect, it, vi } from 'vitest'
import {
  formatNativeUrl,
  formatUniversalUrl,
  isHttpUrl,
  openWalletLink,
  walletDeepLink,
  walletLinkPlatforms,
} from './deepLinks.js'

const URI = 'wc:7f6e50f5b5c1c4c4e0b3c2f1@2?relay-protocol=irn&symKey=ab12&expiryTimestamp=1'
const ENCODED = encodeURIComponent(URI)

describe('deep links', () => {
  it('tells universal links from custom schemes', () => {
    expect(isHttpUrl('https://metamask.app.link')).toBe(true)
    expect(isHttpUrl('http://localhost:3000')).toBe(true)
    expect(isHttpUrl('metamask://')).toBe(false)
    expect(isHttpUrl('trust:')).toBe(false)
  })

  it('formats a universal link with wc?uri= and the URI encoded', () => {
    expect(formatUniversalUrl('https://metamask.app.link', URI).href).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    )
    expect(formatUniversalUrl('https://link.trustwallet.com/', URI).href).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    )
    // The encoded URI keeps none of the characters that would break the outer query.
    expect(ENCODED).not.toMatch(/[?&=@:]/)
  })

  it('formats custom schemes, completing bare ones', () => {
    expect(formatNativeUrl('metamask://', URI).href).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('trust:', URI).href).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('rainbow', URI).href).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('okex://main', URI).href).toBe(`okex://main/wc?uri=${ENCODED}`)
    // Each hands the other kind over.
    expect(formatNativeUrl('https://rnbwapp.com', URI).href).toBe(
      `https://rnbwapp.com/wc?uri=${ENCODED}`,
    )
    expect(formatUniversalUrl('zerion://', URI).href).toBe(`zerion://wc?uri=${ENCODED}`)
  })

  it('picks the link of the platform: mobile_link, desktop_link, webapp_link', () => {
    const wallet = {
      mobile_link: 'metamask://',
      desktop_link: 'ledgerlive://',
      webapp_link: 'https://app.safe.global/',
    }
    expect(walletDeepLink(wallet, URI, 'mobile')).toEqual({
      href: `metamask://wc?uri=${ENCODED}`,
      base: 'metamask://',
      kind: 'native',
      target: '_self',
    })
    expect(walletDeepLink(wallet, URI, 'desktop')?.href).toBe(`ledgerlive://wc?uri=${ENCODED}`)
    expect(walletDeepLink(wallet, URI, 'web')).toEqual({
      href: `https://app.safe.global/wc?uri=${ENCODED}`,
      base: 'https://app.safe.global/',
      kind: 'web',
      target: '_blank',
    })
    expect(walletDeepLink({ mobile_link: 'https://metamask.app.link' }, URI, 'mobile')?.kind).toBe(
      'universal',
    )
    expect(walletDeepLink({ mobile_link: null, desktop_link: ' ' }, URI, 'mobile')).toBeUndefined()
    expect(walletDeepLink({ mobile_link: null, desktop_link: ' ' }, URI, 'desktop')).toBeUndefined()
  })

  it('never builds a link from an unsafe scheme (directory data is untrusted)', () => {
    for (const link of [
      'javascript:alert(1)//',
      ' JavaScript:x',
      'data:text/html,x',
      'file:///etc/passwd',
      'vbscript:x',
    ]) {
      expect(
        walletDeepLink({ mobile_link: link, desktop_link: link, webapp_link: link }, URI, 'mobile'),
      ).toBeUndefined()
      expect(walletDeepLink({ webapp_link: link }, URI, 'web')).toBeUndefined()
    }
    expect(
      walletLinkPlatforms({ mobile_link: 'javascript:x', webapp_link: 'https://ok.example' }, true),
    ).toEqual(['web'])
  })

  it('lists the platforms a wallet can be opened on', () => {
    const wallet = { mobile_link: 'trust://', desktop_link: null, webapp_link: 'https://w.example' }
    expect(walletLinkPlatforms(wallet, true)).toEqual(['mobile', 'web'])
    expect(walletLinkPlatforms(wallet, false)).toEqual(['web'])
  })

  it('opens the link with its target and no referrer', () => {
    const open = vi.fn()
    const link = walletDeepLink({ webapp_link: 'https://app.safe.global' }, URI, 'web')!
    openWalletLink(link, open)
    expect(open).toHaveBeenCalledWith(link.href, '_blank', 'noreferrer noopener')
  })
})

describe('deep links from hostile listings', () => {
  // Found by review: the URL parser drops the leading U+0001 and runs the rest as script.
  const HOSTILE = '\u0001javascript://%0awindow.__pwned=1'

  it('builds no link from a link with control or separator characters', () => {
    for (const link of [
      HOSTILE,
      '\u0000javascript:alert(1)',
      '\u001fdata:text/html,x',
      'metamask:\u2028//',
      'https://app.example/\u0085x',
      '\u00a0javascript:alert(1)',
    ]) {
      const listing = { mobile_link: link, desktop_link: link, webapp_link: link }
      for (const platform of ['mobile', 'desktop', 'web'] as const)
        expect(walletDeepLink(listing, URI, platform), `${platform} ${JSON.stringify(link)}`).toBe(
          undefined,
        )
      expect(walletLinkPlatforms(listing, true)).toEqual([])
      expect(walletLinkPlatforms(listing, false)).toEqual([])
    }
  })

  it('opens web apps over https only (http on this machine), apps by their scheme', () => {
    expect(walletDeepLink({ webapp_link: 'http://wallet.example' }, URI, 'web')).toBeUndefined()
    expect(walletDeepLink({ webapp_link: 'metamask://' }, URI, 'web')).toBeUndefined()
    expect(walletDeepLink({ webapp_link: 'http://127.0.0.1:9/' }, URI, 'web')?.href).toBe(
      `http://127.0.0.1:9/wc?uri=${ENCODED}`,
    )
    expect(walletDeepLink({ desktop_link: 'javascript:' }, URI, 'desktop')).toBeUndefined()
    expect(walletDeepLink({ desktop_link: 'data:' }, URI, 'desktop')).toBeUndefined()
  })

  it('never opens a link the URL check refuses, however it was built', () => {
    const open = vi.fn()
    const opened = openWalletLink(
      { href: HOSTILE, base: HOSTILE, kind: 'native', target: '_self' },
      open,
    )
    expect(opened).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})
