// Test helpers (not exported from the package) for the kit's end of the secure frame: the frame
// page itself runs in Chromium (the server's frame tests, the e2e suite); here the frame's window
// is scripted so the kit's own checks — origin, source window, ids, schemas, timers — can be
// driven with hostile messages a real frame would never send.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Window } from 'happy-dom'

export interface PostedMessage {
  message: { source: string; id: string; type: string; payload?: Record<string, unknown> }
  targetOrigin: string
}

/** A page (happy-dom window) whose `message` events the test dispatches. */
export function testPage(url = 'http://host.test/app?x=1') {
  // The frame page is not loaded here (contentWindow is scripted): happy-dom would fetch it.
  const window = new Window({ url, settings: { disableIframePageLoading: true } })
  // happy-dom then fires `error` on every iframe (a browser fires none for a page that loads):
  // held back here, unless a test lets it through.
  let letErrorsThrough = false
  window.addEventListener(
    'error',
    (event) => {
      if (!letErrorsThrough && (event.target as { tagName?: string })?.tagName === 'IFRAME')
        event.stopImmediatePropagation()
    },
    true,
  )
  return {
    window,
    document: window.document as unknown as Document,
    letIframeErrorsThrough() {
      letErrorsThrough = true
    },
  }
}

/**
 * An HTTP server standing where `@gangway/server` would (the channel's load probe reaches it);
 * `closedUrl` is an origin where nothing listens (the load failure).
 */
export async function startProbeServer() {
  const server = http.createServer((_request, response) => {
    response.writeHead(204)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const closedPort = (closed.address() as AddressInfo).port
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  return {
    url: `http://127.0.0.1:${port}`,
    closedUrl: `http://127.0.0.1:${closedPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The frame's window as the kit sees it: `postMessage` records what the kit sends; `send`
 * dispatches a message on the page as if posted by this window from `origin` (override either
 * to play an impostor). `respond` installs an answering machine for the kit's requests.
 */
export function scriptFrame(
  page: ReturnType<typeof testPage>,
  iframe: HTMLIFrameElement,
  origin: string,
) {
  const posted: PostedMessage[] = []
  let responder: ((message: PostedMessage['message']) => void) | undefined
  const frameWindow = {
    postMessage(message: PostedMessage['message'], targetOrigin: string) {
      posted.push({ message: structuredClone(message), targetOrigin })
      queueMicrotask(() => responder?.(structuredClone(message)))
    },
  }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = new page.window.MessageEvent('message', {
      data,
      origin: from.origin ?? origin,
      source: (from.source === undefined ? frameWindow : from.source) as never,
    })
    page.window.dispatchEvent(event)
  }
  return {
    window: frameWindow,
    posted,
    send,
    ready: () => send({ source: 'gangway-frame', id: null, type: 'READY' }),
    reply: (
      id: string,
      type: string,
      payload?: unknown,
      from?: { origin?: string; source?: unknown },
    ) =>
      send({ source: 'gangway-frame', id, type, ...(payload !== undefined && { payload }) }, from),
    event: (type: string, payload?: unknown) =>
      send({ source: 'gangway-frame', id: null, type, ...(payload !== undefined && { payload }) }),
    respond(handler: (message: PostedMessage['message']) => void) {
      responder = handler
    },
    requests: (type: string) => posted.filter((entry) => entry.message.type === type),
  }
}

export type ScriptedFrame = ReturnType<typeof scriptFrame>

/** Resolves on the next macrotask (pending promise callbacks run). */
export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Makes a happy-dom page this (node) test file's `window`/`document` (as the React tests do), so
 * a kit running here injects its frame into it; iframe `error` events are held back as in
 * `testPage`. Call before creating kits.
 */
export function installTestDom(url = 'http://host.test/app') {
  const page = testPage(url)
  const target = globalThis as Record<string, unknown>
  const source = page.window as unknown as Record<string, unknown>
  for (const key of Object.getOwnPropertyNames(page.window)) {
    if (key in target || key === 'undefined' || key === 'NaN' || key === 'Infinity') continue
    try {
      const value = source[key]
      target[key] =
        typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(page.window) : value
    } catch {
      // Accessors that throw outside their window.
    }
  }
  for (const key of ['Event', 'CustomEvent', 'EventTarget', 'MessageEvent'])
    target[key] = source[key]
  target.window = page.window
  return page
}

/** The iframe the kit injected into `document`, scripted as the frame of `origin`. */
export function scriptInjectedFrame(page: ReturnType<typeof testPage>, origin: string) {
  const iframe = page.document.querySelector('iframe')
  if (!iframe) throw new Error('The kit injected no iframe')
  return scriptFrame(page, iframe as HTMLIFrameElement, origin)
}
