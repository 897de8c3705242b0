import { IMAGE_REFERRER_POLICY, safeImageUrl } from '../utils/image.js'
import { loadBuiltInIcon } from './builtInIcons.js'
import { CHAIN_GLYPH_PATH, chainGlyphSize } from './chainGlyph.js'

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

const SVG_NS = 'http://www.w3.org/2000/svg'

/** The chain glyph as a DOM element (the custom element draws without React). */
function chainGlyphElement(doc: Document, size: number): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg')
  const attributes: Record<string, string> = {
    viewBox: '0 0 24 24',
    width: String(chainGlyphSize(size)),
    height: String(chainGlyphSize(size)),
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'aria-hidden': 'true',
    'data-testid': 'network-glyph',
    style: 'color: var(--gw-color-fg-muted)',
  }
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value)
  const path = doc.createElementNS(SVG_NS, 'path')
  path.setAttribute('d', CHAIN_GLYPH_PATH)
  svg.append(path)
  return svg
}
