import { type ReactNode, useContext, useState } from 'react'
import { monogram, safeImageUrl } from '../utils/image.js'
import { monogramBackground, monogramHueIndex } from '../utils/monogram.js'
import { KitImage } from './KitImage.js'
import { MonogramPaletteContext } from './monogramPalette.js'

export interface WalletImageProps {
  /** Untrusted: only data:image, https: and http: URLs are loaded. */
  src?: string | undefined
  /** Used for the monogram; the image itself is decorative (the row carries the name). */
  name: string
  size?: number
  shape?: 'rounded' | 'circle'
  className?: string
  /** The image is still being looked up (a built-in logo loading): a blank tile, no letters. */
  pending?: boolean
  /** Always two letters, whatever the size (a network's monogram looks the same everywhere). */
  fullMonogram?: boolean
  /** Shown instead of the monogram when there is no image (a neutral glyph). */
  fallback?: ReactNode
}

/**
 * A wallet / token / network image, or — when there is none or it fails — the given neutral
 * glyph, else a generated monogram (a failed image is never retried for the same URL).
 */
export function WalletImage({
  src,
  name,
  size,
  shape = 'rounded',
  className,
  pending = false,
  fullMonogram = false,
  fallback,
}: WalletImageProps) {
  const url = safeImageUrl(src)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const showImage = url !== undefined && failed !== url
  const small = size !== undefined && size < 28 && !fullMonogram
  const fontSize =
    size && (small ? Math.round(size * 0.55) : fullMonogram && Math.round(size * 0.4))
  const style = size ? { width: size, height: size, ...(fontSize && { fontSize }) } : undefined
  const glyph = showImage || pending ? null : fallback
  const letters =
    showImage || pending || glyph ? null : small ? [...monogram(name)][0] : monogram(name)
  // Inside the modal its stylesheet colours monograms by hue step (no style of their own).
  const palette = useContext(MonogramPaletteContext)
  return (
    <span
      className={className ? `gw-image ${className}` : 'gw-image'}
      data-shape={shape}
      data-monogram={letters ? 'true' : undefined}
      data-hue={letters && palette ? monogramHueIndex(name) : undefined}
      aria-hidden="true"
      style={letters && !palette ? { ...style, background: monogramBackground(name) } : style}
    >
      {showImage ? (
        <KitImage
          src={url}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(url)}
        />
      ) : (
        (glyph ?? letters)
      )}
    </span>
  )
}
