import { describe, expect, it } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'
import { newNonce } from './siwxTestSetup.testing.js'

const start = useTestServers()

describe('POST /siwx/nonce', { timeout: START_TIMEOUT_MS }, () => {
  it('issues a fresh 24-character alphanumeric nonce, stored with the project, good for 10 minutes', async () => {
    const started = await start(
      testConfig({
        projects: [
          { id: PROJECT, origins: [ORIGIN] },
          { id: 'other', origins: ['https://other.example'] },
        ],
      }),
    )
    const before = Date.now()
    const nonces = await Promise.all([1, 2, 3].map(() => newNonce(started)))
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{24}$/)
    expect(new Set(nonces).size).toBe(3)
    const rows = await started.server.db.query<{
      nonce: string
      project_id: string
      expires_at: Date
      used_at: Date | null
    }>('SELECT nonce, project_id, expires_at, used_at FROM siwx_nonces WHERE nonce = $1', [
      nonces[0],
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ project_id: PROJECT, used_at: null })
    const ttl = new Date(rows[0]!.expires_at).getTime() - before
    expect(ttl).toBeGreaterThan(9.9 * 60_000)
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000)

    // Another project's origin gets its own nonce; an origin no project allows gets none.
    const other = await fetch(`${started.url}/siwx/nonce`, {
      method: 'POST',
      headers: { origin: 'https://other.example' },
    })
    const { nonce } = (await other.json()) as { nonce: string }
    expect(
      await started.server.db.query('SELECT project_id FROM siwx_nonces WHERE nonce = $1', [nonce]),
    ).toEqual([{ project_id: 'other' }])
    const refused = await fetch(`${started.url}/siwx/nonce`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } })
  })
})

describe('CORS for the sign-in routes', { timeout: START_TIMEOUT_MS }, () => {
  it('lets a listed origin send the bearer token and the session cookie; a * project gets no credentials', async () => {
    const { url } = await start(
      testConfig({
        projects: [
          { id: PROJECT, origins: [ORIGIN] },
          { id: 'open', origins: ['*'] },
        ],
      }),
    )
    const preflight = await fetch(`${url}/siwx/session?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const open = await fetch(`${url}/siwx/nonce?projectId=open`, {
      method: 'POST',
      headers: { origin: 'https://anywhere.example' },
    })
    expect(open.status).toBe(200)
    expect(open.headers.get('access-control-allow-origin')).toBe('https://anywhere.example')
    expect(open.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
