import { createRoute, z } from '@hono/zod-openapi'
import { type EmbeddedRoute, embeddedProject, errorResponses } from './embeddedShared.js'

const getProject = createRoute({
  method: 'get',
  path: '/embedded/project',
  summary:
    "What the frame needs of the project: the host origins it answers, each chain's public RPC URL, name and native currency",
  description:
    "Each chain's first `publicRpcUrls` entry, for the frame's reads and sends; a chain without one has no `rpcUrl` here. The `rpcUrls` the server itself uses (often with an API key) are never handed out, nor a chain's bundler URL or paymaster key (`smartAccounts: true` says only that it has ERC-4337).",
  responses: {
    200: {
      description: "The project's origins and the server's chains with their public RPC URL",
      content: {
        'application/json': {
          schema: z
            .object({
              origins: z.array(z.string()),
              chains: z.array(
                z.object({
                  caipNetworkId: z.string(),
                  rpcUrl: z.string().optional(),
                  name: z.string().optional(),
                  native: z.object({ symbol: z.string(), decimals: z.number().int() }),
                  smartAccounts: z.literal(true).optional().openapi({
                    description:
                      'The chain has ERC-4337 (a bundler, chains[].erc4337): smart accounts are enabled there',
                  }),
                  accountFactory: z.string().optional().openapi({
                    description:
                      "With smartAccounts: the SimpleAccountFactory giving the account's address",
                  }),
                  entryPoint: z.string().optional().openapi({
                    description:
                      "With smartAccounts: the EntryPoint (v0.7) of the account's operations",
                  }),
                }),
              ),
            })
            .openapi('EmbeddedProject'),
        },
      },
    },
    ...errorResponses,
  },
})

export const projectRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(getProject, async (c) => {
    const project = embeddedProject(c)
    c.header('cache-control', 'no-cache')
    return c.json(
      {
        origins: [...project.origins],
        chains: deps.config.chains.map((chain) => ({
          caipNetworkId: chain.caipNetworkId,
          ...(chain.publicRpcUrls && { rpcUrl: chain.publicRpcUrls[0] }),
          ...(chain.name && { name: chain.name }),
          native: { symbol: chain.native.symbol, decimals: chain.native.decimals },
          // Only that it has ERC-4337: the bundler's URL and the paymaster's key stay here.
          ...(chain.erc4337 && {
            smartAccounts: true as const,
            accountFactory: chain.erc4337.accountFactory,
            entryPoint: chain.erc4337.entryPoint,
          }),
        })),
      },
      200,
    )
  })
}
