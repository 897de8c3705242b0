import { describe, expect, it } from 'vitest'
import { monogram, monogramHue, safeImageUrl } from './image.js'

describe('safeImageUrl', () => {
  it('accepts https, http and data:image URLs', () => {
    expect(safeImageUrl('https://x.test/a.png')).toBe('https://x.test/a.png')
    expect(safeImageUrl('http://localhost/a.svg')).toBe('http://localhost/a.svg')
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    )
  })
  it('refuses http to another machine (only https, or http on this machine)', () => {
    expect(safeImageUrl('http://tracker.example/a.png')).toBeUndefined()
    expect(safeImageUrl('http://127.0.0.1:4000/a.png')).toBe('http://127.0.0.1:4000/a.png')
  })
  it('refuses javascript:, non-image data:, blob:, relative and non-strings', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeImageUrl(' JavaScript:alert(1)')).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>1</script>')).toBeUndefined()
    expect(safeImageUrl('blob:https://x.test/123')).toBeUndefined()
    expect(safeImageUrl('/icon.png')).toBeUndefined()
    expect(safeImageUrl(42)).toBeUndefined()
    expect(safeImageUrl('')).toBeUndefined()
  })
})

describe('monogram', () => {
  it('takes initials of two words or two letters of one', () => {
    expect(monogram('Trust Wallet')).toBe('TW')
    expect(monogram('rabby')).toBe('RA')
    expect(monogram('  ')).toBe('?')
  })
  it('gives a stable hue', () => {
    expect(monogramHue('MetaMask')).toBe(monogramHue('MetaMask'))
    expect(monogramHue('MetaMask')).toBeGreaterThanOrEqual(0)
    expect(monogramHue('MetaMask')).toBeLessThan(360)
  })
})
