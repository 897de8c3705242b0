import { encodeBase58 } from '@gangway/core/adapter'
import { BITCOIN_TEST_NETWORKS, deriveBitcoinTestKeys } from '@gangway/testing/bitcoin'
import { signMessageBip322 } from '@gangway/testing/bitcoin/node'
import { ed25519 } from '@noble/curves/ed25519'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { Jwt } from 'hono/utils/jwt'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  useTestServers,
} from '../../testing/testServer.testing.js'
import {
  counts,
  messageOf,
  newNonce,
  postVerify,
  type Started,
  sessionRequest,
} from './siwxTestSetup.testing.js'

const start = useTestServers()
let started: Started
beforeAll(async () => {
  started = await start()
}, START_TIMEOUT_MS)

type SignedIn = {
  session: {
    id: string
    address: string
    chainId: string
    domain: string
    issuedAt: string
    expiresAt: string
  }
  token: string
}

/** One signer per family: its CAIP-2 network, its address and how it signs a text. */
const evm = privateKeyToAccount(generatePrivateKey())
const solanaSecret = ed25519.utils.randomPrivateKey()
const bitcoin = deriveBitcoinTestKeys({ network: 'testnet' }).payment
const SIGNERS = {
  eip155: {
    chainId: 'eip155:1',
    address: evm.address,
    sign: (message: string) => evm.signMessage({ message }),
  },
  solana: {
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: encodeBase58(ed25519.getPublicKey(solanaSecret)),
    sign: async (message: string) =>
      encodeBase58(ed25519.sign(new TextEncoder().encode(message), solanaSecret)),
  },
  bip122: {
    chainId: BITCOIN_TEST_NETWORKS.testnet.caipNetworkId,
    address: bitcoin.address,
    sign: async (message: string) => signMessageBip322(bitcoin, message),
  },
  polkadot: {
    chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    address: '',
    sign: async (_message: string) => '',
  },
}

beforeAll(async () => {
  await cryptoWaitReady()
  const alice = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Alice')
  SIGNERS.polkadot.address = alice.address
  // What an extension's signRaw signs: the text wrapped in <Bytes>…</Bytes>.
  SIGNERS.polkadot.sign = async (message) => u8aToHex(alice.sign(u8aWrapBytes(message)))
})

async function signIn(family: keyof typeof SIGNERS, overrides = {}) {
  const signer = SIGNERS[family]
  const message = messageOf(signer.chainId, signer.address, await newNonce(started), overrides)
  const response = await postVerify(started, { message, signature: await signer.sign(message) })
  expect(response.status, await response.clone().text()).toBe(200)
  return { response, body: (await response.json()) as SignedIn, message }
}

describe('POST /siwx/verify, a valid sign-in per family', { timeout: 30_000 }, () => {
  it.each(Object.keys(SIGNERS) as (keyof typeof SIGNERS)[])(
    '%s: the session is stored and answered, its nonce consumed',
    async (family) => {
      const before = await counts(started)
      const { body, message } = await signIn(family)
      const signer = SIGNERS[family]
      expect(body.session).toMatchObject({
        address: `${signer.chainId}:${signer.address}`,
        chainId: signer.chainId,
        domain: 'app.example',
      })
      // No Expiration Time in the message: the configured default, 7 days.
      const lifetime = Date.parse(body.session.expiresAt) - Date.now()
      expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 60_000)
      expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000)
      const rows = await started.server.db.query<{
        address: string
        message: string
        project_id: string
      }>('SELECT address, message, project_id FROM siwx_sessions WHERE id = $1', [body.session.id])
      expect(rows).toEqual([{ address: body.session.address, message, project_id: PROJECT }])
      expect(await counts(started)).toEqual({
        sessions: before.sessions + 1,
        used: before.used + 1,
      })
    },
  )

  it("ends the session at the message's Expiration Time and sets the HttpOnly, SameSite=Lax cookie", async () => {
    const expirationTime = new Date(Date.now() + 3_600_000).toISOString()
    const { response, body } = await signIn('eip155', { expirationTime })
    expect(body.session.expiresAt).toBe(expirationTime)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(
      new RegExp(`^gangway_siwx_${PROJECT}=${body.token.replaceAll('.', '\\.')};`),
    )
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    // Served over http here: not Secure (an https server, publicUrl or trusted proxy makes it so).
    expect(cookie).not.toMatch(/Secure/)
  })
})

