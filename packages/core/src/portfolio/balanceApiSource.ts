import { createHttpClient, type FetchFn } from '../http/createHttpClient.js'
import type { BalanceSource } from './types.js'

export interface BalanceApiSourceOptions {
  /** Base URL of a balance API, http(s): `GET {url}/balance?address=…&caipNetworkId=…`. */
  url: string
  /** Sent as the `clientId` query parameter when set. */
  clientId?: string
  fetch?: FetchFn
}

/**
 * The balance API of spec §7 ("Balance: address, caipNetworkId") as a balance source. It answers
 * `{ balances: TokenBalance[] }`; `@gangway/testing`'s `startLocalBalanceApi` is a self-hosted
 * implementation over local chains. A non-success status throws 'HTTP status code: N'.
 */
export function createBalanceApiSource(options: BalanceApiSourceOptions): BalanceSource {
  const http = createHttpClient({
    baseUrl: options.url,
    ...(options.clientId !== undefined && { clientId: options.clientId }),
    ...(options.fetch && { fetch: options.fetch }),
  })
  return {
    getBalances: ({ address, caipNetworkId }, request) =>
      http.get({
        path: 'balance',
        params: { address, caipNetworkId },
        ...(request?.signal && { signal: request.signal }),
      }),
  }
}
