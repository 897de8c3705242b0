import { KitError } from '../errors/KitError.js'

export type QueryValue = string | number | boolean | bigint | null | undefined
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

export interface HttpRequest {
  /** Joined to the base URL ('/getBalance' or 'v1/identity'); an absolute URL is used as is. */
  path: string
  /** Query parameters; empty values (undefined, null, '') are skipped. */
  params?: Record<string, QueryValue>
  headers?: HeadersInit
  signal?: AbortSignal
  cache?: RequestCache
  /** Overrides the client's `timeoutMs` for this request. */
  timeoutMs?: number
}

export interface HttpBodyRequest extends HttpRequest {
  /** Sent as JSON. */
  body?: unknown
}

/** The status an HTTP_STATUS error kept (its Response), or undefined for any other error. */
export const httpStatusOf = (error: unknown): number | undefined =>
  error instanceof KitError ? (error.data as Response | undefined)?.status : undefined

/** The status of an origin or project a server does not allow. */
export const HTTP_FORBIDDEN = 403

export interface HttpClient {
  get<T = unknown>(request: HttpRequest): Promise<T>
  post<T = unknown>(request: HttpBodyRequest): Promise<T>
  put<T = unknown>(request: HttpBodyRequest): Promise<T>
  delete<T = unknown>(request: HttpBodyRequest): Promise<T>
  getBlob(request: HttpRequest): Promise<Blob>
  /** The URL a request goes to (query params and clientId included). */
  buildUrl(request: Pick<HttpRequest, 'path' | 'params'>): string
}

export interface CreateHttpClientOptions {
  baseUrl: string
  /** Appended to every request as the `clientId` query parameter when set. */
  clientId?: string | null
  /** Defaults to `globalThis.fetch`, looked up at request time. */
  fetch?: FetchFn
  /** Sent with every request (a request's own headers win). */
  headers?: HeadersInit
  /**
   * How long a request may take, its body included (ms); then it is aborted and fails with the
   * catalogue's 'Something went wrong' (KitError REQUEST_FAILED, `data.timeoutMs`). Unset: no
   * limit.
   */
  timeoutMs?: number
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i

const isEmpty = (value: QueryValue) => value === undefined || value === null || value === ''

/**
 * The caller's signal, plus an abort after `timeoutMs` when set: `expired()` tells a timeout
 * from the caller's own abort. `clear()` stops the timer.
 */
function withDeadline(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined || !(timeoutMs > 0))
    return { signal, expired: () => false, clear: () => {} }
  const controller = new AbortController()
  let expired = false
  const timer = setTimeout(() => {
    expired = true
    controller.abort()
  }, timeoutMs)
  const forward = () => controller.abort(signal?.reason)
  if (signal?.aborted) forward()
  else signal?.addEventListener('abort', forward, { once: true })
  return {
    signal: controller.signal,
    expired: () => expired && !signal?.aborted,
    clear: () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forward)
    },
  }
}

/**
 * The kit's HTTP wrapper (spec §7): GET, POST, PUT and DELETE with a JSON body, and blob GET.
 * A non-success status throws KitError('HTTP_STATUS') — 'HTTP status code: N' — with the
 * Response kept in `.data`.
 *
 * No Content-Type is added to JSON bodies unless the caller passes one: a POST with a string
 * body then stays a CORS "simple request" (no preflight), as analytics needs.
 */
export function createHttpClient(options: CreateHttpClientOptions): HttpClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  const doFetch: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const buildUrl: HttpClient['buildUrl'] = ({ path, params }) => {
    const url = new URL(ABSOLUTE_URL.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`)
    for (const [key, value] of Object.entries(params ?? {})) {
      if (!isEmpty(value)) url.searchParams.append(key, String(value))
    }
    if (options.clientId) url.searchParams.append('clientId', options.clientId)
    return url.toString()
  }

  const mergeHeaders = (extra: HeadersInit | undefined): Headers => {
    const headers = new Headers(options.headers)
    new Headers(extra).forEach((value, key) => {
      headers.set(key, value)
    })
    return headers
  }

  /** Sends the request and reads its answer with `read`, all within the timeout (if any). */
  const exchange = async <T>(
    method: string,
    request: HttpBodyRequest,
    read: (response: Response) => Promise<T>,
  ): Promise<T> => {
    const init: RequestInit = { method, headers: mergeHeaders(request.headers) }
    if (request.cache) init.cache = request.cache
    if (request.body !== undefined) init.body = JSON.stringify(request.body)
    const timeoutMs = request.timeoutMs ?? options.timeoutMs
    const deadline = withDeadline(request.signal, timeoutMs)
    if (deadline.signal) init.signal = deadline.signal
    try {
      const response = await doFetch(buildUrl(request), init)
      if (!response.ok) {
        throw new KitError('HTTP_STATUS', { params: { status: response.status }, data: response })
      }
      return await read(response)
    } catch (error) {
      if (deadline.expired())
        throw new KitError('REQUEST_FAILED', {
          cause: error,
          longMessage: `No answer from ${buildUrl(request)} within ${timeoutMs} ms`,
          data: { timeoutMs },
        })
      throw error
    } finally {
      deadline.clear()
    }
  }

  const json = <T>(method: string, request: HttpBodyRequest): Promise<T> =>
    exchange(method, request, async (response) => {
      const text = await response.text()
      return (text.length === 0 ? undefined : JSON.parse(text)) as T
    })

  return {
    get: (request) => json('GET', { ...request, body: undefined }),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: (request) =>
      exchange('GET', { ...request, body: undefined }, (response) => response.blob()),
    buildUrl,
  }
}
