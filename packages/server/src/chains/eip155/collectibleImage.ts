import { keccak256, stringToHex } from 'viem'

const IMAGE_SIZE = 96
const MAX_FONT_SIZE = 32
const MIN_FONT_SIZE = 6

/**
 * A square picture for a token without one of its own: its colour derived from `contract` and
 * `tokenId`, the id written on it. Only numbers enter the SVG (the id is re-printed from a
 * bigint), so nothing untrusted does; a base64 `data:image/svg+xml` URI.
 */
export function collectibleImageUrl(contract: string, tokenId: bigint): string {
  const id = tokenId.toString()
  const hash = keccak256(stringToHex(`${contract.toLowerCase()}#${id}`))
  const hue = Number.parseInt(hash.slice(2, 6), 16) % 360
  const fontSize = Math.max(
    MIN_FONT_SIZE,
    Math.min(MAX_FONT_SIZE, Math.floor(150 / (id.length + 1))),
  )
  const half = IMAGE_SIZE / 2
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" rx="12" fill="hsl(${hue},65%,45%)"/>` +
    `<text x="${half}" y="${half}" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">#${id}</text>` +
    '</svg>'
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
