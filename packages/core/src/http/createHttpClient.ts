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
}

export interface HttpBodyRequest extends HttpRequest {
  /** Sent as JSON. */
  body?: unknown
}

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
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i

const isEmpty = (value: QueryValue) => value === undefined || value === null || value === ''

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

  const send = async (method: string, request: HttpBodyRequest): Promise<Response> => {
    const init: RequestInit = { method, headers: mergeHeaders(request.headers) }
    if (request.signal) init.signal = request.signal
    if (request.cache) init.cache = request.cache
    if (request.body !== undefined) init.body = JSON.stringify(request.body)
    const response = await doFetch(buildUrl(request), init)
    if (!response.ok) {
      throw new KitError('HTTP_STATUS', { params: { status: response.status }, data: response })
    }
    return response
  }

  const json = async <T>(method: string, request: HttpBodyRequest): Promise<T> => {
    const response = await send(method, request)
    const text = await response.text()
    return (text.length === 0 ? undefined : JSON.parse(text)) as T
  }

  return {
    get: (request) => json('GET', { ...request, body: undefined }),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: async (request) => (await send('GET', { ...request, body: undefined })).blob(),
    buildUrl,
  }
}
