import { UpstreamError } from '../../app/errors.js'
import type { SocialProviderConfig } from '../../config/schema.js'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** A provider's endpoints as a login uses them: OIDC (an ID token checked on its JWKS) or OAuth 2 (userinfo). */
export type ProviderEndpoints =
  | {
      kind: 'oidc'
      issuer: string
      authorizationUrl: string
      tokenUrl: string
      jwksUri: string
      scope: string
    }
  | {
      kind: 'oauth2'
      authorizationUrl: string
      tokenUrl: string
      userinfoUrl: string
      scope: string
    }

/** The OIDC providers' issuers (their discovery documents name the endpoints). */
const OIDC_ISSUERS: Partial<Record<SocialProvider, string>> = {
  google: 'https://accounts.google.com',
  // Apple: `openid` only; asking for name or email makes Apple answer by form POST, not served here.
  apple: 'https://appleid.apple.com',
}

/** The OAuth 2-only providers' endpoints and scopes. */
const OAUTH2_ENDPOINTS: Partial<
  Record<
    SocialProvider,
    { authorizationUrl: string; tokenUrl: string; userinfoUrl: string; scope: string }
  >
> = {
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
  },
  x: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
  },
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'public_profile email',
  },
}

const DISCOVERY_TTL_MS = 3_600_000
const discoveries = new Map<string, { at: number; doc: Record<string, unknown> }>()

/** The issuer's OIDC discovery document, kept for an hour; its `issuer` must be the issuer. */
async function discover(issuer: string, timeoutMs: number) {
  const cached = discoveries.get(issuer)
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.doc
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
  let doc: Record<string, unknown>
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    doc = (await response.json()) as Record<string, unknown>
  } catch (error) {
    throw new UpstreamError("the provider's discovery document could not be read", {
      cause: error,
      detail: `${url}: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
  const fields = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const
  if (doc.issuer !== issuer || fields.some((field) => typeof doc[field] !== 'string'))
    throw new UpstreamError("the provider's discovery document is not its issuer's", {
      detail: `${url}: not a discovery document of ${issuer}`,
    })
  discoveries.set(issuer, { at: Date.now(), doc })
  return doc
}

/**
 * The provider's endpoints: the configured `authorizationUrl`/`tokenUrl`/`userinfoUrl` (OAuth 2,
 * userinfo), else the configured or known `issuer` (OIDC discovery), else the provider's known
 * OAuth 2 endpoints. `scope` overrides the default scope.
 */
export async function providerEndpoints(
  provider: SocialProvider,
  config: SocialProviderConfig,
  timeoutMs: number,
): Promise<ProviderEndpoints> {
  const known = OAUTH2_ENDPOINTS[provider]
  if (config.authorizationUrl && config.tokenUrl) {
    const userinfoUrl = config.userinfoUrl ?? known?.userinfoUrl
    if (!userinfoUrl) throw new Error(`embedded.social.${provider}: userinfoUrl is required`)
    return {
      kind: 'oauth2',
      authorizationUrl: config.authorizationUrl,
      tokenUrl: config.tokenUrl,
      userinfoUrl,
      scope: config.scope ?? known?.scope ?? 'openid email profile',
    }
  }
  const issuer = config.issuer ?? OIDC_ISSUERS[provider]
  if (issuer) {
    const doc = await discover(issuer, timeoutMs)
    return {
      kind: 'oidc',
      issuer,
      authorizationUrl: doc.authorization_endpoint as string,
      tokenUrl: doc.token_endpoint as string,
      jwksUri: doc.jwks_uri as string,
      scope: config.scope ?? (provider === 'apple' ? 'openid' : 'openid email profile'),
    }
  }
  if (!known) throw new Error(`embedded.social.${provider}: no endpoints`)
  return { kind: 'oauth2', ...known, ...(config.scope && { scope: config.scope }) }
}
