import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mainnet } from './controllers/chain/networks.testing.js'
import { plainEnvironment } from './controllers/connection/setup.testing.js'
import { createKit } from './createKit.js'
import { isKitError } from './errors/KitError.js'
import { type LocalServer, startLocalServer } from './http/localServer.testing.js'
import type { CreateKitOptions } from './kit/types.js'
import { createMemoryBackend } from './storage/backend.js'

let server: LocalServer
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(() => server.close())

const kitWith = (patch: Partial<CreateKitOptions>) =>
  createKit({
    networks: [mainnet],
    storage: createMemoryBackend(),
    environment: plainEnvironment(),
    reconnectOnStart: false,
    ...patch,
  })

/** Polls a condition (requests cross a real socket) for at most 5 s. */
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5000
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
}

describe('createKit analytics (spec §7)', () => {
  it('POSTs every event but MODAL_CREATED to <analyticsUrl>/e with projectId, st and sv', async () => {
    const kit = kitWith({
      analyticsUrl: server.baseUrl,
      projectId: 'p1',
      sdkType: 'gangway',
      sdkVersion: 'react-1.0.0',
    })
    await kit.open()
    await until(() => server.requests.length >= 3)
    const names = server.requests.map((r) => JSON.parse(r.body).props.event)
    expect(names).toContain('INITIALIZE')
    expect(names).toContain('MODAL_OPEN')
    expect(names).not.toContain('MODAL_CREATED')
    const first = server.requests[0]!
    expect(first.method).toBe('POST')
    expect(first.url.pathname).toBe('/e')
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'gangway',
      sv: 'react-1.0.0',
    })
    kit.destroy()
  })

  it('sends nothing when analytics is off, or without an analytics host', async () => {
    const off = kitWith({
      analyticsUrl: server.baseUrl,
      projectId: 'p1',
      features: { analytics: false },
    })
    const noHost = kitWith({ projectId: 'p1' })
    await off.open()
    await noHost.open()
    // A kit with analytics on proves the server is reachable in the same window.
    const on = kitWith({ analyticsUrl: server.baseUrl, projectId: 'p2' })
    await until(() => server.requests.length > 0)
    const projects = server.requests.map((r) => r.url.searchParams.get('projectId'))
    expect(projects.every((p) => p === 'p2')).toBe(true)
    for (const kit of [off, noHost, on]) kit.destroy()
  })

  it("a 403 shows the alert 'Invalid App Configuration'", async () => {
    server.handle((_request, response) => {
      response.writeHead(403)
      response.end()
    })
    const kit = kitWith({ analyticsUrl: server.baseUrl, projectId: 'p1' })
    await until(() => kit.controllers.alert.getState().open === true)
    expect(kit.controllers.alert.getState().shortMessage).toBe('Invalid App Configuration')
    kit.destroy()
  })

  it('rejects an analyticsUrl that is not http(s), naming the option', () => {
    try {
      kitWith({ analyticsUrl: 'javascript:alert(1)' })
      expect.unreachable()
    } catch (error) {
      expect(isKitError(error, 'INVALID_OPTION')).toBe(true)
      expect((error as Error).message).toContain('analyticsUrl')
    }
  })
})

describe('createKit runtime options and theme', () => {
  it('turning analytics off at run time stops sending; theme changes land in the theme store', async () => {
    const kit = kitWith({ analyticsUrl: server.baseUrl, projectId: 'p1', themeMode: 'light' })
    await until(() => server.requests.length > 0)
    kit.controllers.runtimeOptions.setFeatures({ analytics: false })
    const sentBefore = server.requests.length
    await kit.open()
    kit.close()
    // A second kit's event proves the server still answers in the same window.
    const witness = kitWith({ analyticsUrl: server.baseUrl, projectId: 'witness' })
    await until(() =>
      server.requests.some((r) => r.url.searchParams.get('projectId') === 'witness'),
    )
    const fromFirst = server.requests.filter((r) => r.url.searchParams.get('projectId') === 'p1')
    expect(fromFirst.length).toBe(sentBefore)
    expect(kit.stores.theme.getState().themeMode).toBe('light')
    kit.setThemeMode('dark')
    expect(kit.stores.theme.getState().themeMode).toBe('dark')
    for (const k of [kit, witness]) k.destroy()
  })
})
