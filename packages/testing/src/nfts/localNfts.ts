import type { CaipNetworkId } from '@gangway/core'
import { type Address, keccak256, stringToHex } from 'viem'
import type { LocalBalanceChain } from '../balances/startLocalBalanceApi.js'
import { readAccountCollectibles } from './readAccountCollectibles.js'

/** One entry of the local API's `GET /nfts` answer (`{ nfts: LocalNft[] }`). */
export interface LocalNft {
  /** The chain's `caipNetworkId`, e.g. 'eip155:31337'. */
  chainId: CaipNetworkId
  /** The collection's contract, checksummed. */
  contract: string
  /** Decimal string. */
  tokenId: string
  /** '<collection name> #<tokenId>'. */
  name: string
  /** The listed collection's name. */
  collection: string
  /** A generated SVG picture: `data:image/svg+xml;base64,…`. */
  imageUrl: string
}

const IMAGE_SIZE = 96
const MAX_FONT_SIZE = 32
const MIN_FONT_SIZE = 6

/**
 * A square picture for a token: its colour derived from `contract` and `tokenId`, the id written
 * on it. Only numbers enter the SVG (the id is re-printed from a bigint), so nothing untrusted
 * does; returned as a base64 data URI.
 */
export function collectibleImageUrl(contract: Address, tokenId: bigint): string {
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

/**
 * The local API's NFTs of `owner` on an eip155 chain: the tokens of `chain.collectibles` it holds
 * (`readAccountCollectibles`), each named '<collection> #<id>' with a generated picture.
 */
export async function localNfts(chain: LocalBalanceChain, owner: Address): Promise<LocalNft[]> {
  const held = await readAccountCollectibles(chain.rpcUrl, owner, chain.collectibles ?? [])
  return held.map(({ contract, tokenId, collection }) => ({
    chainId: chain.caipNetworkId,
    contract,
    tokenId,
    name: `${collection.name} #${tokenId}`,
    collection: collection.name,
    imageUrl: collectibleImageUrl(contract, BigInt(tokenId)),
  }))
}
