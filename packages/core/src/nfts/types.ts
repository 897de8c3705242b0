import type { CaipNetworkId } from '../types/chain.js'

/** One NFT the account holds (the NFTs tab). Every field comes from the NFT source, validated. */
export interface Nft {
  /** The network, a CAIP-2 id. */
  chainId: string
  /** The collection's contract (eip155) or mint (solana). */
  contract: string
  tokenId: string
  name: string
  collection: string
  /** http(s) or `data:image/…`; the UI loads only those. */
  imageUrl?: string
}

export interface NftQuery {
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * Where the NFTs tab's items come from: the NFT API (`createNftApiSource` over `nftApiUrl`) or
 * any object with this shape. It answers `{ nfts: Nft[] }`; answers are validated by the kernel.
 */
export interface NftSource {
  getNfts(query: NftQuery, options?: { signal?: AbortSignal }): Promise<unknown>
}
