import { useState } from 'react'
import { monogram, monogramHue, safeImageUrl } from '../utils/image.js'
import { KitImage } from './KitImage.js'

export interface WalletImageProps {
  /** Untrusted: only data:image, https: and http: URLs are loaded. */
  src?: string | undefined
  /** Used for the monogram; the image itself is decorative (the row carries the name). */
  name: string
  size?: number
  shape?: 'rounded' | 'circle'
  className?: string
}

/** A wallet / token / network image, or a generated monogram when there is none or it fails. */
export function WalletImage({ src, name, size, shape = 'rounded', className }: WalletImageProps) {
  const url = safeImageUrl(src)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const showImage = url !== undefined && failed !== url
  const hue = monogramHue(name)
  const small = size !== undefined && size < 28
  const style = size
    ? { width: size, height: size, ...(small && { fontSize: Math.round(size * 0.55) }) }
    : undefined
  return (
    <span
      className={className ? `gw-image ${className}` : 'gw-image'}
      data-shape={shape}
      aria-hidden="true"
      style={
        showImage
          ? style
          : {
              ...style,
              background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 40) % 360} 70% 40%))`,
            }
      }
    >
      {showImage ? (
        <KitImage
          src={url}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(url)}
        />
      ) : small ? (
        [...monogram(name)][0]
      ) : (
        monogram(name)
      )}
    </span>
  )
}
