import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { describeFailure, UpstreamError } from '../../app/errors.js'
import type { RegisterRoutes } from '../../app/types.js'
import { signInFailedPage } from '../../embedded/social/failurePage.js'
import { ProviderRefusal, providerIdentity } from '../../embedded/social/providerIdentity.js'
import { storeResult, useState } from '../../embedded/social/socialLogins.js'
import { providerEndpoints } from '../../embedded/social/socialProviders.js'
import { findOrCreateUser } from '../../embedded/users.js'

/** The transaction lock of a callback's user and result. */
const CALLBACK_LOCK = 0x736f63

const query = z.object({
  projectId: z.string().optional(),
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
})

const getCallback = createRoute({
  method: 'get',
  path: '/embedded/social/callback',
  summary: "A social login's return from the provider (its redirect_uri)",
  description:
    'Uses the state once (unknown, used or older than 10 minutes: 400 page "Sign-in failed", nothing created), exchanges the code with the PKCE verifier, verifies the ID token on the issuer\'s JWKS (aud = client id, nonce) or reads userinfo, finds or creates the user (provider + subject), and redirects (302) to the login\'s returnTo with `gangway_social=<result>`: a single-use result good for 5 minutes.',
  request: { query },
  responses: {
    302: { description: 'Back to returnTo with gangway_social=<result>' },
    400: { description: 'The "Sign-in failed" page (HTML)' },
    502: { description: 'The "Sign-in failed" page: the provider did not answer' },
  },
})

const failed = (c: Context, reason: string, status: 400 | 502 = 400) => {
  c.header('cache-control', 'no-store')
  c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  return c.html(signInFailedPage(reason), status)
}

export const socialCallbackRoute: RegisterRoutes = (app, { db, config, log }) => {
  app.openapi(getCallback, async (c) => {
    c.header('referrer-policy', 'no-referrer')
    const { state, code, error } = c.req.valid('query')
    if (!state || state.length > 128) return failed(c, 'The sign-in link has no valid state.')
    const login = await useState(db, state, c.get('project').id)
    if (!login) return failed(c, 'This sign-in link is unknown, was used already or has expired.')
    if (error) return failed(c, `The provider did not sign you in (${error.slice(0, 100)}).`)
    if (!code || code.length > 2_048) return failed(c, 'The provider sent no code.')
    const providerConfig = config.embedded?.social?.[login.provider]
    if (!providerConfig) return failed(c, `${login.provider} sign-in is no longer offered.`)
    const timeoutMs = config.limits.upstreamTimeoutMs
    let identity: Awaited<ReturnType<typeof providerIdentity>>
    try {
      const endpoints = await providerEndpoints(login.provider, providerConfig, timeoutMs)
      identity = await providerIdentity(
        login.provider,
        providerConfig,
        endpoints,
        { code, verifier: login.verifier, redirectUri: login.redirectUri, nonce: login.nonce },
        timeoutMs,
      )
    } catch (failure) {
      if (failure instanceof ProviderRefusal) return failed(c, failure.message)
      if (failure instanceof UpstreamError) {
        log.warn('social provider failed', {
          provider: login.provider,
          error: describeFailure(failure),
        })
        return failed(c, 'The provider did not answer. Try again later.', 502)
      }
      throw failure
    }
    const result = await db.exclusive(CALLBACK_LOCK, async (tx) => {
      const { user, isNew } = await findOrCreateUser(tx, {
        provider: login.provider,
        subject: identity.subject,
        email: identity.email ?? null,
        username: identity.username ?? null,
      })
      return storeResult(tx, login.stateHash, { id: user.id, isNew })
    })
    const back = new URL(login.returnTo)
    back.searchParams.set('gangway_social', result)
    c.header('cache-control', 'no-store')
    return c.redirect(back.href, 302)
  })
}
