import { formatSiwxMessage, type SiwxMessageFields } from '@gangway/core/siwx'
import type { GangwayServer } from '../../createServer.js'
import { ORIGIN, PROJECT } from '../../testing/testServer.testing.js'

/** A started test server: its URL and the server (for its database). */
export interface Started {
  server: GangwayServer
  url: string
}

export const DOMAIN = new URL(ORIGIN).host

const headers = (origin: string | undefined, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  ...(origin !== undefined && { origin }),
  ...extra,
})

export async function newNonce({ url }: Started, origin: string | undefined = ORIGIN) {
  const response = await fetch(`${url}/siwx/nonce?projectId=${PROJECT}`, {
    method: 'POST',
    headers: headers(origin),
  })
  if (response.status !== 200) throw new Error(`nonce: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { nonce: string }).nonce
}

/** A sign-in message for the test project's origin, issued now, with the fields overridden. */
export const messageFields = (
  chainId: string,
  accountAddress: string,
  nonce: string,
  overrides: Partial<SiwxMessageFields> = {},
): SiwxMessageFields => ({
  domain: DOMAIN,
  accountAddress,
  statement: 'Sign in to the test app.',
  uri: `${ORIGIN}/login`,
  version: '1',
  chainId: chainId as SiwxMessageFields['chainId'],
  nonce,
  issuedAt: new Date().toISOString(),
  ...overrides,
})

export const messageOf = (...args: Parameters<typeof messageFields>) =>
  formatSiwxMessage(messageFields(...args))

export function postVerify(
  { url }: Started,
  body: unknown,
  { origin = ORIGIN as string | undefined, query = `projectId=${PROJECT}` } = {},
) {
  return fetch(`${url}/siwx/verify?${query}`, {
    method: 'POST',
    headers: headers(origin),
    body: JSON.stringify(body),
  })
}

export function sessionRequest(
  { url }: Started,
  method: 'GET' | 'DELETE',
  auth: { token?: string; cookie?: string },
) {
  return fetch(`${url}/siwx/session?projectId=${PROJECT}`, {
    method,
    headers: headers(ORIGIN, {
      ...(auth.token !== undefined && { authorization: `Bearer ${auth.token}` }),
      ...(auth.cookie !== undefined && { cookie: auth.cookie }),
    }),
  })
}

/** How many sessions and used nonces the database holds (a refusal changes neither). */
export async function counts({ server }: Started) {
  const [row] = await server.db.query<{ sessions: number; used: number }>(
    `SELECT (SELECT count(*) FROM siwx_sessions)::int AS sessions,
            (SELECT count(*) FROM siwx_nonces WHERE used_at IS NOT NULL)::int AS used`,
  )
  return { sessions: Number(row?.sessions), used: Number(row?.used) }
}
