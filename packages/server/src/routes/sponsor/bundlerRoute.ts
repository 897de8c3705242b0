import { createRoute, z } from '@hono/zod-openapi'
import { UpstreamError, withoutUrls } from '../../app/errors.js'
import type { RegisterRoutes } from '../../app/types.js'
import { caipNetworkIdSchema } from '../../config/fields.js'
import { fetchProviderJson } from '../../onramp/fetchJson.js'
import { SponsorRefusal } from './sponsorRefusal.js'

/** The bundler methods a smart account's wallet needs (ERC-4337 §RPC); nothing else is relayed. */
export const BUNDLER_METHODS = [
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
] as const

const body = z
  .object({
    caipNetworkId: caipNetworkIdSchema,
    method: z.enum(BUNDLER_METHODS),
    params: z.array(z.unknown()).max(4).default([]),
  })
  .openapi('BundlerRequest')

const route = createRoute({
  method: 'post',
  path: '/sponsor/bundler',
  summary:
    "Relays one ERC-4337 bundler call to the network's bundler (chains[].erc4337.bundlerUrl)",
  description:
    "The bundler's URL stays on the server (it may carry an API key). Only the user-operation methods are relayed; the bundler's own refusal (a JSON-RPC error: an operation that would revert, an account that cannot pay) is answered as 422 BUNDLER_REFUSED with its message.",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: "The bundler's result",
      content: {
        'application/json': {
          schema: z.object({ result: z.unknown() }).openapi('BundlerResult'),
        },
      },
    },
    400: { description: 'INVALID_REQUEST: a method that is not relayed, or malformed params' },
    403: { description: 'NO_BUNDLER: the network has no ERC-4337 bundler' },
    422: { description: "BUNDLER_REFUSED: the bundler's JSON-RPC error (its message)" },
    502: { description: 'UPSTREAM_FAILED: the bundler did not answer in time' },
  },
})

/** `POST /sponsor/bundler`: the frame's way to the bundler of a chain, with a time limit. */
export const bundlerRoute: RegisterRoutes = (app, deps) => {
  app.openapi(route, async (c) => {
    const input = c.req.valid('json')
    const chain = deps.config.chains.find((one) => one.caipNetworkId === input.caipNetworkId)
    const bundlerUrl = chain?.erc4337?.bundlerUrl
    if (!bundlerUrl)
      throw new SponsorRefusal('NO_BUNDLER', `No bundler on ${input.caipNetworkId}`, {
        field: 'caipNetworkId',
      })
    const role = `${input.caipNetworkId} bundler: ${input.method}`
    const { status, body: answer } = await fetchProviderJson(
      role,
      bundlerUrl,
      {
        method: 'POST',
        headers: {},
        body: { jsonrpc: '2.0', id: 1, method: input.method, params: input.params },
      },
      deps.config.limits.upstreamTimeoutMs,
    )
    const json = answer as { result?: unknown; error?: { message?: unknown } } | undefined
    if (json?.error) {
      const message = typeof json.error.message === 'string' ? json.error.message : 'refused'
      throw new SponsorRefusal('BUNDLER_REFUSED', withoutUrls(message).slice(0, 500))
    }
    if (status !== 200 || !json || !('result' in json))
      throw new UpstreamError(`${role} failed`, { detail: `status ${status}` })
    return c.json({ result: json.result ?? null }, 200)
  })
}
