import { TIMING } from '../constants.js'
import {
  createHttpClient,
  type FetchFn,
  HTTP_FORBIDDEN,
  type HttpClient,
  type HttpRequest,
  httpStatusOf,
} from './createHttpClient.js'

/** What a self-hostable data API (balances, activity, NFTs) is configured with. */
export interface DataApiOptions {
  /** Base URL, http(s). */
  url: string
  /** Sent as the `clientId` query parameter when set. */
  clientId?: string
  fetch?: FetchFn
  /** Time limit of each request in ms, the answer's body included (default 10 s). */
  timeoutMs?: number
  /**
   * Called when the API answers 403: this origin or project is not allowed (the kit then shows
   * 'Invalid App Configuration'). The read still fails as any other.
   */
  onForbidden?: () => void
}

/**
 * The HTTP client of a data API source: every request is limited to `timeoutMs` (a server that
 * never answers, or stops halfway through its answer, fails the read like a failed status does).
 */
export function createDataApiClient(options: DataApiOptions): HttpClient {
  const http = createHttpClient({
    baseUrl: options.url,
    timeoutMs: options.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS,
    ...(options.clientId !== undefined && { clientId: options.clientId }),
    ...(options.fetch && { fetch: options.fetch }),
  })
  const { onForbidden } = options
  if (!onForbidden) return http
  return {
    ...http,
    get: <T>(request: HttpRequest) =>
      http.get<T>(request).catch((error: unknown) => {
        if (httpStatusOf(error) === HTTP_FORBIDDEN) onForbidden()
        throw error
      }),
  }
}
