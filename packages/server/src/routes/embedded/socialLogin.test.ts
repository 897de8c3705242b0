import { startOAuthProvider, type TestOAuthProvider } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  useTestServers,
} from '../../testing/testServer.testing.js'
import {
  authorize,
  CLIENT_ID,
  counts,
  newDevice,
  newSubject,
  post,
  RETURN_TO,
  redirectUri,
  type Started,
  socialConfig,
} from './socialTestSetup.testing.js'

// A social login end to end against a real OIDC provider (oauth2-mock-server on 127.0.0.1):
// the authorize URL, the provider's redirect followed with fetch, the callback, the result and
// the session, on PGlite and (server-postgres project) PostgreSQL.
const start = useTestServers()
let provider: TestOAuthProvider
let started: Started

beforeAll(async () => {
  provider = await startOAuthProvider()
  started = await start(socialConfig(provider))
}, START_TIMEOUT_MS)
afterAll(() => provider?.close())

async function callback(uri: URL) {
  const back = await authorize(uri)
  expect(back.origin + back.pathname).toBe(`${started.url}/embedded/social/callback`)
  return fetch(back, { redirect: 'manual' })
}

async function resultOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(302)
  const location = new URL(response.headers.get('location') ?? '')
  expect(location.origin + location.pathname).toBe(`${ORIGIN}/wallet`)
  expect(location.searchParams.get('tab')).toBe('1')
  return location.searchParams.get('gangway_social') ?? ''
}

const complete = (result: string, deviceId: string) =>
  post(started, '/embedded/social/complete', { projectId: PROJECT, result, deviceId })

describe('social login through an OIDC provider', { timeout: 30_000 }, () => {
  it('redirect → provider → callback → complete opens a session; the same subject logs in again as the same user', async () => {
    const sub = newSubject('ada')
    provider.setNextUser({ sub, email: 'Ada@Example.com', name: 'Ada Lovelace' })
    const { uri, deviceId } = await redirectUri(started)
    expect(uri.origin + uri.pathname).toBe(provider.authorizationUrl)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${started.url}/embedded/social/callback?projectId=${PROJECT}`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    })
    expect(uri.searchParams.get('state')).toMatch(/^[-_A-Za-z0-9]{43}$/)
    expect(uri.searchParams.get('code_challenge')).toMatch(/^[-_A-Za-z0-9]{43}$/)
    expect(uri.searchParams.get('nonce')).toBeTruthy()

    const result = await resultOf(await callback(uri))
    expect(result).toMatch(/^[-_A-Za-z0-9]{43}$/)
    const response = await complete(result, deviceId)
    expect(response.status, await response.clone().text()).toBe(200)
    const login = (await response.json()) as { token: string; user: Record<string, unknown> }
    expect(login.token).toMatch(/^[-_A-Za-z0-9]{43}$/)
    expect(login.user).toMatchObject({
      provider: 'google',
      email: 'ada@example.com',
      username: 'Ada Lovelace',
      isNew: true,
      addresses: {},
    })
    const [row] = await started.server.db.query<{ subject: string; device_id: string }>(
      `SELECT u.subject, s.device_id FROM embedded_users u JOIN embedded_sessions s ON s.user_id = u.id
        WHERE u.id = $1`,
      [login.user.id],
    )
    expect(row).toEqual({ subject: sub, device_id: deviceId })

    // The session is H1's: GET /embedded/me knows it (when that route is served).
    const me = await fetch(`${started.url}/embedded/me?projectId=${PROJECT}`, {
      headers: { authorization: `Bearer ${login.token}` },
    })
    if (me.status !== 404) expect(await me.json()).toMatchObject({ user: { id: login.user.id } })

    provider.setNextUser({ sub, email: 'ada@example.com', name: 'Ada L.' })
    const again = await redirectUri(started)
    const second = await complete(await resultOf(await callback(again.uri)), again.deviceId)
    expect(await second.json()).toMatchObject({
      user: { id: login.user.id, isNew: false, username: 'Ada L.' },
    })
  })

  it('an OAuth 2-only provider (github-style: endpoints, userinfo) logs in by its userinfo', async () => {
    const id = Math.floor(Math.random() * 1e9)
    provider.setNextUser({
      sub: 'ignored',
      userinfo: { id, login: 'octocat', email: 'octo@example.com' },
    })
    const { uri, deviceId } = await redirectUri(started, { provider: 'github' })
    expect(uri.searchParams.get('nonce')).toBeNull()
    const response = await complete(await resultOf(await callback(uri)), deviceId)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toMatchObject({
      user: { provider: 'github', username: 'octocat', email: 'octo@example.com', isNew: true },
    })
    const [row] = await started.server.db.query<{ subject: string }>(
      `SELECT subject FROM embedded_users WHERE provider = 'github' AND username = 'octocat' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(row?.subject).toBe(String(id))
  })
})

