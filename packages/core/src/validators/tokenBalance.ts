import type { TokenBalance } from '../types/account.js'
import type { CaipNetworkId } from '../types/chain.js'
import { safeImageUrl } from './links.js'
import {
  isNonNegativeNumber as amount,
  isRecord,
  own,
  PLAIN_DECIMAL,
  isBoundedText as text,
} from './untrustedFields.js'

// Loaded on demand with the portfolio sync: of what the first load uses it imports only the one
// image check (validators/links.ts), so a host's bundler keeps the parser out of the first load.

const DIGITS = /^\d{1,3}$/
const MAX_ENTRIES = 500

/**
 * One token balance of spec §3 from untrusted data (a balance API, a custom source): every field
 * of the right type and size, the quantity a plain decimal. Returns undefined for anything else.
 * The chain id is only checked to be a string here: the sync keeps a balance only when it equals
 * the active network's id. Text stays text: the UI never renders it as HTML.
 */
export function parseTokenBalance(value: unknown): TokenBalance | undefined {
  if (!isRecord(value)) return undefined
  const quantity = own(value, 'quantity')
  const chainId = own(value, 'chainId')
  const address = own(value, 'address')
  const fields = {
    name: own(value, 'name'),
    symbol: own(value, 'symbol'),
    iconUrl: own(value, 'iconUrl') ?? '',
    value: own(value, 'value') ?? 0,
    price: own(value, 'price') ?? 0,
  }
  // The icon may be an inline image (a token list's logo), longer than a name: any string, which
  // the image check below bounds; a refused icon drops only the icon.
  if (!text(fields.name) || !text(fields.symbol) || typeof fields.iconUrl !== 'string')
    return undefined
  if (!amount(fields.value) || !amount(fields.price)) return undefined
  if (!text(chainId) || chainId.length === 0) return undefined
  if (address !== undefined && !text(address)) return undefined
  if (!isRecord(quantity)) return undefined
  const decimals = own(quantity, 'decimals')
  const numeric = own(quantity, 'numeric')
  if (typeof decimals !== 'string' || !DIGITS.test(decimals)) return undefined
  if (typeof numeric !== 'string' || !PLAIN_DECIMAL.test(numeric)) return undefined
  return {
    name: fields.name,
    symbol: fields.symbol,
    chainId: chainId as CaipNetworkId,
    ...(address !== undefined && { address }),
    value: fields.value,
    price: fields.price,
    quantity: { decimals, numeric },
    // Rendered as an image: only what the image check accepts.
    iconUrl: safeImageUrl(fields.iconUrl) ?? '',
  }
}

/**
 * A balance API answer (`{ balances: [...] }`, or the list itself) as token balances: invalid
 * entries and tokens with decimals 0 (spec §3) are dropped. Returns undefined when the answer is
 * not a list at all, so the caller can tell "no tokens" from "no answer".
 */
export function parseTokenBalances(response: unknown): TokenBalance[] | undefined {
  const list = Array.isArray(response)
    ? response
    : isRecord(response)
      ? own(response, 'balances')
      : undefined
  if (!Array.isArray(list)) return undefined
  const parsed: TokenBalance[] = []
  for (const entry of list.slice(0, MAX_ENTRIES)) {
    const balance = parseTokenBalance(entry)
    // Spec §3: tokens with decimals 0 are dropped.
    if (balance && Number(balance.quantity.decimals) !== 0) parsed.push(balance)
  }
  return parsed
}

/** Only the balances of one network. */
export function balancesOnNetwork(
  balances: readonly TokenBalance[],
  caipNetworkId: CaipNetworkId,
): TokenBalance[] {
  return balances.filter((balance) => balance.chainId === caipNetworkId)
}
