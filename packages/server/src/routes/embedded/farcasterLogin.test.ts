import {
  type AnvilNode,
  approveFarcasterChannel,
  deployIdRegistry,
  startAnvil,
  startTestHub,
  type TestHub,
  type TestIdRegistry,
} from '@gangway/testing'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'
import { newDevice, post, type Started } from './socialTestSetup.testing.js'

// Sign In With Farcaster through the server's relay: a channel, a test Farcaster client signing
// with the fid's custody key, the status, and the completion checked against a real IdRegistry
// on anvil, the username read from a hub (a stand-in for the hub HTTP API); on PGlite and
// (server-postgres project) PostgreSQL.
const start = useTestServers()
let node: AnvilNode
let registry: TestIdRegistry
let hub: TestHub
let started: Started
let domain: string

beforeAll(async () => {
  node = await startAnvil({ timeoutMs: 20_000 })
  registry = await deployIdRegistry(node)
  hub = await startTestHub()
  started = await start(
    testConfig({
      projects: [
        { id: PROJECT, origins: [ORIGIN] },
        { id: 'other', origins: ['https://other.example'] },
      ],
      chains: [
        {
          caipNetworkId: `eip155:${node.chainId}`,
          rpcUrls: [node.rpcUrl],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      limits: { upstreamTimeoutMs: 3_000 },
      embedded: {
        smtp: { url: 'smtp://127.0.0.1:9', from: 'Gangway <no-reply@test.example>' },
        farcaster: {
          caipNetworkId: `eip155:${node.chainId}`,
          idRegistry: registry.address,
          hubUrl: hub.url,
        },
      },
    }),
  )
  domain = new URL(started.url).host
}, START_TIMEOUT_MS)
afterAll(() => Promise.all([node?.stop(), hub?.close()]))

/** A fid registered on the IdRegistry with a fresh custody key, its username `user<fid>` on the hub. */
async function newFid() {
  const custodyKey = generatePrivateKey()
  const fid = await registry.register(privateKeyToAccount(custodyKey).address)
  hub.setUsername(fid, `user${fid}`)
  return { fid, custodyKey }
}

async function openChannel(deviceId = newDevice(), project = PROJECT) {
  const response = await post(started, '/embedded/farcaster/channel', { deviceId }, project)
  expect(response.status, await response.clone().text()).toBe(200)
  const channel = (await response.json()) as { channelToken: string; url: string; nonce: string }
  return { ...channel, deviceId }
}

const status = (channelToken: string, project = PROJECT) =>
  fetch(
    `${started.url}/embedded/farcaster/status?projectId=${project}&channelToken=${encodeURIComponent(channelToken)}`,
  )

const complete = (channelToken: string, deviceId: string, project = PROJECT) =>
  post(started, '/embedded/farcaster/complete', { channelToken, deviceId }, project)

function approve(
  channel: { channelToken: string; nonce: string },
  signer: { fid: bigint; custodyKey: Hex },
  overrides: Partial<Parameters<typeof approveFarcasterChannel>[0]> = {},
) {
  return approveFarcasterChannel({
    serverUrl: started.url,
    projectId: PROJECT,
    channelToken: channel.channelToken,
    fid: signer.fid,
    custodyPrivateKey: signer.custodyKey,
    username: `user${signer.fid}`,
    domain,
    nonce: channel.nonce,
    uri: `${started.url}/`,
    ...overrides,
  })
}

async function counts() {
  const [row] = await started.server.db.query<{ users: number; sessions: number }>(
    `SELECT (SELECT count(*) FROM embedded_users)::int AS users,
            (SELECT count(*) FROM embedded_sessions)::int AS sessions`,
  )
  return row
}

describe('Sign In With Farcaster through the relay', { timeout: 30_000 }, () => {
  it('channel → the custody key signs → status completed → complete opens a session (username kept)', async () => {
    const signer = await newFid()
    const channel = await openChannel()
    expect(channel.channelToken).toMatch(/^[-_A-Za-z0-9]{43}$/)
    expect(channel.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    const link = new URL(channel.url)
    expect(link.origin + link.pathname).toBe('https://warpcast.com/~/siwf')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      channelToken: channel.channelToken,
      nonce: channel.nonce,
      siweUri: `${started.url}/`,
      domain,
    })
    expect(await (await status(channel.channelToken)).json()).toEqual({ state: 'pending' })

    const { response, message } = await approve(channel, signer)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(message).toContain(`farcaster://fid/${signer.fid}`)
    expect(await (await status(channel.channelToken)).json()).toEqual({
      state: 'completed',
      fid: Number(signer.fid),
      username: `user${signer.fid}`,
    })

    const done = await complete(channel.channelToken, channel.deviceId)
    expect(done.status, await done.clone().text()).toBe(200)
    const login = (await done.json()) as { token: string; user: Record<string, unknown> }
    expect(login.token).toMatch(/^[-_A-Za-z0-9]{43}$/)
    expect(login.user).toMatchObject({
      provider: 'farcaster',
      username: `user${signer.fid}`,
      isNew: true,
    })
    const [row] = await started.server.db.query<{ subject: string; fid: string }>(
      'SELECT subject, fid::text AS fid FROM embedded_users WHERE id = $1',
      [login.user.id],
    )
    expect(row).toEqual({ subject: String(signer.fid), fid: String(signer.fid) })

    // Used once.
    const before = await counts()
    const replay = await complete(channel.channelToken, channel.deviceId)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: { code: 'FARCASTER_INVALID' } })
    expect(await counts()).toEqual(before)

    // The same fid again, renamed on the hub: the same user, the hub's new name.
    hub.setUsername(signer.fid, 'renamed')
    const again = await openChannel()
    expect((await approve(again, signer)).response.status).toBe(200)
    expect(await (await complete(again.channelToken, again.deviceId)).json()).toMatchObject({
      user: { id: login.user.id, isNew: false, username: 'renamed' },
    })
  })

  it('the username is the hub\'s, never the client\'s: fid 1 cannot complete as "vitalik"', async () => {
    const signer = await newFid()
    const channel = await openChannel()
    const { response } = await approve(channel, signer, { username: 'vitalik' })
    expect(response.status).toBe(200)
    expect(await (await status(channel.channelToken)).json()).toEqual({
      state: 'completed',
      fid: Number(signer.fid),
      username: `user${signer.fid}`,
    })
    const done = await complete(channel.channelToken, channel.deviceId)
    expect((await done.json()).user).toMatchObject({ username: `user${signer.fid}` })
    expect(hub.asked).toContain(String(signer.fid))

    // A fid the hub has no username for: none, whatever the client says.
    const nameless = await newFid()
    hub.setUsername(nameless.fid, undefined)
    const other = await openChannel()
    expect((await approve(other, nameless, { username: 'vitalik' })).response.status).toBe(200)
    expect(await (await status(other.channelToken)).json()).toEqual({
      state: 'completed',
      fid: Number(nameless.fid),
    })
    const login = await (await complete(other.channelToken, other.deviceId)).json()
    expect(login.user.username).toBeUndefined()
  })

  it("a key that is not the fid's custody is refused at authenticate, checked on chain: the channel's one authenticate is left for the custody key", async () => {
    const signer = await newFid()
    const strangerKey = generatePrivateKey()
    const before = await counts()

    // The stranger signs a message naming its own address: a valid signature, not the custody.
    const stranger = await openChannel()
    const burn = await approve(stranger, { ...signer, custodyKey: strangerKey })
    expect(burn.response.status).toBe(400)
    expect(await burn.response.json()).toMatchObject({
      error: { code: 'FARCASTER_INVALID', message: expect.stringContaining('custody') },
    })
    expect(await (await status(stranger.channelToken)).json()).toEqual({ state: 'pending' })
    expect((await complete(stranger.channelToken, stranger.deviceId)).status).toBe(400)
    expect(await counts()).toEqual(before)
    // The custody key still authenticates the same channel and logs in.
    expect((await approve(stranger, signer)).response.status).toBe(200)
    expect((await complete(stranger.channelToken, stranger.deviceId)).status).toBe(200)
    const after = await counts()

    // A message naming the custody address but signed by another key: refused by the relay.
    const forged = await openChannel()
    const { response } = await approve(forged, signer, { signerPrivateKey: strangerKey })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'FARCASTER_INVALID' } })
    expect(await (await status(forged.channelToken)).json()).toEqual({ state: 'pending' })

    // Custody moved on chain after the client signed: the old key no longer logs in.
    const moved = await openChannel()
    expect((await approve(moved, signer)).response.status).toBe(200)
    await registry.transfer(signer.fid, privateKeyToAccount(generatePrivateKey()).address)
    const afterMove = await complete(moved.channelToken, moved.deviceId)
    expect(afterMove.status).toBe(400)
    expect(await counts()).toEqual(after)
  })

  it('a wrong nonce, domain, URI, fid resource or an expired message is refused; the channel stays pending', async () => {
    const signer = await newFid()
    const channel = await openChannel()
    for (const overrides of [
      { nonce: 'WrongNonce1234567890abcd' },
      { domain: 'evil.example' },
      { uri: 'https://evil.example/' },
      { expirationTime: new Date(Date.now() - 120_000), issuedAt: new Date(Date.now() - 600_000) },
      { issuedAt: new Date(Date.now() + 600_000) },
    ]) {
      const { response } = await approve(channel, signer, overrides)
      expect(response.status, JSON.stringify(overrides)).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'FARCASTER_INVALID' } })
    }
    // The body's fid is not the one the message names.
    const other = await newFid()
    const message = createSiweMessage({
      domain,
      address: privateKeyToAccount(signer.custodyKey).address,
      statement: 'Farcaster Auth',
      uri: `${started.url}/`,
      version: '1',
      chainId: 10,
      nonce: channel.nonce,
      issuedAt: new Date(),
      resources: [`farcaster://fid/${signer.fid}`],
    })
    const mismatch = await post(started, '/embedded/farcaster/authenticate', {
      channelToken: channel.channelToken,
      message,
      signature: await privateKeyToAccount(signer.custodyKey).signMessage({ message }),
      fid: Number(other.fid),
      username: 'x',
    })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({
      error: { code: 'FARCASTER_INVALID', message: expect.stringContaining(`fid/${other.fid}`) },
    })
    expect(await (await status(channel.channelToken)).json()).toEqual({ state: 'pending' })
    // The right message still goes through afterwards.
    expect((await approve(channel, signer)).response.status).toBe(200)
  })

  it('the channel: unknown → 404, authenticated twice → 409, another device or project cannot complete it, expired → 404', async () => {
    const signer = await newFid()
    const unknown = await approve(
      { channelToken: 'C'.repeat(43), nonce: 'abcdefgh12345678' },
      signer,
    )
    expect(unknown.response.status).toBe(404)
    expect((await status('C'.repeat(43))).status).toBe(404)

    const channel = await openChannel()
    expect((await approve(channel, signer)).response.status).toBe(200)
    const twice = await approve(channel, signer)
    expect(twice.response.status).toBe(409)
    expect((await status(channel.channelToken, 'other')).status).toBe(404)

    const before = await counts()
    const otherDevice = await complete(channel.channelToken, newDevice())
    expect(otherDevice.status).toBe(400)
    const otherProject = await complete(channel.channelToken, channel.deviceId, 'other')
    expect(otherProject.status).toBe(400)
    expect(await counts()).toEqual(before)

    const late = await openChannel()
    await started.server.db.query(
      `UPDATE embedded_farcaster_channels SET expires_at = now() - interval '1 second'
        WHERE device_id = $1`,
      [late.deviceId],
    )
    expect((await approve(late, signer)).response.status).toBe(404)
    expect((await status(late.channelToken)).status).toBe(404)
    expect((await complete(late.channelToken, late.deviceId)).status).toBe(400)
    expect(await counts()).toEqual(before)
    // The channel that was refused elsewhere still completes on its own device.
    expect((await complete(channel.channelToken, channel.deviceId)).status).toBe(200)
  })
})

