import { Jwt } from 'hono/utils/jwt'
import type { SiwxConfig } from '../config/schema.js'
import type { Database } from '../db/database.js'
import { loadSigningJwk, type PrivateSigningJwk, publicJwkOf } from './signingKey.js'

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

/** Tokens signed with the server's key, loaded once (a failed load is tried again next time). */
export function createSessionTokens(db: Database, config: SiwxConfig): SessionTokens {
  let loading: Promise<PrivateSigningJwk> | undefined
  const key = () => {
    loading ??= loadSigningJwk(db, config.signingKey).catch((error) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return {
    async sign(claims) {
      const jwk = await key()
      return Jwt.sign({ ...claims }, jwk)
    },
    async verify(token, audience) {
      if (token.length > 4096) return undefined
      const jwk = await key()
      try {
        const payload = await Jwt.verify(token, publicJwkOf(jwk), {
          alg: 'ES256',
          aud: audience,
          // Expiry is the session's (GET /siwx/session names it), not a bad token.
          exp: false,
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
      return { keys: [publicJwkOf(await key())] }
    },
  }
}
