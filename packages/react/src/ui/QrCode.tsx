import qrcode from 'qrcode-generator'
import { type ReactNode, useMemo } from 'react'

/**
 * Error correction: M (15 % of the code recoverable) for a plain code; H (30 %) under a logo,
 * which hides the middle: the logo's tile (QR_LOGO_SIZE of the code's width) covers about 5 % of
 * it, well inside what H restores (QrCode.test.ts decodes it with jsQR).
 */
export const qrErrorCorrection = (withLogo: boolean) => (withLogo ? 'H' : 'M')

/** The logo's tile in the middle: its share of the code's rendered width. */
export const QR_LOGO_SIZE = 0.22

/**
 * The dark modules of a QR code as one SVG path, one `h` run per horizontal stretch of dark
 * modules (a few hundred path commands instead of thousands of rects). Exported for tests.
 */
export function qrPath(data: string, level: 'M' | 'H' = 'M'): { size: number; d: string } {
  const qr = qrcode(0, level)
  qr.addData(data, 'Byte')
  qr.make()
  const size = qr.getModuleCount()
  let d = ''
  for (let row = 0; row < size; row++) {
    let col = 0
    while (col < size) {
      if (!qr.isDark(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < size && qr.isDark(row, col)) col++
      d += `M${start} ${row}h${col - start}v1h${start - col}z`
    }
  }
  return { size, d }
}

export interface QrCodeProps {
  /** What the code holds (the pairing URI, an address). */
  value: string
  /** The accessible name of the image. */
  label: string
  /** Rendered size in CSS pixels. */
  size?: number
  /** Drawn in the middle (the wallet's image) on a white tile; the code then uses level H. */
  logo?: ReactNode
  /** The wrapper's `data-testid` (default `wc-qr`, the pairing code). */
  testId?: string
}

/**
 * A QR code drawn as SVG (qrcode-generator, error correction M, H with a logo; a 4-module quiet
 * zone). Always dark on white, whatever the theme, so every scanner reads it. The value is on
 * `data-uri`.
 */
export function QrCode({ value, label, size = 280, logo, testId = 'wc-qr' }: QrCodeProps) {
  const level = qrErrorCorrection(Boolean(logo))
  const { size: modules, d } = useMemo(() => qrPath(value, level), [value, level])
  const quiet = 4
  const box = modules + quiet * 2
  return (
    <div
      className="gw-qr"
      data-testid={testId}
      data-uri={value}
      data-level={level}
      style={{
        position: 'relative',
        width: size,
        height: size,
        margin: '0 auto',
        borderRadius: 16,
        overflow: 'hidden',
        background: '#ffffff',
      }}
    >
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
      >
        <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
        <path d={d} fill="#111111" />
      </svg>
      {logo ? (
        <span
          className="gw-qr-logo"
          style={{
            position: 'absolute',
            inset: '50% auto auto 50%',
            transform: 'translate(-50%, -50%)',
            width: Math.round(size * QR_LOGO_SIZE),
            height: Math.round(size * QR_LOGO_SIZE),
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 14,
            background: '#ffffff',
            display: 'flex',
          }}
        >
          {logo}
        </span>
      ) : null}
    </div>
  )
}
