import { IMAGE_REFERRER_POLICY, safeImageUrl } from '../utils/image.js'
import { loadBuiltInIcon } from './builtInIcons.js'
import { chainGlyphElement } from './chainGlyph.js'

/**
 * The custom element's network icon, drawn as the React one (ui/NetworkIcon.tsx): the network's
 * own image, else its built-in logo, else — and when an image fails — the neutral chain glyph.
 * Imported by the element after its first render (never in the first load); the
 * span stays blank until then.
 */
export function fillNetworkIcon(
  span: HTMLElement,
  network: { caipNetworkId?: string | undefined; imageUrl?: unknown },
): void {
  const glyph = () => {
    // The button's icon is 24 px (buttonCss .gw-b-icon).
    span.replaceChildren(chainGlyphElement(span.ownerDocument, 24))
  }
  const show = (url: string) => {
    const img = document.createElement('img')
    img.alt = ''
    img.referrerPolicy = IMAGE_REFERRER_POLICY
    img.onerror = glyph
    img.src = url
    span.replaceChildren(img)
  }
  const own = safeImageUrl(network.imageUrl)
  if (own) show(own)
  else if (network.caipNetworkId)
    void loadBuiltInIcon('network', network.caipNetworkId).then((url) =>
      url ? show(url) : glyph(),
    )
  else glyph()
}
