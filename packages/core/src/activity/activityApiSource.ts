import { createHttpClient, type FetchFn } from '../http/createHttpClient.js'
import type { ActivitySource } from './types.js'

export interface ActivityApiSourceOptions {
  /** Base URL, http(s): `GET {url}/history?address=…&caipNetworkId=…&cursor=…`. */
  url: string
  clientId?: string
  fetch?: FetchFn
}

/**
 * The activity (transaction history) API as an activity source. It answers `{ data, next? }`;
 * `@gangway/testing`'s `startLocalBalanceApi` serves it over local chains. A non-success status
 * throws 'HTTP status code: N'.
 */
export function createActivityApiSource(options: ActivityApiSourceOptions): ActivitySource {
  const http = createHttpClient({
    baseUrl: options.url,
    ...(options.clientId !== undefined && { clientId: options.clientId }),
    ...(options.fetch && { fetch: options.fetch }),
  })
  return {
    getTransactions: ({ address, caipNetworkId, cursor }, request) =>
      http.get({
        path: 'history',
        params: { address, caipNetworkId, cursor },
        ...(request?.signal && { signal: request.signal }),
      }),
  }
}
