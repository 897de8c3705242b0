import { safeImageUrl } from '@gangway/core/shell'

/** Longest `data:application/json` token URI read. */
const MAX_URI_LENGTH = 100_000
const MAX_NAME_LENGTH = 128

/** What a token's own metadata may give the NFTs tab. */
export interface TokenMetadata {
  name?: string
  imageUrl?: string
}

function decodeDataJson(uri: string): unknown {
  const match = /^data:application\/json(;base64)?,(.*)$/s.exec(uri)
  if (!match) return undefined
  const body = match[1]
    ? Buffer.from(match[2] ?? '', 'base64').toString('utf8')
    : decodeURIComponent(match[2] ?? '')
  return JSON.parse(body)
}

/**
 * The name and image of an ERC-721 `tokenURI` that carries its metadata inline
 * (`data:application/json[;base64],{...}`). Remote metadata (http(s), ipfs) is not fetched: the
 * server would call any host a contract names. The image passes the kit's own image check
 * (http(s) or `data:image/…`, nothing a browser runs); anything else is dropped.
 */
export function parseTokenMetadata(uri: string): TokenMetadata {
  if (uri.length === 0 || uri.length > MAX_URI_LENGTH) return {}
  let metadata: unknown
  try {
    metadata = decodeDataJson(uri)
  } catch {
    return {}
  }
  if (typeof metadata !== 'object' || metadata === null) return {}
  const { name, image } = metadata as { name?: unknown; image?: unknown }
  const imageUrl = safeImageUrl(image)
  return {
    ...(typeof name === 'string' &&
      name.trim() &&
      name.length <= MAX_NAME_LENGTH && { name: name.trim() }),
    ...(imageUrl && { imageUrl }),
  }
}
