import { createDataApiClient, type DataApiOptions } from '../http/createDataApiClient.js'
import type { ActivitySource } from './types.js'

/**
 * `url`: an activity API, http(s): `GET {url}/history?address=…&caipNetworkId=…&cursor=…&onramp=…`.
 */
export type ActivityApiSourceOptions = DataApiOptions

/**
 * The activity (transaction history) API as an activity source. It answers `{ data, next? }`;
 * `@gangway/testing`'s `startLocalBalanceApi` serves it over local chains. A non-success status
 * throws 'HTTP status code: N'. A `current` read (after the account's own send) is sent with
 * `Cache-Control: no-cache`, so neither the browser nor the server answers from what it holds.
 */
export function createActivityApiSource(options: ActivityApiSourceOptions): ActivitySource {
  const http = createDataApiClient(options)
  return {
    getTransactions: ({ address, caipNetworkId, cursor, onramp }, request) =>
      http.get({
        path: 'history',
        params: { address, caipNetworkId, cursor, onramp },
        ...(request?.signal && { signal: request.signal }),
        ...(request?.current && { headers: { 'cache-control': 'no-cache' } }),
      }),
  }
}
