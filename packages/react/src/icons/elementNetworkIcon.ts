import { IMAGE_REFERRER_POLICY, monogram, safeImageUrl } from '../utils/image.js'
import { monogramBackground } from '../utils/monogram.js'
import { loadBuiltInIcon } from './builtInIcons.js'

/**
 * The custom element's network icon, drawn as the React one (ui/NetworkIcon.tsx): the network's
 * own image, else its built-in logo, else — and when an image fails — its monogram on its
 * gradient. Imported by the element after its first render (never in the first load); the
 * span stays blank until then.
 */
export function fillNetworkIcon(
  span: HTMLElement,
  network: { caipNetworkId?: string | undefined; name?: string | undefined; imageUrl?: unknown },
  fallbackName: string,
): void {
  const name = network.name ?? fallbackName
  const letters = () => {
    span.style.background = monogramBackground(name)
    span.replaceChildren(monogram(name))
  }
  const show = (url: string) => {
    const img = document.createElement('img')
    img.alt = ''
    img.referrerPolicy = IMAGE_REFERRER_POLICY
    img.onerror = letters
    img.src = url
    span.replaceChildren(img)
  }
  const own = safeImageUrl(network.imageUrl)
  if (own) show(own)
  else if (network.caipNetworkId)
    void loadBuiltInIcon('network', network.caipNetworkId).then((url) =>
      url ? show(url) : letters(),
    )
  else letters()
}
