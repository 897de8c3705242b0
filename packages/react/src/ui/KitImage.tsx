import type { ImgHTMLAttributes } from 'react'
import { IMAGE_REFERRER_POLICY, safeImageUrl } from '../utils/image.js'

export type KitImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'referrerPolicy' | 'alt'
> & {
  /** Untrusted: loaded only when core's image check accepts it (else nothing is rendered). */
  src: unknown
}

/**
 * The one `<img>` of the React UI: the source goes through the image check, the image sends no
 * referrer and is decorative (the row or button beside it carries the name).
 */
export function KitImage({ src, ...props }: KitImageProps) {
  const url = safeImageUrl(src)
  return url ? <img {...props} src={url} alt="" referrerPolicy={IMAGE_REFERRER_POLICY} /> : null
}
