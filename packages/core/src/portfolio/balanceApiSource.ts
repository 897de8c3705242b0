import { createDataApiClient, type DataApiOptions } from '../http/createDataApiClient.js'
import type { BalanceSource } from './types.js'

/** `url`: a balance API, http(s): `GET {url}/balance?address=…&caipNetworkId=…`. */
export type BalanceApiSourceOptions = DataApiOptions

/**
 * The balance API of spec §7 ("Balance: address, caipNetworkId") as a balance source. It answers
 * `{ balances: TokenBalance[] }`; `@gangway/testing`'s `startLocalBalanceApi` is a self-hosted
 * implementation over local chains. A non-success status throws 'HTTP status code: N'. A
 * `current` read (a refresh) is sent with `Cache-Control: no-cache`, so neither the browser nor
 * the server answers from what it holds (`@gangway/server` then reads the chain's current head).
 */
export function createBalanceApiSource(options: BalanceApiSourceOptions): BalanceSource {
  const http = createDataApiClient(options)
  return {
    getBalances: ({ address, caipNetworkId }, request) =>
      http.get({
        path: 'balance',
        params: { address, caipNetworkId },
        ...(request?.signal && { signal: request.signal }),
        ...(request?.current && { headers: { 'cache-control': 'no-cache' } }),
      }),
  }
}
