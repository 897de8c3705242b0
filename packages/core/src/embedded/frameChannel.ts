import { TIMING } from '../constants.js'
import { KitError } from '../errors/KitError.js'
import { frameError } from './errors.js'
import {
  APP_SOURCE,
  checkErrorPayload,
  checkSuccessPayload,
  type FrameEvent,
  type FrameRequestType,
  type FrameSuccess,
  parseFrameMessage,
} from './messages.js'

/** A message id: `crypto.randomUUID()` (the frame is on a secure or loopback origin anyway). */
const newId = (): string => globalThis.crypto.randomUUID()

/** The frame's hidden placement: in the page (so it runs), off-screen, invisible, inert. */
const HIDDEN_STYLE =
  'position:fixed;left:-10000px;top:0;width:1px;height:1px;border:0;opacity:0;pointer-events:none'

export interface FrameChannelOptions {
  /** The operator's `@gangway/server` base URL (http or https). */
  serverUrl: string
  projectId: string
  /** CAIP-2 id of the kit's active network (the frame's first chain). */
  chainId: string
  enableLogger?: boolean
  /** Where the iframe goes (default: the page's document). */
  document?: Document
  /** READY must come within this (default 30 s): else the alert and 'Something went wrong'. */
  readyTimeoutMs?: number
  /** Every request's default limit (default 30 s). */
  requestTimeoutMs?: number
  /** Unsolicited frame messages other than READY (SHOW, HIDE, ACCOUNT_CHANGED, LOGOUT). */
  onEvent(event: FrameEvent): void
  /** READY did not come in time: the 'Invalid App Configuration' alert. */
  onReadyTimeout(): void
  /** The frame could not be loaded at all. */
  onLoadFailed?(): void
}

export interface FrameRequestOptions {
  /** null: no time limit (a not-safe RPC request waits for the visitor). Default 30 s. */
  timeoutMs?: number | null
  signal?: AbortSignal
}

export interface FrameChannel {
  readonly element: HTMLIFrameElement
  /** The frame's origin: the only one whose messages are accepted. */
  readonly origin: string
  /** Resolves on READY; rejects with FRAME_LOAD_FAILED or REQUEST_FAILED (READY timeout). */
  readonly ready: Promise<void>
  /** Whether the channel can still be used (not failed, not destroyed). */
  usable(): boolean
  request<T extends FrameRequestType>(
    type: T,
    payload?: Record<string, unknown>,
    options?: FrameRequestOptions,
  ): Promise<FrameSuccess[T]>
  /** Aborts pending requests (all, or those `which` picks): 'Request was aborted'. */
  abort(
    which?: (type: FrameRequestType, payload: Record<string, unknown> | undefined) => boolean,
  ): void
  destroy(): void
}