describe('refusals: nothing is created', { timeout: 30_000 }, () => {
  const pageOf = async (response: Response) => {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<h1>Sign-in failed</h1>')
    return html
  }

  it('an unknown provider, an unconfigured one, a returnTo outside the origins, a * project', async () => {
    const before = await counts(started)
    const loginCount = async () =>
      (
        await started.server.db.query<{ logins: number }>(
          'SELECT count(*)::int AS logins FROM embedded_social_logins',
        )
      )[0]?.logins
    const loginsBefore = await loginCount()
    const ask = (body: Record<string, unknown>, project = PROJECT) =>
      post(
        started,
        '/embedded/social/redirect',
        { provider: 'google', deviceId: newDevice(), returnTo: RETURN_TO, ...body },
        project,
      )
    for (const [body, code, project] of [
      [{ provider: 'myspace' }, 'SOCIAL_PROVIDER', PROJECT],
      [{ provider: 'apple' }, 'SOCIAL_PROVIDER', PROJECT],
      [{ returnTo: 'https://evil.example/wallet' }, 'SOCIAL_RETURN_TO', PROJECT],
      [{ returnTo: 'https://app.example.evil/' }, 'SOCIAL_RETURN_TO', PROJECT],
      [{ returnTo: 'javascript:alert(1)' }, 'SOCIAL_RETURN_TO', PROJECT],
      [{ returnTo: 'https://user@app.example/' }, 'SOCIAL_RETURN_TO', PROJECT],
      [{ projectId: 'other' }, 'PROJECT_MISMATCH', PROJECT],
      [{}, 'EMBEDDED_ORIGINS_REQUIRED', 'open'],
    ] as const) {
      const response = await ask(body, project)
      expect(response.status, JSON.stringify(body)).toBe(
        code === 'EMBEDDED_ORIGINS_REQUIRED' ? 403 : 400,
      )
      expect(await response.json()).toMatchObject({ error: { code } })
    }
    expect(await counts(started)).toEqual(before)
    expect(await loginCount()).toBe(loginsBefore)
  })

  it('a state that is missing, unknown (a mismatch), used (a replay) or expired gives the page', async () => {
    provider.setNextUser({ sub: newSubject('mallory') })
    const { uri } = await redirectUri(started)
    const back = await authorize(uri)
    const before = await counts(started)

    const missing = new URL(back)
    missing.searchParams.delete('state')
    const mismatch = new URL(back)
    mismatch.searchParams.set('state', 'A'.repeat(43))
    for (const url of [missing, mismatch]) {
      const response = await fetch(url, { redirect: 'manual' })
      expect(response.status).toBe(400)
      await pageOf(response)
    }
    expect(await counts(started)).toEqual(before)

    // The real callback works once; its replay is refused.
    await resultOf(await fetch(back, { redirect: 'manual' }))
    const afterFirst = await counts(started)
    const replay = await fetch(back, { redirect: 'manual' })
    expect(replay.status).toBe(400)
    expect(await pageOf(replay)).toContain('was used already')
    expect(await counts(started)).toEqual(afterFirst)

    // Expired: the login is 10 minutes old.
    provider.setNextUser({ sub: newSubject('late') })
    const late = await redirectUri(started)
    await started.server.db.query(
      `UPDATE embedded_social_logins SET expires_at = now() - interval '1 second'
        WHERE used_at IS NULL AND device_id = $1`,
      [late.deviceId],
    )
    const expired = await fetch(await authorize(late.uri), { redirect: 'manual' })
    expect(expired.status).toBe(400)
    await pageOf(expired)
    expect(await counts(started)).toEqual(afterFirst)
  })

  it('a provider error, a forged code and a state of another project give the page', async () => {
    const before = await counts(started)
    const { uri } = await redirectUri(started)
    const back = await authorize(uri)
    const forged = new URL(back)
    forged.searchParams.set('code', 'forged-code')
    const refused = await fetch(forged, { redirect: 'manual' })
    expect(refused.status).toBe(400)
    expect(await pageOf(refused)).toContain('did not exchange the code')

    const other = await redirectUri(started)
    const otherBack = await authorize(other.uri)
    otherBack.searchParams.set('projectId', 'other')
    expect((await fetch(otherBack, { redirect: 'manual' })).status).toBe(400)

    const denied = await redirectUri(started)
    const deniedBack = await authorize(denied.uri)
    deniedBack.searchParams.delete('code')
    deniedBack.searchParams.set('error', '<script>alert(1)</script>')
    const page = await pageOf(await fetch(deniedBack, { redirect: 'manual' }))
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;')
    expect(await counts(started)).toEqual(before)
  })

  it('complete refuses another device, a replayed result, an expired one, an unknown one', async () => {
    provider.setNextUser({ sub: newSubject('eve') })
    const { uri, deviceId } = await redirectUri(started)
    const result = await resultOf(await callback(uri))
    const before = await counts(started)
    for (const [value, device] of [
      [result, newDevice()],
      ['B'.repeat(43), deviceId],
      ['short', deviceId],
    ] as const) {
      const response = await complete(value, device)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'SOCIAL_RESULT' } })
    }
    const elsewhere = await post(
      started,
      '/embedded/social/complete',
      { result, deviceId },
      'other',
    )
    expect(elsewhere.status).toBe(400)
    expect(await counts(started)).toEqual(before)

    expect((await complete(result, deviceId)).status).toBe(200)
    const afterLogin = await counts(started)
    const replay = await complete(result, deviceId)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: { code: 'SOCIAL_RESULT' } })

    provider.setNextUser({ sub: newSubject('slow') })
    const slow = await redirectUri(started)
    const slowResult = await resultOf(await callback(slow.uri))
    await started.server.db.query(
      `UPDATE embedded_social_logins SET result_expires_at = now() - interval '1 second'
        WHERE device_id = $1`,
      [slow.deviceId],
    )
    const usersBefore = (await counts(started)).users
    const expired = await complete(slowResult, slow.deviceId)
    expect(expired.status).toBe(400)
    expect((await counts(started)).sessions).toBe(afterLogin.sessions)
    expect((await counts(started)).users).toBe(usersBefore)
  })
})

