import { createNftsController } from '../controllers/nfts/nftsController.js'
import type { NftsController } from '../controllers/nfts/types.js'
import { checkSourceOption } from '../options/checks.js'
import { createNftApiSource } from './nftApiSource.js'
import type { NftSource } from './types.js'

/** The host's `nftSource`, checked now (createKit throws 'Invalid option nftSource'). */
export const checkNftSource = (value: unknown) =>
  checkSourceOption<NftSource>('nftSource', value, 'getNfts')

/**
 * The kit's NFTs controller over the host's `nftSource`, else the NFT API at `nftApiUrl`, else
 * none (an empty NFTs tab).
 */
export function startNfts(
  deps: Omit<Parameters<typeof createNftsController>[0], 'source'> & {
    nftSource: NftSource | undefined
    nftApiUrl: string | undefined
    /** Called when the API at the URL answers 403 (the kit shows 'Invalid App Configuration'). */
    onForbidden?: () => void
  },
): NftsController {
  const { nftSource, nftApiUrl, onForbidden, ...rest } = deps
  const source =
    nftSource ??
    (nftApiUrl
      ? createNftApiSource({ url: nftApiUrl, ...(onForbidden && { onForbidden }) })
      : undefined)
  return createNftsController({ ...rest, source })
}
