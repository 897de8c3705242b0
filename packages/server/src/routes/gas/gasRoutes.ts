import { createRoute, z } from '@hono/zod-openapi'
import { refusal } from '../../app/errors.js'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import type { ChainClient } from '../../chains/chainClients.js'

const query = z.object({
  chainId: z
    .string()
    .regex(/^(eip155:)?\d{1,20}$/, 'must be an EVM chain id (1 or eip155:1)')
    .transform((value) => (value.startsWith('eip155:') ? value : `eip155:${value}`)),
  projectId: z.string().optional(),
})

const wei = z.string().regex(/^\d+$/).openapi({ description: 'wei, decimal' })
const answer = z.object({ standard: wei, fast: wei, instant: wei }).openapi('GasPrice')

const getGasPrice = createRoute({
  method: 'get',
  path: '/gas-price',
  summary: 'Gas price of an EVM chain: standard, fast and instant (wei per gas)',
  request: { query },
  responses: {
    200: { description: 'Gas prices', content: { 'application/json': { schema: answer } } },
    404: { description: 'A chain this server does not serve' },
  },
})

/** Priority fees at these percentiles of the last blocks' tips: standard, fast, instant. */
const PERCENTILES = [25, 50, 90]
const BLOCKS = '0x5'

const median = (values: bigint[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[Math.floor(values.length / 2)] ?? 0n

/**
 * The next block's base fee plus the median tip paid at the 25th, 50th and 90th percentile over
 * the last 5 blocks (`eth_feeHistory`); a chain without EIP-1559 answers `eth_gasPrice` plus
 * 0 %, 10 % and 25 %.
 */
export async function readGasPrice(chain: ChainClient) {
  try {
    const history = await chain.request<{ baseFeePerGas: string[]; reward?: string[][] }>(
      'eth_feeHistory',
      [BLOCKS, 'latest', PERCENTILES],
    )
    const base = BigInt(history.baseFeePerGas.at(-1) ?? '0x0')
    const tips = PERCENTILES.map((_, index) =>
      median((history.reward ?? []).map((row) => BigInt(row[index] ?? '0x0'))),
    )
    const [standard = 0n, fast = 0n, instant = 0n] = tips.map((tip) => base + tip)
    if (base > 0n) return { standard, fast, instant }
  } catch {
    // No fee history on this chain: the legacy gas price below.
  }
  const price = BigInt(await chain.request<string>('eth_gasPrice'))
  return { standard: price, fast: (price * 110n) / 100n, instant: (price * 125n) / 100n }
}

export const gasRoutes: RouteGroup = routeGroup((app, { chains }) => {
  app.openapi(getGasPrice, async (c) => {
    const { chainId } = c.req.valid('query')
    const chain = chains.get(chainId)
    if (!chain) throw refusal(404, 'NOT_FOUND', `chainId: ${chainId} is not served here`, 'chainId')
    // A price a page shows: it may be read at a head up to HEAD_SHARE_MS old (blockReads.ts).
    const price = await readGasPrice(chain.sharedHead)
    return c.json(
      {
        standard: price.standard.toString(),
        fast: price.fast.toString(),
        instant: price.instant.toString(),
      },
      200,
    )
  })
})
