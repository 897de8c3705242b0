import { createHttpClient, type FetchFn, type HttpClient } from './createHttpClient.js'

/** What a self-hostable data API (balances, activity) is configured with. */
export interface DataApiOptions {
  /** Base URL, http(s). */
  url: string
  /** Sent as the `clientId` query parameter when set. */
  clientId?: string
  fetch?: FetchFn
}

/** The HTTP client of a data API source. */
export function createDataApiClient(options: DataApiOptions): HttpClient {
  return createHttpClient({
    baseUrl: options.url,
    ...(options.clientId !== undefined && { clientId: options.clientId }),
    ...(options.fetch && { fetch: options.fetch }),
  })
}
