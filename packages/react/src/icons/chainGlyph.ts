/**
 * The neutral chain glyph (two linked blocks, 24 × 24, stroked in the text's muted colour): the
 * icon of a network with no logo of its own, such as a local anvil node, where letters would
 * pass for a logo. One shape for the React icon (ui/icons.tsx ChainIcon) and the custom
 * element's (elementNetworkIcon.ts).
 */
export const CHAIN_GLYPH_PATH =
  'M6 8.5h3a3.5 3.5 0 0 1 0 7H6a3.5 3.5 0 0 1 0-7zm9 0h3a3.5 3.5 0 0 1 0 7h-3a3.5 3.5 0 0 1 0-7z'

/** The glyph's size inside an icon of `size` pixels. */
export const chainGlyphSize = (size: number) => Math.round(size * 0.62)
