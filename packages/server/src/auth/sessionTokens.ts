import { Jwt } from 'hono/utils/jwt'
import type { SiwxConfig } from '../config/schema.js'
import type { Database } from '../db/database.js'
import {
  configuredSigningJwk,
  type PrivateSigningJwk,
  type PublicSigningJwk,
  type publicJwkOf,
} from './signingKey.js'
import { configuredKeyring, createStoredKeyring, type SigningKeyring } from './signingKeyring.js'

/** The claims of a sign-in token (ES256 JWT). */
export interface SessionClaims {
  /** The server (its publicUrl, else the origin the request reached). */
  iss: string
  /** The project id. */
  aud: string
  /** The signed-in account, CAIP-10. */
  sub: string
  /** The session id (GET /siwx/session tells whether it is still signed in). */
  sid: string
  /** CAIP-2 network of the sign-in. */
  chainId: string
  iat: number
  exp: number
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>
  /** The claims of a token this server signed for `audience` (expired or not); else undefined. */
  verify(token: string, audience: string): Promise<SessionClaims | undefined>
  jwks(): Promise<{ keys: ReturnType<typeof publicJwkOf>[] }>
}

export interface SessionTokensOptions {
  /** GANGWAY_ENCRYPTION_KEY: the stored signing keys are sealed with it. */
  secret?: string | undefined
  now?: () => number
}

/**
 * Tokens signed with the server's current key (`siwx.signingKey`, else the database's, rotated
 * every `siwx.signingKeyRotationMs`) and verified with the key their header names (`kid`), so a
 * token signed before a rotation stays valid until it expires. Verifying creates nothing.
 */
export function createSessionTokens(
  db: Database,
  config: Pick<SiwxConfig, 'sessionTtlMs' | 'signingKey'> &
    Partial<Pick<SiwxConfig, 'signingKeyRotationMs'>>,
  options: SessionTokensOptions = {},
): SessionTokens {
  const configured = config.signingKey
  const keyring: SigningKeyring = configured
    ? configuredKeyring(() => configuredSigningJwk(configured))
    : createStoredKeyring(db, {
        secret: options.secret,
        rotationMs: config.signingKeyRotationMs ?? DEFAULT_ROTATION_MS,
        sessionTtlMs: config.sessionTtlMs,
        ...(options.now && { now: options.now }),
      })
  // Each key imported once (an import is ≈ 0.4 ms, a tenth of a sign-in's CPU): per key object,
  // which the keyring keeps until it loads its keys again.
  const imported = new WeakMap<PrivateSigningJwk | PublicSigningJwk, Promise<CryptoKey>>()
  const cryptoKeyOf = (jwk: PrivateSigningJwk | PublicSigningJwk, usage: 'sign' | 'verify') => {
    let key = imported.get(jwk)
    if (!key) {
      key = crypto.subtle.importKey('jwk', jwk, ES256_KEY, false, [usage])
      imported.set(jwk, key)
      key.catch(() => imported.delete(jwk))
    }
    return key
  }
  return {
    async sign(claims) {
      const jwk = await keyring.signingKey()
      const unsigned = `${jsonPart({ alg: 'ES256', typ: 'JWT', kid: jwk.kid })}.${jsonPart(claims)}`
      const signature = await crypto.subtle.sign(
        ES256_SIGNATURE,
        await cryptoKeyOf(jwk, 'sign'),
        new TextEncoder().encode(unsigned),
      )
      return `${unsigned}.${Buffer.from(signature).toString('base64url')}`
    },
    async verify(token, audience) {
      if (token.length > 4096) return undefined
      let kid: unknown
      try {
        kid = (Jwt.decode(token).header as { kid?: unknown }).kid
      } catch {
        return undefined
      }
      if (typeof kid !== 'string' || kid.length > 128) return undefined
      const jwk = await keyring.publicKey(kid)
      if (!jwk) return undefined
      try {
        const payload = await Jwt.verify(token, await cryptoKeyOf(jwk, 'verify'), {
          alg: 'ES256',
          aud: audience,
          // Expiry is the session's (GET /siwx/session names it), not a bad token.
          exp: false,
          // Our own signature proves we issued it; a replica whose clock is a second behind the
          // signer's would otherwise refuse a token issued "in the future".
          iat: false,
        })
        const { iss, aud, sub, sid, chainId, iat, exp } = payload as Record<string, unknown>
        if (typeof sid !== 'string' || typeof sub !== 'string' || typeof exp !== 'number')
          return undefined
        return { iss, aud, sub, sid, chainId, iat, exp } as SessionClaims
      } catch {
        return undefined
      }
    },
    async jwks() {
      return { keys: await keyring.publicKeys() }
    },
  }
}

const ES256_KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const
/** ES256's signature: r and s, 32 bytes each, as JWS wants it (WebCrypto's own form). */
const ES256_SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const

/** A JWT part: the value's JSON, base64url without padding. */
const jsonPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Default of `siwx.signingKeyRotationMs`: a new signing key every 30 days. */
export const DEFAULT_ROTATION_MS = 30 * 86_400_000
