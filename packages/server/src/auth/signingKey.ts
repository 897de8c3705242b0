import type { SiwxConfig } from '../config/schema.js'
import type { Database } from '../db/database.js'

/** A P-256 private key as a JWK, with its key id. */
export interface PrivateSigningJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  d: string
  kid: string
  alg: 'ES256'
}

/** The public half, as the JWKS publishes it. */
export interface PublicSigningJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  kid: string
  alg: 'ES256'
  use: 'sig'
}

const base64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64url')

/** RFC 7638 thumbprint of an EC public key: base64url(SHA-256 of its required members, sorted). */
export async function jwkThumbprint(jwk: { crv: string; kty: string; x: string; y: string }) {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y })
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)))
}

async function withKid(jwk: Omit<PrivateSigningJwk, 'kid' | 'alg'> & { kid?: string }) {
  const { kty, crv, x, y, d } = jwk
  return {
    kty,
    crv,
    x,
    y,
    d,
    kid: jwk.kid ?? (await jwkThumbprint(jwk)),
    alg: 'ES256',
  } as PrivateSigningJwk
}

/** A new P-256 key pair from WebCrypto, as a private JWK. */
export async function generateSigningJwk(): Promise<PrivateSigningJwk> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  return withKid(jwk as PrivateSigningJwk)
}

export const publicJwkOf = ({ kty, crv, x, y, kid }: PrivateSigningJwk): PublicSigningJwk => ({
  kty,
  crv,
  x,
  y,
  kid,
  alg: 'ES256',
  use: 'sig',
})

/**
 * The server's token key: `siwx.signingKey` when configured (checked by importing it), else the
 * one in the database, created by the first process that needs it. Replicas racing to create it
 * all end up with the row that won (`ON CONFLICT DO NOTHING`, then read back).
 */
export async function loadSigningJwk(
  db: Database,
  configured: SiwxConfig['signingKey'],
): Promise<PrivateSigningJwk> {
  if (configured) {
    const jwk = await withKid(configured)
    // A key that is not a P-256 key fails here, at the first sign-in, with a clear message.
    await crypto.subtle
      .importKey(
        'jwk',
        { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d },
        { name: 'ECDSA', namedCurve: 'P-256' },
        false,
        ['sign'],
      )
      .catch((error: Error) => {
        throw new Error(`siwx.signingKey: not a P-256 private key (${error.message})`)
      })
    return jwk
  }
  const fresh = await generateSigningJwk()
  await db.query(
    `INSERT INTO siwx_signing_keys (id, kid, private_jwk) VALUES ('default', $1, $2)
     ON CONFLICT (id) DO NOTHING`,
    [fresh.kid, JSON.stringify(fresh)],
  )
  const [row] = await db.query<{ private_jwk: PrivateSigningJwk | string }>(
    `SELECT private_jwk FROM siwx_signing_keys WHERE id = 'default'`,
  )
  if (!row) throw new Error('the sign-in signing key could not be stored')
  return typeof row.private_jwk === 'string' ? JSON.parse(row.private_jwk) : row.private_jwk
}
