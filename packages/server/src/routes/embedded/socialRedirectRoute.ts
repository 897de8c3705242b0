import { createRoute, z } from '@hono/zod-openapi'
import { embeddedBaseUrl } from '../../app/serverUrl.js'
import type { RegisterRoutes } from '../../app/types.js'
import type { SocialProviderConfig } from '../../config/schema.js'
import { checkLoginProject, LoginRefusal } from '../../embedded/social/loginRefusal.js'
import { isUnderOrigins, startSocialLogin } from '../../embedded/social/socialLogins.js'
import {
  providerEndpoints,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../../embedded/social/socialProviders.js'
import { deviceIdField, projectIdField } from './embeddedShared.js'

const body = z
  .object({
    projectId: projectIdField,
    provider: z.string().max(32),
    deviceId: deviceIdField,
    /** The page the callback returns to, with `gangway_social=<result>` added to its query. */
    returnTo: z.string().min(1).max(2_048),
  })
  .openapi('SocialRedirectRequest')

const postRedirect = createRoute({
  method: 'post',
  path: '/embedded/social/redirect',
  summary: "A social login's authorize URL (code flow with PKCE S256)",
  description:
    "Records the login (random state, PKCE verifier, OIDC nonce, the device and returnTo) for 10 minutes and answers the provider's authorize URL; its redirect_uri is this server's `/embedded/social/callback?projectId=…`. 400 SOCIAL_PROVIDER for a provider that is not one of google, x, discord, github, apple, facebook or not configured; 400 SOCIAL_RETURN_TO for a returnTo not under one of the project's origins.",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: "The provider's authorize URL",
      content: {
        'application/json': { schema: z.object({ uri: z.string() }).openapi('SocialRedirect') },
      },
    },
    400: { description: 'Unknown or unconfigured provider, returnTo outside the origins' },
    403: { description: 'A project allowing any origin (*)' },
  },
})

export const socialRedirectRoute: RegisterRoutes = (app, { db, config }) => {
  app.openapi(postRedirect, async (c) => {
    const input = c.req.valid('json')
    const project = c.get('project')
    checkLoginProject(project, input.projectId)
    const provider = input.provider as SocialProvider
    const providerConfig: SocialProviderConfig | undefined = SOCIAL_PROVIDERS.includes(provider)
      ? config.embedded?.social?.[provider]
      : undefined
    if (!providerConfig)
      throw new LoginRefusal(
        'SOCIAL_PROVIDER',
        `provider: ${input.provider.slice(0, 32)} is not a social login of this server`,
        400,
        'provider',
      )
    if (!isUnderOrigins(input.returnTo, project.origins))
      throw new LoginRefusal(
        'SOCIAL_RETURN_TO',
        "returnTo: not a page under one of the project's origins",
        400,
        'returnTo',
      )
    const endpoints = await providerEndpoints(
      provider,
      providerConfig,
      config.limits.upstreamTimeoutMs,
    )
    const redirectUri = `${embeddedBaseUrl(config)}/embedded/social/callback?projectId=${encodeURIComponent(project.id)}`
    const { state, challenge, nonce } = await startSocialLogin(db, {
      projectId: project.id,
      provider,
      deviceId: input.deviceId,
      returnTo: input.returnTo,
      redirectUri,
    })
    const uri = new URL(endpoints.authorizationUrl)
    uri.searchParams.set('response_type', 'code')
    uri.searchParams.set('client_id', providerConfig.clientId)
    uri.searchParams.set('redirect_uri', redirectUri)
    uri.searchParams.set('scope', endpoints.scope)
    uri.searchParams.set('state', state)
    uri.searchParams.set('code_challenge', challenge)
    uri.searchParams.set('code_challenge_method', 'S256')
    if (endpoints.kind === 'oidc') uri.searchParams.set('nonce', nonce)
    c.header('cache-control', 'no-store')
    return c.json({ uri: uri.href }, 200)
  })
}
