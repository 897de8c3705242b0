import { createMemoryBackend, type Kit } from '@gangway/core'
import { createKernelKit } from '@gangway/core/internal'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'

// The kit's own analytics client (spec §7: a text/plain POST /e) against the server.
const start = useTestServers()
let server: Awaited<ReturnType<typeof start>>
const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  vi.unstubAllGlobals()
})

/** The kit runs in Node here: its requests get the Origin a browser gives a page's requests. */
function asBrowserOn(origin: string) {
  const nodeFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', origin)
    return nodeFetch(input, { ...init, headers })
  })
}

beforeAll(async () => {
  server = await start(testConfig())
}, START_TIMEOUT_MS)

const kitFor = (projectId: string) => {
  const kit = createKernelKit({
    networks: [
      {
        id: 1,
        name: 'Ethereum',
        caipNetworkId: 'eip155:1',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      },
    ],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    projectId,
    analyticsUrl: server.url,
    sdkType: 'gangway',
    sdkVersion: 'test',
  })
  kits.push(kit)
  return kit
}

type Row = { event: string; sdk_type: string }

/** Polls the database (the kit's requests cross a real socket) for at most 10 s. */
async function rowsOf(projectId: string, done: (rows: Row[]) => boolean) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const rows = await server.server.db.query<Row>(
      'SELECT event, sdk_type FROM analytics_events WHERE project_id = $1 ORDER BY id',
      [projectId],
    )
    if (done(rows) || Date.now() > deadline) return rows
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe("the kit's analytics, stored by the server", { timeout: 20_000 }, () => {
  it('stores the events a kit sends when its modal opens', async () => {
    asBrowserOn(ORIGIN)
    await kitFor(PROJECT).open()
    // The kit may send INITIALIZE and MODAL_OPEN in separate requests: wait for both.
    const stored = (rows: Row[], event: string) => rows.some((row) => row.event === event)
    const rows = await rowsOf(
      PROJECT,
      (rows) => stored(rows, 'INITIALIZE') && stored(rows, 'MODAL_OPEN'),
    )
    const events = rows.map((row) => row.event)
    expect(events).toContain('INITIALIZE')
    expect(events).toContain('MODAL_OPEN')
    expect(events).not.toContain('MODAL_CREATED')
    expect(rows.every((row) => row.sdk_type === 'gangway')).toBe(true)
  })

  it("a kit with an unknown project id is refused (403) and shows 'Invalid App Configuration'", async () => {
    const kit = kitFor('not-a-project')
    await kit.open()
    const deadline = Date.now() + 10_000
    while (!kit.stores.alert.getState().open && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      shortMessage: 'Invalid App Configuration',
    })
    expect(await rowsOf('not-a-project', () => true)).toEqual([])
  })
})
