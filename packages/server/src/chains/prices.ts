import { z } from 'zod'
import type { Logger } from '../app/logger.js'

const answer = z.object({ prices: z.record(z.string(), z.number().nonnegative().finite()) })

/**
 * USD prices from the configured price source: `GET {url}?addresses=a,b` answering
 * `{ prices: { [address]: number } }`, within `timeoutMs`. Keys are matched without regard to
 * case. A failing, slow or malformed source answers no prices (logged): a balance never fails
 * for want of a price.
 */
export async function readPrices(
  url: string,
  addresses: readonly string[],
  timeoutMs: number,
  log: Logger,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>()
  if (addresses.length === 0) return prices
  try {
    const target = new URL(url)
    target.searchParams.set('addresses', addresses.join(','))
    const response = await fetch(target, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const parsed = answer.safeParse(await response.json())
    if (!parsed.success) throw new Error('the answer is not { prices: { [address]: number } }')
    for (const [address, price] of Object.entries(parsed.data.prices))
      prices.set(address.toLowerCase(), price)
  } catch (error) {
    log.warn('price source failed', {
      error: error instanceof Error ? error.message : String(error),
    })
  }
  return prices
}
