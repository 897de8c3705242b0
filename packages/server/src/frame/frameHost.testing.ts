import { randomUUID } from 'node:crypto'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { findFreePort } from '@gangway/testing/tools'
import type { Frame, Page } from 'playwright-core'
import type { ServerConfigInput } from '../config/schema.js'
import { createServer, type GangwayServer } from '../createServer.js'
import {
  createTestDatabase,
  dropTestDatabase,
  postgresClusterUrl,
} from '../testing/postgres.testing.js'

/**
 * A host page (the app embedding the frame): an iframe of the frame URL given as `?frame=`, an
 * optional second iframe (`?sibling=`) on another origin, and every message the frame window
 * posts kept in `window.frameMessages` with its origin.
 */
const HOST_PAGE = `<!doctype html><html><head><title>host</title></head><body>
<iframe id="frame" title="gangway" style="width:440px;height:520px;border:0"></iframe>
<iframe id="sibling" title="sibling" style="width:10px;height:10px"></iframe>
<script>
  window.frameMessages = []
  const query = new URLSearchParams(location.search)
  const frame = document.getElementById('frame')
  window.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow)
      window.frameMessages.push({ origin: event.origin, data: event.data })
  })
  frame.src = query.get('frame')
  if (query.get('sibling')) document.getElementById('sibling').src = query.get('sibling')
</script></body></html>`

/**
 * A page on a third origin: it embeds the frame itself (`?frame=`), and posts a well-formed
 * request with the id `?id=` to the frame of its parent (`parent.frames[0]`) when it has one.
 */
const OTHER_PAGE = `<!doctype html><html><head><title>other</title></head><body>
<iframe id="frame" title="gangway" style="width:10px;height:10px"></iframe>
<script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push(event.data))
  const query = new URLSearchParams(location.search)
  if (query.get('frame')) document.getElementById('frame').src = query.get('frame')
  const id = query.get('id')
  if (id && window.parent !== window) {
    const message = { source: 'gangway-app', id, type: 'GET_CHAIN_ID', payload: {} }
    setInterval(() => window.parent.frames[0].postMessage(message, '*'), 100)
  }
</script></body></html>`

export interface PageServer {
  origin: string
  close(): Promise<void>
}

/** Serves one HTML page on `host` (any path), on a free port. */
export async function servePage(html: string, host: string): Promise<PageServer> {
  const server: Server = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

export const serveHostPage = () => servePage(HOST_PAGE, '127.0.0.1')
/** A third origin: `localhost` is another site than 127.0.0.1 for the browser. */
export const serveOtherPage = () => servePage(OTHER_PAGE, 'localhost')

export interface FrameReply {
  origin: string
  data: { source: string; id: string | null; type: string; payload?: any }
}

/** Every message the frame posted to the host so far. */
export const frameMessages = (page: Page): Promise<FrameReply[]> =>
  page.evaluate(() => (window as any).frameMessages)

/** Posts `message` (anything: the hostile tests post malformed ones) to the frame window. */
export async function postToFrame(page: Page, frameOrigin: string, message: unknown) {
  await page.evaluate(
    ([data, origin]) =>
      (document.getElementById('frame') as HTMLIFrameElement).contentWindow!.postMessage(
        data,
        origin as string,
      ),
    [message, frameOrigin] as const,
  )
}

/** Waits for the first message matching `match` (default 10 s). */
export async function waitForMessage(
  page: Page,
  match: (message: FrameReply) => boolean,
  timeoutMs = 10_000,
  after = 0,
): Promise<FrameReply> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = (await frameMessages(page)).slice(after).find(match)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no matching frame message within ${timeoutMs} ms`)
}

/** Sends a request (fresh id unless given) and waits for its reply (one posted after it). */
export async function request(
  page: Page,
  frameOrigin: string,
  type: string,
  payload?: unknown,
  { id = randomUUID(), timeoutMs = 15_000 }: { id?: string; timeoutMs?: number } = {},
) {
  const before = (await frameMessages(page)).length
  await postToFrame(page, frameOrigin, { source: 'gangway-app', id, type, payload })
  const reply = await waitForMessage(
    page,
    (message) => message.data.id === id && (message.data.type ?? '').startsWith(type),
    timeoutMs,
    before,
  )
  return { before, ...reply.data }
}

/** The frame's document inside the host page. */
export function gangwayFrame(page: Page, frameOrigin: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
  if (!frame) throw new Error('the frame is not in the page')
  return frame
}

export interface FrameServer {
  server: GangwayServer
  /** The server's base URL (its origin). */
  url: string
  close(): Promise<void>
}

/**
 * A server on a port chosen first, so its config names its own origin as `publicUrl` (the
 * embedded wallet requires it: the frame calls the API from there, and only from there). PGlite,
 * or a fresh database on the run's PostgreSQL cluster in the server-postgres project.
 */
export async function startFrameServer(
  configFor: (serverOrigin: string) => ServerConfigInput,
): Promise<FrameServer> {
  const port = await findFreePort()
  const cluster = postgresClusterUrl()
  const databaseUrl = cluster ? await createTestDatabase(cluster) : ''
  const origin = `http://127.0.0.1:${port}`
  const server = await createServer({ publicUrl: origin, ...configFor(origin) }, { databaseUrl })
  const url = await server.listen({ port })
  return {
    server,
    url,
    close: async () => {
      await server.close({ graceMs: 1_000 })
      if (databaseUrl) await dropTestDatabase(databaseUrl)
    },
  }
}