interface Pending {
  type: FrameRequestType
  payload: Record<string, unknown> | undefined
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** The frame page URL (spec §7 query: projectId, chainId, version, enableLogger). */
export function frameUrl(
  options: Pick<FrameChannelOptions, 'serverUrl' | 'projectId' | 'chainId' | 'enableLogger'>,
): string {
  const url = new URL(`${options.serverUrl.replace(/\/+$/, '')}/embedded/frame`)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', options.chainId)
  url.searchParams.set('version', String(4))
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  return url.href
}

/**
 * The kit's end of the secure frame: injects the hidden iframe, waits for READY (every request
 * waits for it), and sends requests `{ source: 'gangway-app', id, type, payload }` to the frame's
 * origin only. A message is taken only when it comes from the iframe's own window AND the frame's
 * origin, passes the catalogue's check, and answers a pending id (an unknown or already answered
 * id is dropped, so a replay changes nothing). Each request ends once: its success, its error
 * ('An error occurred' when the frame gives no message), 'Something went wrong' after its time
 * limit, or 'Request was aborted' (the frame is told to drop it: ABORT).
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const doc = options.document ?? globalThis.document
  const src = frameUrl(options)
  const origin = new URL(src).origin
  const requestTimeoutMs = options.requestTimeoutMs ?? TIMING.EMBEDDED_REQUEST_TIMEOUT_MS
  const pending = new Map<string, Pending>()
  const view = doc.defaultView ?? (globalThis as unknown as Window)
  let state: 'loading' | 'ready' | 'failed' | 'destroyed' = 'loading'

  const element = doc.createElement('iframe')
  element.src = src
  element.title = 'Gangway secure frame'
  element.setAttribute('style', HIDDEN_STYLE)
  element.setAttribute('allow', 'clipboard-write')

  let markReady: () => void = () => undefined
  let markFailed: (error: KitError) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => undefined)

  const fail = (error: KitError) => {
    if (state !== 'loading') return
    state = 'failed'
    clearTimeout(readyTimer)
    markFailed(error)
  }
  const readyTimer = setTimeout(() => {
    if (state !== 'loading') return
    options.onReadyTimeout()
    fail(
      new KitError('REQUEST_FAILED', { longMessage: 'The embedded wallet did not load in time.' }),
    )
  }, options.readyTimeoutMs ?? TIMING.EMBEDDED_REQUEST_TIMEOUT_MS)

  const loadFailed = () => {
    if (state !== 'loading') return
    options.onLoadFailed?.()
    fail(new KitError('FRAME_LOAD_FAILED'))
  }
  element.addEventListener('error', loadFailed)

  const post = (id: string, type: FrameRequestType, payload?: Record<string, unknown>) => {
    element.contentWindow?.postMessage(
      { source: APP_SOURCE, id, type, ...(payload !== undefined && { payload }) },
      origin,
    )
  }

  const onMessage = (event: MessageEvent) => {
    if (state === 'destroyed') return
    if (event.origin !== origin || !element.contentWindow || event.source !== element.contentWindow)
      return
    const message = parseFrameMessage(event.data)
    if (!message) return
    if (message.kind === 'event') {
      if (message.event.type === 'READY') {
        if (state === 'loading') {
          state = 'ready'
          clearTimeout(readyTimer)
          markReady()
        }
        return
      }
      if (state === 'ready') options.onEvent(message.event)
      return
    }
    const entry = pending.get(message.id)
    if (!entry || entry.type !== message.type) return
    if (message.ok) {
      const payload = checkSuccessPayload(entry.type, message.payload)
      if (payload === undefined) return
      pending.delete(message.id)
      entry.resolve(payload)
      return
    }
    pending.delete(message.id)
    entry.reject(frameError(checkErrorPayload(message.payload)))
  }
  view.addEventListener('message', onMessage)
  doc.body.appendChild(element)

  // An unreachable server gives the iframe an error page, not an `error` event: a no-cors probe
  // tells a network failure apart at once (any HTTP answer, even opaque, is fine).
  if (typeof globalThis.fetch === 'function') {
    globalThis
      .fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' })
      .catch(loadFailed)
  }

  const request: FrameChannel['request'] = (type, payload, requestOptions = {}) => {
    const { signal } = requestOptions
    const timeoutMs =
      requestOptions.timeoutMs === undefined ? requestTimeoutMs : requestOptions.timeoutMs
    if (state === 'destroyed' || state === 'failed')
      return Promise.reject(
        new KitError(state === 'failed' ? 'FRAME_LOAD_FAILED' : 'REQUEST_ABORTED'),
      )
    if (signal?.aborted) return Promise.reject(new KitError('REQUEST_ABORTED'))
    const id = newId()
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let sent = false
      const finish = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        pending.delete(id)
      }
      const stop = (error: KitError) => {
        if (!pending.has(id)) return
        finish()
        if (sent) post(newId(), 'ABORT', { requestId: id })
        reject(error)
      }
      const onAbort = () => stop(new KitError('REQUEST_ABORTED'))
      pending.set(id, {
        type,
        payload,
        resolve: (value) => {
          finish()
          resolve(value as never)
        },
        reject: (error) => {
          finish()
          reject(error)
        },
      })
      signal?.addEventListener('abort', onAbort, { once: true })
      ready.then(
        () => {
          if (!pending.has(id)) return
          sent = true
          post(id, type, payload)
          if (timeoutMs !== null)
            timer = setTimeout(() => stop(new KitError('REQUEST_FAILED')), timeoutMs)
        },
        (error: KitError) => {
          if (!pending.has(id)) return
          finish()
          reject(error)
        },
      )
    })
  }

  return {
    element,
    origin,
    ready,
    usable: () => state === 'loading' || state === 'ready',
    request,
    abort(which) {
      for (const [id, entry] of [...pending]) {
        if (which && !which(entry.type, entry.payload)) continue
        pending.delete(id)
        if (state === 'ready') post(newId(), 'ABORT', { requestId: id })
        entry.reject(new KitError('REQUEST_ABORTED'))
      }
    },
    destroy() {
      if (state === 'destroyed') return
      const wasLoading = state === 'loading'
      for (const entry of pending.values()) entry.reject(new KitError('REQUEST_ABORTED'))
      pending.clear()
      state = 'destroyed'
      clearTimeout(readyTimer)
      if (wasLoading) markFailed(new KitError('REQUEST_ABORTED'))
      view.removeEventListener('message', onMessage)
      element.remove()
    },
  }
}
