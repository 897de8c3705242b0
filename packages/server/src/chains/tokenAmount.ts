import { formatUnits } from 'viem'
import type { ActivityTransfer, TokenBalance } from '../routes/shared/answerSchemas.js'

/** What a balance or a transfer needs to know of a token. */
export interface TokenInfo {
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
}

/** `raw` base units of a token at `price` USD: its decimal amount and its USD value. */
function amount(decimals: number, raw: bigint, price: number) {
  const numeric = formatUnits(raw, decimals)
  return { numeric, value: price * Number(numeric) }
}

/** One balance of spec §3: `address` is `<caipNetworkId>:<token address>`. */
export function tokenBalance(
  caipNetworkId: string,
  token: TokenInfo & { address: string },
  raw: bigint,
  price: number,
): TokenBalance {
  const { numeric, value } = amount(token.decimals, raw, price)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caipNetworkId,
    address: `${caipNetworkId}:${token.address}`,
    value,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl ?? '',
  }
}

/** One fungible transfer of an activity entry: `raw` base units of `token`. */
export function activityTransfer(
  token: TokenInfo & { price?: number | undefined },
  raw: bigint,
  direction: ActivityTransfer['direction'],
): ActivityTransfer {
  const price = token.price ?? 0
  const { numeric, value } = amount(token.decimals, raw, price)
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl ?? '' } },
    direction,
    quantity: { numeric },
    value,
    price,
  }
}
