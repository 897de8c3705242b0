import { useViewStyles } from '../../hooks/context.js'
import { KitImage } from '../../ui/KitImage.js'
import { addressGradient, safeImageUrl } from '../../utils/image.js'
import { avatarCss } from './avatarCss.js'

/** The account avatar: the profile image when safe, else a gradient derived from the address. */
export function Avatar({
  address,
  image,
  size = 72,
}: {
  address: string
  image?: string | null | undefined
  size?: number
}) {
  useViewStyles(avatarCss)
  const url = safeImageUrl(image)
  return (
    <span
      className="gw-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: url ? undefined : addressGradient(address) }}
    >
      {url ? <KitImage src={url} /> : null}
    </span>
  )
}