describe('a provider that stops answering', { timeout: 30_000 }, () => {
  it('the callback answers the page with 502 and creates nothing', async () => {
    const gone = await startOAuthProvider()
    const server = await start(socialConfig(gone))
    gone.setNextUser({ sub: newSubject('gone') })
    const { uri } = await redirectUri(server)
    const back = await authorize(uri)
    await gone.close()
    const before = await counts(server)
    const response = await fetch(back, { redirect: 'manual' })
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('The provider did not answer')
    expect(await counts(server)).toEqual(before)
  })
})

it('a new login clears the logins that ended over a day ago, and only those', async () => {
  const old = await redirectUri(started)
  const recent = await redirectUri(started)
  await started.server.db.query(
    `UPDATE embedded_social_logins SET expires_at = now() - interval '25 hours' WHERE device_id = $1`,
    [old.deviceId],
  )
  await started.server.db.query(
    `UPDATE embedded_social_logins SET expires_at = now() - interval '23 hours' WHERE device_id = $1`,
    [recent.deviceId],
  )
  await redirectUri(started)
  const rows = await started.server.db.query<{ device_id: string }>(
    'SELECT device_id FROM embedded_social_logins WHERE device_id = ANY($1)',
    [[old.deviceId, recent.deviceId]],
  )
  expect(rows.map((row) => row.device_id)).toEqual([recent.deviceId])
})