describe('the session length is the server’s', { timeout: 30_000 }, () => {
  const WEEK_MS = 7 * 86_400_000
  /** The session, its token's exp, its cookie's Expires and its row's expires_at, in ms. */
  async function endsOf(signedIn: Awaited<ReturnType<typeof signIn>>) {
    const { body, response } = signedIn
    const payload = Jwt.decode(body.token).payload as { exp: number }
    const expires = /Expires=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''
    const [row] = await started.server.db.query<{ expires_at: Date | string }>(
      'SELECT expires_at FROM siwx_sessions WHERE id = $1',
      [body.session.id],
    )
    return {
      session: Date.parse(body.session.expiresAt),
      token: payload.exp * 1000,
      cookie: Date.parse(expires),
      row: new Date(row?.expires_at ?? 0).getTime(),
    }
  }

  it.each([
    ['399 days ahead', () => new Date(Date.now() + 399 * 86_400_000).toISOString()],
    ['in year 9999', () => '9999-12-31T23:59:59.999Z'],
  ])(
    'an Expiration Time %s gets sessionTtlMs (7 days): session, token, cookie and row',
    async (_, expiry) => {
      const before = Date.now()
      const ends = await endsOf(await signIn('eip155', { expirationTime: expiry() }))
      const after = Date.now()
      for (const [what, end] of Object.entries(ends)) {
        // Second precision for the token and the cookie.
        expect(end, what).toBeGreaterThanOrEqual(before + WEEK_MS - 1_000)
        expect(end, what).toBeLessThanOrEqual(after + WEEK_MS)
      }
    },
  )
})

