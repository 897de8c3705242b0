import { safeImageUrl } from '../validators/links.js'
import { own, isBoundedText as text } from '../validators/untrustedFields.js'
import type { Nft } from './types.js'

// Loaded on demand with the first NFT read: of what the first load uses it imports only the one
// image check (see validators/tokenBalance.ts).

/** At most this many NFTs are kept from one answer. */
export const MAX_NFTS = 200

const nonEmpty = (value: unknown): value is string => text(value) && value.trim().length > 0

/** One NFT from untrusted data, or undefined. Text stays text; the image passes the image check. */
export function parseNft(value: unknown): Nft | undefined {
  const fields = {
    chainId: own(value, 'chainId'),
    contract: own(value, 'contract'),
    tokenId: own(value, 'tokenId'),
    name: own(value, 'name'),
    collection: own(value, 'collection'),
  }
  const { chainId, contract, tokenId, name, collection } = fields
  if (!nonEmpty(chainId) || !nonEmpty(contract) || !nonEmpty(tokenId)) return undefined
  if (!nonEmpty(name) || !text(collection)) return undefined
  const nft: Nft = { chainId, contract, tokenId, name, collection }
  const imageUrl = safeImageUrl(own(value, 'imageUrl'))
  if (imageUrl) nft.imageUrl = imageUrl
  return nft
}

/**
 * An NFT API answer `{ nfts: [...] }`: the valid entries on `caipNetworkId` (others dropped,
 * duplicates of one contract and token id kept once, at most MAX_NFTS), or undefined when the
 * answer has no list.
 */
export function parseNfts(answer: unknown, caipNetworkId: string): Nft[] | undefined {
  const list = own(answer, 'nfts')
  if (!Array.isArray(list)) return undefined
  const seen = new Set<string>()
  const nfts: Nft[] = []
  for (const item of list) {
    const nft = parseNft(item)
    if (!nft || nft.chainId !== caipNetworkId) continue
    // eip155 addresses are case-insensitive; others (solana's base58) are not.
    const contract = nft.chainId.startsWith('eip155:') ? nft.contract.toLowerCase() : nft.contract
    const id = `${contract}#${nft.tokenId}`
    if (seen.has(id)) continue
    seen.add(id)
    nfts.push(nft)
    if (nfts.length === MAX_NFTS) break
  }
  return nfts
}
