import type { SiwxConfig } from '../config/schema.js'

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
 * The operator's `siwx.signingKey` with its kid (default its thumbprint), checked by importing it:
 * a key that is not a P-256 key fails here, at its first use, with a clear message.
 */
export async function configuredSigningJwk(
  configured: NonNullable<SiwxConfig['signingKey']>,
): Promise<PrivateSigningJwk> {
  const jwk = await withKid(configured)
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
