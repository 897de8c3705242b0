/**
 * The neutral chain glyph (two linked blocks, 24 × 24, stroked in the text's muted colour): the
 * icon of a network with no logo of its own, such as a local anvil node, where letters would
 * pass for a logo. One shape for the React icon (ui/icons.tsx ChainIcon) and the custom
 * element's (elementNetworkIcon.ts).
 */
export const CHAIN_GLYPH_LINKS = [
  { x: 2.5, y: 8.5, width: 10, height: 7, rx: 3.5 },
  { x: 11.5, y: 8.5, width: 10, height: 7, rx: 3.5 },
] as const

/** The glyph's size inside an icon of `size` pixels. */
export const chainGlyphSize = (size: number) => Math.round(size * 0.62)

const SVG_NS = 'http://www.w3.org/2000/svg'

/** The glyph as a DOM element (the custom element draws without React). */
export function chainGlyphElement(doc: Document, size: number): SVGSVGElement {
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
  for (const link of CHAIN_GLYPH_LINKS) {
    const rect = doc.createElementNS(SVG_NS, 'rect')
    for (const [name, value] of Object.entries(link)) rect.setAttribute(name, String(value))
    svg.append(rect)
  }
  return svg
}
