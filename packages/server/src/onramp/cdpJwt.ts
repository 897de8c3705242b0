/**
 * The bearer JWT of Coinbase Developer Platform's REST APIs (docs.cdp.coinbase.com, "API key
 * authentication"): signed with the operator's Secret API Key — an EC P-256 key in PEM (ES256) or
 * an Ed25519 key as base64 of its 64 bytes (EdDSA). Header: `kid` the key id, a random hex
 * `nonce`; claims: `iss` 'cdp', `sub` the key id, `nbf`/`exp` (2 minutes) and `uris`, the one
 * request it is for ('POST api.developer.coinbase.com/onramp/v1/token').
 */
import { createPrivateKey, type KeyObject, randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'

export const CDP_JWT_LIFETIME_S = 120

function signingKey(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  const text = secret.trim()
  if (text.startsWith('-----BEGIN')) return { key: createPrivateKey(text), alg: 'ES256' }
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length !== 64)
    throw new Error('apiKeySecret is neither an EC PEM key nor a base64 Ed25519 key (64 bytes)')
  const jwk = {
    kty: 'OKP',
    crv: 'Ed25519',
    d: bytes.subarray(0, 32).toString('base64url'),
    x: bytes.subarray(32).toString('base64url'),
  }
  return { key: createPrivateKey({ key: jwk, format: 'jwk' }), alg: 'EdDSA' }
}

export interface CdpJwtRequest {
  apiKeyId: string
  apiKeySecret: string
  method: 'GET' | 'POST'
  /** The request's URL (its host and path go into `uris`). */
  url: string
}

export async function cdpJwt({ apiKeyId, apiKeySecret, method, url }: CdpJwtRequest) {
  const { key, alg } = signingKey(apiKeySecret)
  const { host, pathname } = new URL(url)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ uris: [`${method} ${host}${pathname}`] })
    .setProtectedHeader({ alg, kid: apiKeyId, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
    .setIssuer('cdp')
    .setSubject(apiKeyId)
    .setNotBefore(now)
    .setExpirationTime(now + CDP_JWT_LIFETIME_S)
    .sign(key)
}
