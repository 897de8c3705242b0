import qrcode from 'qrcode-generator'
import { type ReactNode, useMemo } from 'react'

/**
 * The dark modules of a QR code as one SVG path, one `h` run per horizontal stretch of dark
 * modules (a few hundred path commands instead of thousands of rects). Exported for tests.
 */
export function qrPath(data: string): { size: number; d: string } {
  const qr = qrcode(0, 'M')
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
  /** Drawn in the middle (the wallet's image); the M level leaves room for it. */
  logo?: ReactNode
  /** The wrapper's `data-testid` (default `wc-qr`, the pairing code). */
  testId?: string
}

/**
 * A QR code drawn as SVG (qrcode-generator, error correction M, a 4-module quiet zone). Always
 * dark on white, whatever the theme, so every scanner reads it. The value is on `data-uri`.
 */
export function QrCode({ value, label, size = 280, logo, testId = 'wc-qr' }: QrCodeProps) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value])
  const quiet = 4
  const box = modules + quiet * 2
  return (
    <div
      className="gw-qr"
      data-testid={testId}
      data-uri={value}
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
            padding: 6,
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
