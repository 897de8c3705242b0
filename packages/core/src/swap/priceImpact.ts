/**
 * The price impact a swap view shows, percent (spec §9: the difference between the source and
 * destination USD values), never below 0:
 *
 * - The swap API's own figure when it sent one: @gangway/server measures the quote against the
 *   pools' mid price (their reserves), each hop's 0.3 % LP fee left out, so the USD values are the
 *   source amount and the quote both at the mid price. Token prices read from the same pools (the
 *   router's output for one whole token) carry that whole token's own impact and the LP fee, so
 *   comparing a quote with them can come out negative for a small trade.
 * - Otherwise the USD values' difference: what was paid (the source amount less a provider fee
 *   the quote reports) against what the quote gives, at the tokens' USD prices; undefined when a
 *   price is unknown.
 *
 * A quote that gives more than the mid price (a rounding, a pool that moved in the visitor's
 * favour) is no cost: it shows as 0, never as a negative impact.
 */
export function swapPriceImpact(input: {
  /** The swap API's price impact, percent, when it sent one. */
  quoted: number | undefined
  /** USD value of the source amount that is traded (less a provider fee). */
  paidUsd: number
  /** USD value of the quoted destination amount. */
  receivedUsd: number
}): number | undefined {
  const { quoted, paidUsd, receivedUsd } = input
  const impact =
    quoted !== undefined && Number.isFinite(quoted)
      ? quoted
      : paidUsd > 0 && receivedUsd > 0
        ? ((paidUsd - receivedUsd) / paidUsd) * 100
        : undefined
  if (impact === undefined || !Number.isFinite(impact)) return undefined
  return Math.min(100, Math.max(0, impact))
}
