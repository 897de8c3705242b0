import type { TestOAuthProvider } from '@gangway/testing/tools'
import type { ServerConfigInput } from '../../config/schema.js'
import type { GangwayServer } from '../../createServer.js'
import { ORIGIN, PROJECT, testConfig } from '../../testing/testServer.testing.js'

export interface Started {
  server: GangwayServer
  url: string
}

export const CLIENT_ID = 'gangway-test-client'
export const RETURN_TO = `${ORIGIN}/wallet?tab=1`

/**
 * The test projects with the embedded wallet: google as an OIDC provider (the test provider's
 * issuer) and github as an OAuth 2-only provider (its endpoints, userinfo read), both the test
 * provider. No mail goes out in these tests (the SMTP URL is never used).
 */
export function socialConfig(
  provider: TestOAuthProvider,
  extra: Partial<ServerConfigInput> = {},
): ServerConfigInput {
  return testConfig({
    projects: [
      { id: PROJECT, origins: [ORIGIN] },
      { id: 'other', origins: ['https://other.example'] },
      { id: 'open', origins: ['*'] },
    ],
    embedded: {
      smtp: { url: 'smtp://127.0.0.1:9', from: 'Gangway <no-reply@test.example>' },
      social: {
        google: { clientId: CLIENT_ID, clientSecret: 'test-secret', issuer: provider.issuer },
        github: {
          clientId: CLIENT_ID,
          authorizationUrl: provider.authorizationUrl,
          tokenUrl: provider.tokenUrl,
          userinfoUrl: provider.userinfoUrl,
        },
      },
    },
    ...extra,
  })
}

let counter = 0
export const newDevice = () => `device-${crypto.randomUUID()}`
export const newSubject = (label = 'user') => `${label}-${Date.now().toString(36)}-${counter++}`

/** A JSON POST as the frame makes it (`?projectId`). */
export const post = ({ url }: Started, path: string, body: unknown, project = PROJECT) =>
  fetch(`${url}${path}?projectId=${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The provider's authorize URL for a login (`POST /embedded/social/redirect`). */
export async function redirectUri(
  started: Started,
  { provider = 'google', deviceId = newDevice(), returnTo = RETURN_TO } = {},
) {
  const response = await post(started, '/embedded/social/redirect', {
    projectId: PROJECT,
    provider,
    deviceId,
    returnTo,
  })
  if (response.status !== 200)
    throw new Error(`redirect: ${response.status} ${await response.text()}`)
  return { uri: new URL(((await response.json()) as { uri: string }).uri), deviceId }
}

/** Follows the provider's authorize URL (the visitor approves): the callback URL it sends back to. */
export async function authorize(uri: URL): Promise<URL> {
  const response = await fetch(uri, { redirect: 'manual' })
  if (response.status !== 302) throw new Error(`authorize: ${response.status}`)
  return new URL(response.headers.get('location') ?? '')
}

/** What the server holds of logins and users (a refusal changes none of it). */
export async function counts({ server }: Started) {
  const [row] = await server.db.query<{
    users: number
    sessions: number
    results: number
    completed: number
  }>(
    `SELECT (SELECT count(*) FROM embedded_users)::int AS users,
            (SELECT count(*) FROM embedded_sessions)::int AS sessions,
            (SELECT count(*) FROM embedded_social_logins WHERE result_hash IS NOT NULL)::int AS results,
            (SELECT count(*) FROM embedded_social_logins WHERE completed_at IS NOT NULL)::int AS completed`,
  )
  if (!row) throw new Error('no counts')
  return row
}
