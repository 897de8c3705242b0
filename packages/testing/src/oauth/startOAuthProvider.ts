import type { IncomingMessage } from 'node:http'
import { importOptionalPeer } from '@gangway/core/internal'

/** Who signs in at the provider's next authorization: the claims its tokens and userinfo carry. */
export interface TestOAuthUser {
  /** The subject (`sub`): the provider's stable user id. */
  sub: string
  email?: string
  /** `email_verified` in the ID token and userinfo; default true when `email` is set. */
  emailVerified?: boolean
  name?: string
  /** `preferred_username`. */
  username?: string
  /**
   * The userinfo endpoint's whole answer for this user (an OAuth2-only provider's own shape, e.g.
   * GitHub's `{ id, login, email }`); default the OIDC claims above.
   */
  userinfo?: Record<string, unknown>
}

export interface StartOAuthProviderOptions {
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

export interface TestOAuthProvider {
  /** The issuer, `http://127.0.0.1:<port>`: OIDC discovery at `/.well-known/openid-configuration`. */
  issuer: string
  authorizationUrl: string
  tokenUrl: string
  userinfoUrl: string
  /** The user the next authorization (`/authorize`) signs in; default `{ sub: 'johndoe' }`. */
  setNextUser(user: TestOAuthUser): void
  /** Every authorization request's query, in order (client_id, redirect_uri, state, code_challenge, ...). */
  authorizations: URLSearchParams[]
  /** How many codes the token endpoint exchanged. */
  exchanges(): number
  close(): Promise<void>
}

const oidcClaims = (user: TestOAuthUser) => ({
  sub: user.sub,
  ...(user.email !== undefined && {
    email: user.email,
    email_verified: user.emailVerified ?? true,
  }),
  ...(user.name !== undefined && { name: user.name }),
  ...(user.username !== undefined && { preferred_username: user.username }),
})

/**
 * A real OAuth 2 / OpenID Connect provider on 127.0.0.1 (`oauth2-mock-server`, an RS256 key):
 * discovery, JWKS, `/authorize` (code flow; it redirects straight back, as a visitor who approves),
 * `/token` (PKCE S256 checked: a code is exchanged once, with its verifier) and `/userinfo`. The
 * user of each authorization is the one set before it with `setNextUser`: its claims are in the
 * ID token (with the client's `nonce` and `aud` = client id) and in the userinfo answer.
 */
export async function startOAuthProvider(
  options: StartOAuthProviderOptions = {},
): Promise<TestOAuthProvider> {
  const host = options.host ?? '127.0.0.1'
  const { OAuth2Server } = await importOptionalPeer(
    'oauth2-mock-server',
    'startOAuthProvider',
    () => import('oauth2-mock-server'),
  )
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(options.port ?? 0, host)
  const issuer = `http://${host}:${server.address().port}`
  server.issuer.url = issuer

  let nextUser: TestOAuthUser = { sub: 'johndoe' }
  const userByCode = new Map<string, TestOAuthUser>()
  const userByAccessToken = new Map<string, TestOAuthUser>()
  const authorizations: URLSearchParams[] = []
  let exchanges = 0

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    authorizations.push(new URL(req.url ?? '/', issuer).searchParams)
    const code = redirect.url.searchParams.get('code')
    if (code) userByCode.set(code, nextUser)
  })
  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
      const user = userByCode.get(String(req.body?.code))
      if (!user) return
      token.payload.sub = user.sub
      // The ID token (the one without a scope) carries the profile claims.
      if (!('scope' in token.payload)) Object.assign(token.payload, oidcClaims(user))
    },
  )
  server.service.on(
    'beforeResponse',
    (
      response: { body: Record<string, unknown>; statusCode: number },
      req: { body?: Record<string, unknown> },
    ) => {
      const code = String(req.body?.code)
      const user = userByCode.get(code)
      if (!user || response.statusCode !== 200) return
      userByCode.delete(code)
      exchanges += 1
      userByAccessToken.set(String(response.body.access_token), user)
    },
  )
  server.service.on(
    'beforeUserinfo',
    (response: { body: unknown; statusCode: number }, req: IncomingMessage) => {
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
      const user = token ? userByAccessToken.get(token) : undefined
      if (!user) {
        response.statusCode = 401
        response.body = { error: 'invalid_token' }
        return
      }
      response.body = user.userinfo ?? oidcClaims(user)
    },
  )

  return {
    issuer,
    authorizationUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    userinfoUrl: `${issuer}/userinfo`,
    setNextUser(user) {
      nextUser = user
    },
    authorizations,
    exchanges: () => exchanges,
    close: () => server.stop(),
  }
}
