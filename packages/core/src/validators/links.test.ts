import { describe, expect, it } from 'vitest'
import {
  isLoopbackHost,
  MAX_DATA_IMAGE_LENGTH,
  MAX_URL_LENGTH,
  safeImageUrl,
  safeLink,
} from './links.js'

/** The review's finding: a directory's desktop_link that the URL parser turns into script. */
const CONTROL_JS = '\u0001javascript://%0awindow.__pwned=1'

describe('safeLink (the one URL check for links the kit opens)', () => {
  it('accepts https anywhere and http only on this machine', () => {
    expect(safeLink('https://app.safe.global/')).toBe('https://app.safe.global/')
    expect(safeLink('http://127.0.0.1:5173/terms')).toBe('http://127.0.0.1:5173/terms')
    expect(safeLink('http://localhost/x')).toBe('http://localhost/x')
    expect(safeLink('http://[::1]:8080/')).toBe('http://[::1]:8080/')
    expect(safeLink('http://example.com/terms')).toBeUndefined()
    expect(safeLink('http://127.0.0.1.evil.example/')).toBeUndefined()
  })

  it('accepts a wallet scheme only for app links', () => {
    expect(safeLink('metamask://', 'app')).toBe('metamask://')
    expect(safeLink('okex://main/wc?uri=x', 'app')).toBe('okex://main/wc?uri=x')
    expect(safeLink('metamask://')).toBeUndefined()
  })

  it('refuses script, local and browser schemes, whatever their case or prefix', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x.test/1',
      'about:blank',
      'filesystem:https://x.test/a',
      'view-source:https://x.test',
    ]) {
      expect(safeLink(link, 'app'), link).toBeUndefined()
      expect(safeLink(link, 'web'), link).toBeUndefined()
    }
  })

  it('refuses control, separator and whitespace characters anywhere', () => {
    expect(safeLink(CONTROL_JS, 'app')).toBeUndefined()
    for (const char of ['\u0000', '\u0009', '\u000a', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(safeLink(`${char}https://x.test/`, 'app')).toBeUndefined()
      expect(safeLink(`https://x.test/${char}a`, 'app')).toBeUndefined()
    }
    for (const char of [' ', '\u00a0', '\u2028', '\u2029', '\u200b', '\u202e', '\ufeff']) {
      expect(safeLink(`https://x.test/a${char}b`, 'app')).toBeUndefined()
      expect(safeLink(`metamask:${char}//`, 'app')).toBeUndefined()
    }
  })

  it('refuses relative URLs, credentials, non-strings and overlong links', () => {
    expect(safeLink('/terms')).toBeUndefined()
    expect(safeLink('//evil.example/')).toBeUndefined()
    expect(safeLink('https://metamask.io@evil.example/')).toBeUndefined()
    expect(safeLink('https://user:pw@x.test/')).toBeUndefined()
    expect(safeLink(42)).toBeUndefined()
    expect(safeLink(undefined)).toBeUndefined()
    expect(safeLink('')).toBeUndefined()
    const long = `https://x.test/${'a'.repeat(MAX_URL_LENGTH)}`
    expect(safeLink(long)).toBeUndefined()
    expect(safeLink(long.slice(0, MAX_URL_LENGTH))).toBe(long.slice(0, MAX_URL_LENGTH))
  })

  it('knows the loopback hosts', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true)
    expect(isLoopbackHost('127.10.0.254')).toBe(true)
    expect(isLoopbackHost('app.localhost')).toBe(true)
    expect(isLoopbackHost('localhost.example')).toBe(false)
    expect(isLoopbackHost('128.0.0.1')).toBe(false)
  })
})

describe('safeImageUrl (the one image check)', () => {
  it('accepts https, loopback http and inline raster or SVG images', () => {
    expect(safeImageUrl('https://x.test/a.png')).toBe('https://x.test/a.png')
    expect(safeImageUrl('http://127.0.0.1:4000/nft.svg')).toBe('http://127.0.0.1:4000/nft.svg')
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
    expect(safeImageUrl(svg)).toBe(svg)
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    // Wallets' inline SVG icons are often not encoded: spaces and quotes stay.
    const raw = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="1"></svg>'
    expect(safeImageUrl(raw)).toBe(raw)
  })

  it('refuses http to another machine, other data types, script schemes and huge images', () => {
    expect(safeImageUrl('http://example.com/a.png')).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>1</script>')).toBeUndefined()
    expect(safeImageUrl('data:image/svg;base64,x')).toBeUndefined()
    expect(safeImageUrl(' data:image/png;base64,x')).toBeUndefined()
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeImageUrl('blob:https://x.test/1')).toBeUndefined()
    expect(safeImageUrl(`https://x.test/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeUndefined()
    const huge = `data:image/png;base64,${'A'.repeat(MAX_DATA_IMAGE_LENGTH)}`
    expect(safeImageUrl(huge)).toBeUndefined()
    expect(safeImageUrl(null)).toBeUndefined()
  })
})
