import { createDataApiClient, type DataApiOptions } from '../http/createDataApiClient.js'
import type { NftSource } from './types.js'

/** `url`: an NFT API, http(s): `GET {url}/nfts?address=…&caipNetworkId=…`. */
export type NftApiSourceOptions = DataApiOptions

/**
 * The NFT API as an NFT source. It answers `{ nfts: Nft[] }`; `@gangway/testing`'s
 * `startLocalBalanceApi` serves it over local chains. A non-success status throws
 * 'HTTP status code: N'.
 */
export function createNftApiSource(options: NftApiSourceOptions): NftSource {
  const http = createDataApiClient(options)
  return {
    getNfts: ({ address, caipNetworkId }, request) =>
      http.get({
        path: 'nfts',
        params: { address, caipNetworkId },
        ...(request?.signal && { signal: request.signal }),
      }),
  }
}
