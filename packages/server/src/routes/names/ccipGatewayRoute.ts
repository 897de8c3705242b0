import { createRoute, z } from '@hono/zod-openapi'
import type { Hex } from 'viem'
import type { ServerApp, ServerDeps } from '../../app/types.js'
import { answerGatewayRequest } from './ccipGateway.js'
import type { namesStore } from './namesStore.js'

const hex = (what: string) => z.string().regex(/^0x[0-9a-fA-F]*$/, `must be ${what} (0x hex)`)

const gatewayRequest = createRoute({
  method: 'post',
  path: '/names/ccip',
  summary: "EIP-3668 (CCIP-Read) gateway of the names' ENS offchain resolver",
  description:
    'The OffchainLookup of the offchain resolver: `data` is its `resolve(bytes name, bytes data)` call (addr, addr by coin type, text); the answer is `(result, expires, signature)`, signed by the configured signer over keccak256(0x1900, sender, expires, keccak256(data), keccak256(result)). Open to any origin (no project).',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            sender: hex('an address').length(42),
            data: hex('calldata').max(10_000),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'The signed answer',
      content: { 'application/json': { schema: z.object({ data: z.string() }) } },
    },
    400: { description: 'Not a call the gateway answers (the answer says why)' },
  },
})

const CORS = { 'access-control-allow-origin': '*' }

/** `POST /names/ccip` when `names.gateway` is configured (see ccipGateway.ts). */
export function ccipGatewayRoute(
  app: ServerApp,
  { config }: ServerDeps,
  store: ReturnType<typeof namesStore>,
) {
  const gateway = config.names.gateway
  if (!gateway) return
  const deps = {
    suffix: config.names.suffix,
    signerKey: gateway.signerKey as Hex,
    ttlSeconds: gateway.ttlSeconds,
    lookup: (name: string) => store.byName(name),
  }
  app.options('/names/ccip', (c) =>
    c.body(null, 204, {
      ...CORS,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    }),
  )
  app.openapi(gatewayRequest, async (c) => {
    const { sender, data } = c.req.valid('json')
    // Any origin may read the answer, a refusal (GatewayRequestError) included.
    for (const [name, value] of Object.entries(CORS)) c.header(name, value)
    const answer = await answerGatewayRequest(deps, { sender: sender as Hex, data: data as Hex })
    return c.json({ data: answer }, 200)
  })
}
