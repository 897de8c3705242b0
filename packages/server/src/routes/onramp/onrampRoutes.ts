import { DEFAULT_ONRAMP_NETWORKS } from '@gangway/core/onramp'
import { createRoute, z } from '@hono/zod-openapi'
import { clientAddress } from '../../app/clientAddress.js'
import { refusal } from '../../app/errors.js'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { createCoinbaseSession } from '../../onramp/coinbaseSession.js'
import { createTransakSessions } from '../../onramp/transakSession.js'
import { isAccountAddress } from '../shared/accountQuery.js'

const body = z
  .object({
    provider: z.enum(['coinbase', 'transak']),
    address: z.string().max(128).openapi({ description: 'Where the provider delivers' }),
    network: z
      .string()
      .refine(
        (id) => DEFAULT_ONRAMP_NETWORKS.includes(id),
        'must be a network the providers sell on',
      )
      .openapi({ description: 'CAIP-2: a spec §9 card chain or Solana mainnet' }),
    asset: z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be an asset symbol such as ETH or USDC'),
    amount: z.number().positive().max(1_000_000).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
      .optional(),
    projectId: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (!isAccountAddress(value.network, value.address))
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: "must be an address of the network's family",
      })
  })

const answer = z.object({ url: z.string().url() }).openapi('OnRampSession')

const postSession = createRoute({
  method: 'post',
  path: '/onramp/session',
  summary:
    "An on-ramp provider's widget URL for an address (Coinbase session token, Transak widget URL)",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: { description: 'The widget URL', content: { 'application/json': { schema: answer } } },
    404: { description: 'A provider this server has no credentials for' },
    502: { description: 'The provider refused or did not answer' },
  },
})

/** The page's host (Transak's referrerDomain): the Origin the project gate allowed. */
function referrerDomain(origin: string | undefined): string | undefined {
  if (!origin) return undefined
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/**
 * `POST /onramp/session`: the widget URL of a provider the operator configured, made on the
 * server with its credentials (both providers now require it: Coinbase's session tokens, Transak's
 * Create Widget URL API), for the account, network and asset the visitor chose.
 */
export const onrampRoutes: RouteGroup = routeGroup((app, { config }) => {
  const onramp = config.onramp
  if (!onramp) return
  const timeoutMs = config.limits.upstreamTimeoutMs
  const transak = onramp.transak && createTransakSessions(onramp.transak, timeoutMs)
  app.openapi(postSession, async (c) => {
    const request = c.req.valid('json')
    const domain = referrerDomain(c.req.header('origin'))
    if (!domain) throw refusal(400, 'INVALID_REQUEST', 'an Origin header is required', 'origin')
    const session = {
      address: request.address,
      network: request.network,
      asset: request.asset,
      amount: request.amount,
      currency: request.currency,
      clientIp: clientAddress(c, config.trustedProxies),
      referrerDomain: domain,
    }
    if (request.provider === 'coinbase' && onramp.coinbase)
      return c.json({ url: await createCoinbaseSession(onramp.coinbase, session, timeoutMs) }, 200)
    if (request.provider === 'transak' && transak)
      return c.json({ url: await transak.createWidgetUrl(session) }, 200)
    throw refusal(
      404,
      'NOT_FOUND',
      `provider: ${request.provider} is not configured here`,
      'provider',
    )
  })
})