describe('served over https', { timeout: 30_000 }, () => {
  it('sets the cookie Secure and issues the token from the https origin', async () => {
    const signer = SIGNERS.eip155
    const message = messageOf(signer.chainId, signer.address, await newNonce(started))
    const response = await started.server.app.request(
      `https://api.example/siwx/verify?projectId=${PROJECT}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ message, signature: await signer.sign(message) }),
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/)
    const { token } = (await response.json()) as SignedIn
    expect(Jwt.decode(token).payload.iss).toBe('https://api.example')
  })
})

describe('GET and DELETE /siwx/session', { timeout: 30_000 }, () => {
  it('reads the session by bearer token and by cookie; revoked, it is refused both ways', async () => {
    const { body, response } = await signIn('solana')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string
    for (const auth of [{ token: body.token }, { cookie }]) {
      const read = await sessionRequest(started, 'GET', auth)
      expect(read.status).toBe(200)
      expect(await read.json()).toEqual({ session: body.session })
    }
    const revoke = await sessionRequest(started, 'DELETE', { cookie })
    expect(revoke.status).toBe(204)
    expect(revoke.headers.get('set-cookie')).toMatch(new RegExp(`^gangway_siwx_${PROJECT}=;`))
    const [row] = await started.server.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM siwx_sessions WHERE id = $1',
      [body.session.id],
    )
    expect(row?.revoked_at).not.toBeNull()
    for (const auth of [{ token: body.token }, { cookie }]) {
      const read = await sessionRequest(started, 'GET', auth)
      expect(read.status).toBe(401)
      expect(await read.json()).toMatchObject({ error: { code: 'SIWX_SESSION_REVOKED' } })
    }
    expect((await sessionRequest(started, 'DELETE', { token: body.token })).status).toBe(401)
  })

  it("answers a host's backend (no Origin, the project by id): the one call", async () => {
    const { body } = await signIn('polkadot')
    const response = await fetch(`${started.url}/siwx/session?projectId=${PROJECT}`, {
      headers: { authorization: `Bearer ${body.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ session: body.session })
  })

  it('refuses no token, a forged one, and a session whose time is over', async () => {
    const missing = await sessionRequest(started, 'GET', {})
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({
      error: { code: 'SIWX_SESSION_MISSING', field: 'authorization' },
    })
    const { body } = await signIn('eip155')
    // The same claims signed by another key (a key this server never had).
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
    ])
    const otherJwk = await crypto.subtle.exportKey('jwk', other.privateKey)
    const { header, payload } = Jwt.decode(body.token)
    const forged = await Jwt.sign(payload, { ...otherJwk, alg: 'ES256', kid: header.kid } as never)
    for (const token of [forged, 'not.a.token', `${body.token}x`]) {
      const read = await sessionRequest(started, 'GET', { token })
      expect(read.status).toBe(401)
      expect(await read.json()).toMatchObject({ error: { code: 'SIWX_SESSION_INVALID' } })
    }
    await started.server.db.query(
      `UPDATE siwx_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [body.session.id],
    )
    const expired = await sessionRequest(started, 'GET', { token: body.token })
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ error: { code: 'SIWX_SESSION_EXPIRED' } })
  })
})

describe('the token, verified the way a host verifies it', { timeout: 30_000 }, () => {
  it('is an ES256 JWT that checks against /siwx/jwks.json, with iss, aud, sub, sid, chainId, iat and exp', async () => {
    const { body } = await signIn('bip122')
    const jwksUrl = `${started.url}/siwx/jwks.json?projectId=${PROJECT}`
    const jwksResponse = await fetch(jwksUrl)
    expect(jwksResponse.headers.get('cache-control')).toBe('public, max-age=300')
    const jwks = (await jwksResponse.json()) as { keys: (JsonWebKey & { kid: string })[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d')

    // (1) With a JWKS client (hono's verifyWithJwks: fetch the set, pick the key by kid).
    const claims = await Jwt.verifyWithJwks(body.token, {
      jwks_uri: jwksUrl,
      allowedAlgorithms: ['ES256'],
      verification: { iss: started.url, aud: PROJECT },
    })
    expect(claims).toMatchObject({
      iss: started.url,
      aud: PROJECT,
      sub: body.session.address,
      sid: body.session.id,
      chainId: body.session.chainId,
      exp: Math.floor(Date.parse(body.session.expiresAt) / 1000),
    })
    expect(typeof claims.iat).toBe('number')

    // (2) By hand with WebCrypto only: the JWS signature over `header.payload`.
    const [header, payload, signature] = body.token.split('.') as [string, string, string]
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'JWT',
      kid: jwks.keys[0]?.kid,
    })
    const key = await crypto.subtle.importKey(
      'jwk',
      jwks.keys[0] as JsonWebKey,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      Buffer.from(signature, 'base64url'),
      new TextEncoder().encode(`${header}.${payload}`),
    )
    expect(valid).toBe(true)
    // A token for another project does not pass as this one's.
    await expect(
      Jwt.verifyWithJwks(body.token, {
        jwks_uri: jwksUrl,
        allowedAlgorithms: ['ES256'],
        verification: { aud: 'another-project' },
      }),
    ).rejects.toThrow()
  })

  it('publishes the one signing key the database holds', async () => {
    const rows = await started.server.db.query<{ kid: string }>('SELECT kid FROM siwx_signing_keys')
    expect(rows).toHaveLength(1)
    const jwks = (await (await fetch(`${started.url}/siwx/jwks.json`)).json()) as {
      keys: { kid: string }[]
    }
    expect(jwks.keys[0]?.kid).toBe(rows[0]?.kid)
  })
})