it('every social and Farcaster route is in the OpenAPI document', async () => {
  const document = (await (await fetch(`${started.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>
  }
  const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  )
  expect(routes).toEqual(
    expect.arrayContaining([
      'POST /embedded/social/redirect',
      'GET /embedded/social/callback',
      'POST /embedded/social/complete',
      'POST /embedded/farcaster/channel',
      'POST /embedded/farcaster/authenticate',
      'GET /embedded/farcaster/status',
      'POST /embedded/farcaster/complete',
    ]),
  )
})

it('a new channel clears the channels that ended over a day ago, and only those', async () => {
  const old = await openChannel()
  const recent = await openChannel()
  for (const [channel, hours] of [
    [old, 25],
    [recent, 23],
  ] as const)
    await started.server.db.query(
      `UPDATE embedded_farcaster_channels SET expires_at = now() - make_interval(hours => $2)
        WHERE device_id = $1`,
      [channel.deviceId, hours],
    )
  await openChannel()
  const rows = await started.server.db.query<{ device_id: string }>(
    'SELECT device_id FROM embedded_farcaster_channels WHERE device_id = ANY($1)',
    [[old.deviceId, recent.deviceId]],
  )
  expect(rows.map((row) => row.device_id)).toEqual([recent.deviceId])
})

describe('the hub and the chain of the IdRegistry', { timeout: 30_000 }, () => {
  it('a hub not answering: authenticate is 502, the channel stays pending and authenticates later', async () => {
    const signer = await newFid()
    const channel = await openChannel()
    hub.setDown(true)
    try {
      const { response } = await approve(channel, signer)
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_FAILED' } })
      expect(await (await status(channel.channelToken)).json()).toEqual({ state: 'pending' })
    } finally {
      hub.setDown(false)
    }
    expect((await approve(channel, signer)).response.status).toBe(200)
  })

  it('not answering: complete is 502 and nothing is created; the channel can complete later', async () => {
    const signer = await newFid()
    const channel = await openChannel()
    expect((await approve(channel, signer)).response.status).toBe(200)
    const before = await counts()
    await node.stop()
    const response = await complete(channel.channelToken, channel.deviceId)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_FAILED' } })
    expect(await counts()).toEqual(before)
    const [row] = await started.server.db.query<{ completed: boolean }>(
      'SELECT completed_at IS NOT NULL AS completed FROM embedded_farcaster_channels WHERE device_id = $1',
      [channel.deviceId],
    )
    expect(row?.completed).toBe(false)
  })
})
