import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QR_LOGO_SIZE, qrErrorCorrection, qrPath } from './QrCode.js'

/**
 * The code as a scanner's picture: `scale` pixels a module, the 4-module quiet zone, dark modules
 * from the SVG path's runs, and — with a logo — the middle tile (QR_LOGO_SIZE of the drawn width)
 * painted white, as the logo's white tile hides it.
 */
function picture(uri: string, level: 'M' | 'H', logo: number) {
  const { size, d } = qrPath(uri, level)
  const scale = 4
  const width = (size + 8) * scale
  const dark = new Set<string>()
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)/g))
    for (let col = Number(x); col < Number(x) + Number(run); col++) dark.add(`${col},${y}`)
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  const tile = Math.round(width * logo)
  const from = Math.floor((width - tile) / 2)
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++) {
      const hidden = px >= from && px < from + tile && py >= from && py < from + tile
      const module = `${Math.floor(px / scale) - 4},${Math.floor(py / scale) - 4}`
      if (!hidden && dark.has(module))
        pixels.fill(17, (py * width + px) * 4, (py * width + px) * 4 + 3)
    }
  return { pixels, width }
}

const URI = `wc:${'ab12'.repeat(16)}@2?relay-protocol=irn&symKey=${'cd34'.repeat(16)}&expiryTimestamp=1790000000`

describe('QR code with a logo in the middle', () => {
  it('uses error correction H under a logo, M without', () => {
    expect(qrErrorCorrection(true)).toBe('H')
    expect(qrErrorCorrection(false)).toBe('M')
  })

  it('a pairing URI still decodes with jsQR with the logo tile hiding the middle', () => {
    const plain = picture(URI, 'M', 0)
    expect(jsQR(plain.pixels, plain.width, plain.width)?.data).toBe(URI)
    const covered = picture(URI, qrErrorCorrection(true), QR_LOGO_SIZE)
    expect(jsQR(covered.pixels, covered.width, covered.width)?.data).toBe(URI)
  })
})
