import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import { UpstreamError } from '../../app/errors.js'
import type { SocialProviderConfig } from '../../config/schema.js'
import type { ProviderEndpoints, SocialProvider } from './socialProviders.js'

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string
  email?: string
  username?: string
}

/** The provider refused or answered something unusable: the callback shows "Sign-in failed". */
export class ProviderRefusal extends Error {
  override readonly name = 'ProviderRefusal'
}

const jwksByUri = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const jwksOf = (uri: string) => {
  let jwks = jwksByUri.get(uri)
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(uri))
    jwksByUri.set(uri, jwks)
  }
  return jwks
}

async function post(
  url: string,
  form: URLSearchParams,
  headers: Record<string, string>,
  timeoutMs: number,
) {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...headers,
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new UpstreamError("the provider's token endpoint did not answer", {
      cause: error,
      detail: `${url}: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok || typeof body.access_token !== 'string')
    throw new ProviderRefusal(
      `the provider did not exchange the code (${response.status}${typeof body.error === 'string' ? ` ${body.error}` : ''})`,
    )
  return body
}

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 320 ? value : undefined

/** An email the provider vouches for (`email_verified` not false). */
const emailOf = (claims: Record<string, unknown>) =>
  claims.email_verified === false || claims.verified === false ? undefined : text(claims.email)

/**
 * Exchanges the code (authorization code grant with the PKCE verifier) and reads who signed in:
 * OIDC providers from the ID token, checked with `jose` on the issuer's JWKS (signature, `iss`,
 * `aud` = client id, `exp`, and `nonce`); OAuth 2-only providers from their userinfo endpoint
 * (GitHub's `id`/`login`, X's `data.id`/`data.username`, Discord's and Facebook's `id`).
 */
export async function providerIdentity(
  provider: SocialProvider,
  config: SocialProviderConfig,
  endpoints: ProviderEndpoints,
  grant: { code: string; verifier: string; redirectUri: string; nonce: string },
  timeoutMs: number,
): Promise<ProviderIdentity> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.verifier,
    client_id: config.clientId,
  })
  const headers: Record<string, string> = {}
  if (config.clientSecret) {
    // X takes a confidential client's credentials only as HTTP Basic; the others in the body.
    if (provider === 'x')
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`
    else form.set('client_secret', config.clientSecret)
  }
  const tokens = await post(endpoints.tokenUrl, form, headers, timeoutMs)

  if (endpoints.kind === 'oidc') {
    if (typeof tokens.id_token !== 'string')
      throw new ProviderRefusal('the provider sent no ID token')
    let claims: JWTPayload
    try {
      ;({ payload: claims } = await jwtVerify(tokens.id_token, jwksOf(endpoints.jwksUri), {
        issuer: endpoints.issuer,
        audience: config.clientId,
      }))
    } catch (error) {
      throw new ProviderRefusal(
        `the ID token does not check out (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    if (claims.nonce !== grant.nonce) throw new ProviderRefusal('the ID token has another nonce')
    const subject = text(claims.sub)
    if (!subject) throw new ProviderRefusal('the ID token names no subject')
    const username = text(claims.preferred_username) ?? text(claims.name)
    const email = emailOf(claims)
    return { subject, ...(email && { email }), ...(username && { username }) }
  }

  let info: Record<string, unknown>
  try {
    const response = await fetch(endpoints.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new ProviderRefusal(`userinfo answered ${response.status}`)
    info = (await response.json()) as Record<string, unknown>
  } catch (error) {
    if (error instanceof ProviderRefusal) throw error
    throw new UpstreamError("the provider's userinfo endpoint did not answer", {
      cause: error,
      detail: `${endpoints.userinfoUrl}: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
  // X wraps the user in `data`.
  const user =
    info.data && typeof info.data === 'object' ? (info.data as Record<string, unknown>) : info
  const id = user.sub ?? user.id
  const subject = typeof id === 'number' ? String(id) : text(id)
  if (!subject) throw new ProviderRefusal('userinfo names no user id')
  const username =
    text(user.preferred_username) ?? text(user.login) ?? text(user.username) ?? text(user.name)
  const email = emailOf(user)
  return { subject, ...(email && { email }), ...(username && { username }) }
}
