import type { Logger } from '../app/logger.js'
import type { TokenBalance } from '../routes/shared/answerSchemas.js'
import { readPrices } from './prices.js'

/**
 * `balances` (priced at their tokens' fixed prices) repriced from the configured price source:
 * a balance the source prices gets its price and value from it; the others keep their fixed
 * price (or 0). A failing source changes nothing.
 */
export async function withSourcePrices(
  balances: Promise<TokenBalance[]>,
  source: { url: string } | undefined,
  addresses: readonly string[],
  context: { timeoutMs: number; log: Logger },
): Promise<TokenBalance[]> {
  if (!source) return balances
  const [read, prices] = await Promise.all([
    balances,
    readPrices(source.url, addresses, context.timeoutMs, context.log),
  ])
  return read.map((balance) => {
    const price = prices.get(balance.address.toLowerCase())
    if (price === undefined) return balance
    return { ...balance, price, value: price * Number(balance.quantity.numeric) }
  })
}
