/**
 * The secure frame's entry: served by @gangway/server at /embedded/frame on the server's own
 * origin, embedded by the kit. It talks only to its parent window, only when the parent's origin
 * is one of the project's origins, and answers only to that origin (design "Frame ↔ kit
 * messages"). READY is posted once GET /embedded/project answered and the parent checked out.
 */
import { ApiError, createApi, deviceIdOf, localTokenStore } from './api.js'
import { indexedDbDeviceStore } from './deviceStore.js'
import { ABORTED, errorMessage, type FrameState, HANDLERS } from './handlers.js'
import { idRegistry, parseAppMessage, toCaip2 } from './messages.js'
import { contentHeight, onContentHeight } from './ui.js'
import { FrameWallet } from './wallet.js'

const query = new URLSearchParams(location.search)
const projectId = query.get('projectId') ?? ''
const logging = query.get('enableLogger') === 'true'
const log = (...args: unknown[]) => {
  if (logging) console.debug('[gangway frame]', ...args)
}

/**
 * The embedding page's origin, as the browser reports it: `location.ancestorOrigins` (Chromium,
 * WebKit), else the referrer's origin (Firefox; empty when the host sends no referrer).
 */
function parentOrigin(): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  const candidate = ancestors?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
  try {
    const url = new URL(candidate)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}

async function start() {
  if (window.parent === window) {
    document.body.textContent = 'This page is the Gangway secure frame; it runs inside an app.'
    return
  }
  const tokens = localTokenStore(projectId)
  const api = createApi(projectId, tokens)
  const project = await api.project()
  const allowed = (candidate: string) =>
    !project.origins.includes('*') &&
    project.origins.includes(candidate) &&
    /^https?:\/\//.test(candidate)
  // Known from the browser, or (no ancestorOrigins, no referrer) pinned by the parent's first
  // message from an allowed origin.
  let origin = parentOrigin()
  if (origin !== undefined && !allowed(origin)) {
    log('parent origin not allowed', origin)
    return
  }
  const post = (message: Record<string, unknown>) => {
    if (origin) window.parent.postMessage({ source: 'gangway-frame', ...message }, origin)
  }
  onContentHeight((height) => post({ id: null, type: 'SIZE', payload: { height } }))
  const wallet = new FrameWallet(api, tokens, indexedDbDeviceStore(), {
    show: (reason, request) => {
      post({ id: null, type: 'SHOW', payload: { reason, ...(request && { request }) } })
      // Measured before SHOW (a HIDE in between cleared it in the kit): said again.
      const height = contentHeight()
      if (height) post({ id: null, type: 'SIZE', payload: { height } })
    },
    hide: () => post({ id: null, type: 'HIDE' }),
    logout: () => post({ id: null, type: 'LOGOUT' }),
  })
  const requested = query.get('chainId')
  const state: FrameState = {
    projectId,
    chainId: toCaip2(requested) ?? project.chains[0]?.caipNetworkId ?? 'eip155:1',
    project,
    deviceId: deviceIdOf(),
  }
  const ids = idRegistry()
  const open = new Map<string, { type: string; controller: AbortController; notSafe: boolean }>()
  const answered = new Set<string>()

  const reply = (id: string, type: string, ok: boolean, payload: unknown) => {
    if (answered.has(id)) return
    answered.add(id)
    open.delete(id)
    post({ id, type: `${type}_${ok ? 'SUCCESS' : 'ERROR'}`, payload })
  }
  const abort = (id: string) => {
    const request = open.get(id)
    if (!request) return false
    request.controller.abort()
    reply(id, request.type, false, { message: ABORTED })
    return true
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return
    if (origin === undefined) {
      if (!allowed(event.origin)) return
      origin = event.origin
    } else if (event.origin !== origin) return
    const parsed = parseAppMessage(event.data)
    if (!parsed.ok) {
      if (parsed.reply && ids.claim(parsed.reply.id)) {
        log('refused', parsed.reply)
        reply(parsed.reply.id, parsed.reply.type, false, { message: parsed.reply.message })
      }
      return
    }
    const { id, type, payload } = parsed.message
    if (!ids.claim(id)) {
      log('replayed id', id)
      // The id was answered already: a fresh _ERROR, the first answer stands.
      post({ id, type: `${type}_ERROR`, payload: { message: 'Duplicate request id' } })
      return
    }
    log('request', type)
    if (type === 'ABORT') {
      const done = abort(String(payload.requestId))
      reply(id, type, done, done ? {} : { message: 'No such open request' })
      return
    }
    const controller = new AbortController()
    const notSafe = type === 'RPC_REQUEST'
    open.set(id, { type, controller, notSafe })
    const context = {
      api,
      wallet,
      state,
      signal: controller.signal,
      abortOthers: () => {
        for (const [other, request] of open) if (other !== id && request.notSafe) abort(other)
      },
    }
    HANDLERS[type](payload, context).then(
      (result) => {
        if (controller.signal.aborted) return
        reply(id, type, true, type === 'RPC_REQUEST' ? { result } : (result ?? {}))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        log('failed', type, error instanceof ApiError ? error.code : error)
        reply(id, type, false, { message: errorMessage(error, wallet) })
      },
    )
  })
  if (origin) post({ id: null, type: 'READY' })
  // postMessage delivers only to a parent whose origin is the target: at most one READY lands.
  else
    for (const target of project.origins.filter(allowed))
      window.parent.postMessage({ source: 'gangway-frame', id: null, type: 'READY' }, target)
  log('ready for', origin ?? project.origins)
}

start().catch((error) => {
  log('could not start', error)
})
