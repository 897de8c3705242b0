import { readFileSync } from 'node:fs'
import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_ROUTE_ACCESS } from '../../embedded/routeAccess.js'
import { ORIGIN, START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  call,
  embeddedConfig,
  expectRefusal,
  logIn,
  newDevice,
  newEmail,
  type Started,
} from './embeddedTestSetup.testing.js'

// Issue 35, row 2: /embedded/* answered the host's origins with CORS, so a host page could run
// an email login itself, hold the session token, read the server key K and plant a vault of its
// choosing (the frame's own PUT then got 409). The routes now answer the frame's origin only,
// except the few a browser reaches by navigation (and the Farcaster client's relay call).

const start = useTestServers()
let mailbox: Mailbox
let started: Started
let frameOrigin: string
beforeAll(async () => {
  mailbox = await startMailbox()
  // Farcaster configured so that every embedded route is served (its chain is never called).
  started = await start(
    embeddedConfig(
      mailbox,
      {
        farcaster: {
          caipNetworkId: 'eip155:31337',
          idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
        },
      },
      {
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            rpcUrls: ['http://127.0.0.1:9/never-called'],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    ),
  )
  frameOrigin = new URL(started.server.config.publicUrl as string).origin
}, START_TIMEOUT_MS)
afterAll(() => mailbox?.close())

const RECOVERY = 'v1.c2FsdA.aXZpdml2aXZpdg.Y2lwaGVydGV4dGNpcGhlcnRleHQ'
const PLANTED = { eip155: '0x000000000000000000000000000000000000dEaD' }
const host = { origin: ORIGIN }

describe('the embedded routes answer the frame only', { timeout: 30_000 }, () => {
  it('a host page cannot log in, read K or plant the vault; the frame still can', async () => {
    const email = newEmail('host')
    const deviceId = newDevice()
    // The host page's login, as the browser sends it (with the host's Origin): refused, no CORS.
    const hostLogin = await call(
      started,
      'POST',
      '/embedded/email/login',
      { email, deviceId },
      { headers: host },
    )
    expectRefusal(hostLogin, 403, 'ORIGIN_NOT_ALLOWED', { field: 'origin' })
    expect(hostLogin.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await call(started, 'OPTIONS', '/embedded/vault', undefined, {
      headers: {
        ...host,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull()

    // Even holding a live session token, the host's Origin reads and writes nothing.
    const { token } = await logIn(started, mailbox, email, deviceId)
    const read = await call(started, 'GET', '/embedded/vault', undefined, { token, headers: host })
    expectRefusal(read, 403, 'ORIGIN_NOT_ALLOWED')
    expect(read.text).not.toMatch(/serverKey/)
    const planted = await call(
      started,
      'PUT',
      '/embedded/vault',
      { recovery: RECOVERY, addresses: PLANTED },
      { token, headers: host },
    )
    expectRefusal(planted, 403, 'ORIGIN_NOT_ALLOWED')
    // A GET carries no Origin: the browser's Sec-Fetch-Site tells a host page's call apart.
    for (const site of ['cross-site', 'same-site'])
      expectRefusal(
        await call(started, 'GET', '/embedded/me', undefined, {
          token,
          headers: { 'sec-fetch-site': site },
        }),
        403,
        'ORIGIN_NOT_ALLOWED',
      )

    // The frame (its own origin, same-origin fetches) stores the vault: nobody planted one.
    const frame = { origin: frameOrigin, 'sec-fetch-site': 'same-origin' }
    const own = await call(
      started,
      'PUT',
      '/embedded/vault',
      { recovery: RECOVERY, addresses: { eip155: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' } },
      { token, headers: frame },
    )
    expect(own.status).toBe(204)
    expect(own.headers.get('access-control-allow-origin')).toBeNull()
    const vault = await call(started, 'GET', '/embedded/vault', undefined, {
      token,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(vault.json.vault.addresses).toEqual({
      eip155: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    })
  })

  it('the approval page’s own form post (Origin: null under no-referrer) approves', async () => {
    const { email } = await logIn(started, mailbox)
    const since = Date.now() - 1
    await call(started, 'POST', '/embedded/email/login', { email, deviceId: newDevice() })
    const mail = await mailbox.waitForMail({ to: email, subject: /Approve/, since })
    const link = /(http:\/\/\S+\/embedded\/device\/approve\?\S+)/.exec(mail.text)![1]!
    const approved = await fetch(link, {
      method: 'POST',
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    })
    expect(approved.status).toBe(200)
    expect(approved.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('every embedded route has its access, and the README’s Security table says the same', async () => {
    const document = (await (await fetch(`${started.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/embedded/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    const listed = EMBEDDED_ROUTE_ACCESS.map((route) => `${route.method} ${route.path}`)
    // The frame page and its script are plain routes (not in the OpenAPI document).
    expect([...served, 'GET /embedded/frame', 'GET /embedded/frame.js'].sort()).toEqual(
      [...listed].sort(),
    )
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    const table = /### Who may call what\n[\s\S]*?\n\n((?:\|.*\|\n)+)/.exec(readme)?.[1] ?? ''
    const rows = table
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((row) => row.split('|').map((cell) => cell.trim()))
      .map(([, route, who]) => `${route?.replaceAll('`', '')} ${who?.split(' ')[0]}`)
    expect(rows.sort()).toEqual(
      EMBEDDED_ROUTE_ACCESS.map((route) => `${route.method} ${route.path} ${route.access}`).sort(),
    )
  })
})
