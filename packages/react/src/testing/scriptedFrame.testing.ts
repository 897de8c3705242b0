import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMemoryBackend } from '@gangway/core'
import type { DiscoveredConnector } from '@gangway/core/adapter'
import { vi } from 'vitest'
import type { GangwayKit } from '../kit/types.js'
import { createKernelKit as createKit } from '../testing/kernelKit.testing.js'
import { happyWindow } from './dom.testing.js'
import { base, mainnet, TestAdapter } from './testKit.testing.js'

/**
 * A scripted secure frame for the login views' happy-dom tests (the real frame runs in
 * Chromium, the lead's e2e). happy-dom cannot load an iframe page, so this stands at the
 * postMessage boundary: the kit's own iframe element (created by `@gangway/core/embedded`) gets a
 * window that answers the frame protocol of the design ("Frame ↔ kit messages") from a script,
 * and its replies reach the kit as messages from the frame's origin and window. Everything on the
 * kit side is the real code: channel, schema checks, timeouts, login steps, the kit connection.
 * A small HTTP server stands at the frame URL (the kit probes it before READY).
 */

/** Thrown by a handler: the frame answers `<TYPE>_ERROR { message }`. */
export class FrameRefusal extends Error {}

export type FrameHandler = (payload: Record<string, unknown>) => unknown | Promise<unknown>

export interface ScriptedFrame {
  /** The server base URL to give `embeddedWallet.url`. */
  url: string
  origin: string
  /** Every request the kit sent, in order. */
  requests: { type: string; payload: Record<string, unknown> }[]
  /** Replaces (or adds) the answer to one request type. */
  on(type: string, handler: FrameHandler): void
  /** An unsolicited frame message (SHOW, HIDE, ACCOUNT_CHANGED, LOGOUT). */
  send(type: string, payload?: Record<string, unknown>): void
  /** The kit's iframe element, once created. */
  element(): HTMLIFrameElement | undefined
  close(): Promise<void>
}

export const FRAME_USER = {
  email: 'ada@example.com',
  address: '0x1234567890abcdef1234567890abcdef1234abcd',
  chainId: 'eip155:1',
  accounts: [
    { address: '0x1234567890abcdef1234567890abcdef1234abcd', type: 'eoa', namespace: 'eip155' },
  ],
}

/** Starts the frame; `script` answers request types beyond the defaults (or `frame.on` later). */
export async function startScriptedFrame(
  script: [type: string, handler: FrameHandler][] = [],
): Promise<ScriptedFrame> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html')
    response.end('<!doctype html><title>frame</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  let loggedIn = false
  const empty: FrameHandler = () => ({})
  const handlers = new Map<string, FrameHandler>([
    ['SYNC_THEME', empty],
    ['SYNC_DAPP_DATA', empty],
    ['RELOAD', empty],
    ['ABORT', empty],
    [
      'SIGN_OUT',
      () => {
        loggedIn = false
        return {}
      },
    ],
    ['IS_CONNECTED', () => ({ isConnected: loggedIn })],
    [
      'GET_USER',
      () => {
        loggedIn = true
        return FRAME_USER
      },
    ],
    ['GET_CHAIN_ID', () => ({ chainId: 'eip155:1' })],
    ['SET_PREFERRED_ACCOUNT', () => ({ type: 'eoa' })],
    ...script,
  ])
  const requests: ScriptedFrame['requests'] = []
  let iframe: HTMLIFrameElement | undefined

  const deliver = (data: Record<string, unknown>) => {
    const event = new happyWindow.MessageEvent('message', {
      data,
      origin,
      source: frameWindow as never,
    })
    happyWindow.dispatchEvent(event)
  }
  const frameWindow = {
    closed: false,
    postMessage(
      data: { source?: string; id?: string; type?: string; payload?: unknown },
      to: string,
    ) {
      if (to !== origin || data?.source !== 'gangway-app' || !data.id || !data.type) return
      const { id, type } = data
      const payload = (data.payload ?? {}) as Record<string, unknown>
      requests.push({ type, payload })
      const handler = handlers.get(type)
      setTimeout(async () => {
        if (!handler) {
          deliver({
            source: 'gangway-frame',
            id,
            type: `${type}_ERROR`,
            payload: { message: 'An error occurred' },
          })
          return
        }
        try {
          const result = (await handler(payload)) ?? {}
          deliver({ source: 'gangway-frame', id, type: `${type}_SUCCESS`, payload: result })
        } catch (error) {
          const message = error instanceof Error ? error.message : 'An error occurred'
          deliver({ source: 'gangway-frame', id, type: `${type}_ERROR`, payload: { message } })
        }
      }, 0)
    },
  }

  const create = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string, options?: unknown) => {
    const element = create(tag, options as ElementCreationOptions)
    if (tag.toLowerCase() !== 'iframe') return element
    iframe = element as HTMLIFrameElement
    // happy-dom does not load iframe pages: the src is only recorded (an empty srcdoc keeps
    // happy-dom from trying, which would fire `error`), the window is the script.
    element.setAttribute('srcdoc', '')
    let src = ''
    Object.defineProperty(element, 'src', {
      get: () => src,
      set: (value: string) => {
        src = value
      },
    })
    Object.defineProperty(element, 'contentWindow', { get: () => frameWindow })
    setTimeout(() => deliver({ source: 'gangway-frame', id: null, type: 'READY' }), 5)
    return element
  }) as typeof document.createElement)

  return {
    url: origin,
    origin,
    requests,
    on: (type, handler) => handlers.set(type, handler),
    send: (type, payload) => deliver({ source: 'gangway-frame', id: null, type, payload }),
    element: () => iframe,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A kit with the embedded wallet against the scripted frame: the test adapter lists AUTH. */
export function createEmbeddedKit(
  frame: ScriptedFrame,
  options: { features?: Record<string, unknown>; connectors?: DiscoveredConnector[] } = {},
): { kit: GangwayKit; adapter: TestAdapter } {
  const adapter = new TestAdapter(
    options.connectors ?? [
      { id: 'AUTH', name: 'Email and socials', type: 'AUTH', chain: 'eip155', installed: true },
    ],
  )
  const kit = createKit({
    adapters: [adapter],
    networks: [mainnet, base],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    projectId: 'test-project',
    features: { analytics: false, ...options.features },
    logger: { error: () => {}, warn: () => {} },
    embeddedWallet: { url: frame.url },
  })
  return { kit, adapter }
}
