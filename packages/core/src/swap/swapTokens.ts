import { SWAP } from '../constants.js'
import { swapController } from '../controllers/swap/swapController.js'
import type { SwapState, SwapToken } from '../controllers/swap/types.js'
import type { Kit } from '../kit/types.js'
import { isNativeToken, toUnits } from '../send/sendContext.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetwork } from '../types/chain.js'
import type { SwapTokenLists } from './types.js'

const key = (address: string) => address.toLowerCase()

/** The native currency's CAIP-10 placeholder address on `network` (spec §9), or undefined. */
export function nativeSwapAddress(kit: Kit, network: CaipNetwork): string | undefined {
  const placeholder = kit.families.get(network.chainNamespace)?.nativeTokenAddress
  return placeholder ? `${network.caipNetworkId}:${placeholder}` : undefined
}

/** Whether two swap tokens are the same (CAIP-10 addresses compared case-insensitively). */
export const sameToken = (a: SwapToken | undefined, b: SwapToken | undefined): boolean =>
  a !== undefined && b !== undefined && key(a.address) === key(b.address)

/** The amount as typed, in the token's base units; undefined when it is not a decimal number. */
export const amountUnits = (token: SwapToken, amount: string): bigint | undefined =>
  toUnits(amount, token.decimals)

/** The USD price of a token: the state's price map, else the token's own price, else 0. */
export const priceOf = (state: SwapState, token: SwapToken | undefined): number =>
  token ? (state.tokensPriceMap[key(token.address)] ?? token.price ?? 0) : 0

/** The account's balance of `token` in base units (0 when it holds none). */
export function balanceUnits(state: SwapState, token: SwapToken): bigint {
  const held = state.myTokensWithBalance?.find((mine) => sameToken(mine, token)) ?? token
  return held.quantity ? (toUnits(held.quantity.numeric, token.decimals) ?? 0n) : 0n
}

/**
 * The lists the state keeps once the token list is read (spec §3 token lists): every offered
 * token, the popular ones (spec §9's suggested symbols first, in its order), the suggested ones,
 * and the account's tokens with a balance (the balance rows matched to the offered tokens by
 * address, the native row to the native currency; highest USD value first).
 */
export function swapTokenLists(
  kit: Kit,
  network: CaipNetwork,
  tokens: SwapToken[],
  balances: readonly TokenBalance[],
): Pick<SwapState, 'tokens' | 'popularTokens' | 'suggestedTokens' | 'myTokensWithBalance'> {
  const suggested = SWAP.SUGGESTED_TOKENS as readonly string[]
  const rank = (token: SwapToken) => {
    const index = suggested.indexOf(token.symbol.toUpperCase())
    return index < 0 ? suggested.length : index
  }
  const popularTokens = tokens
    .map((token, index) => ({ token, index }))
    .sort((a, b) => rank(a.token) - rank(b.token) || a.index - b.index)
    .map(({ token }) => token)
  const native = nativeSwapAddress(kit, network)
  const byAddress = new Map(tokens.map((token) => [key(token.address), token]))
  const myTokensWithBalance = balances.flatMap((row) => {
    const address = isNativeToken(kit, row, network) ? native : row.address
    const offered = address ? byAddress.get(key(address)) : undefined
    const held = offered && toUnits(row.quantity.numeric, offered.decimals)
    if (!offered || !held || held <= 0n) return []
    const value = row.value > 0 ? row.value : Number(row.quantity.numeric) * offered.price
    return [{ ...offered, value, quantity: { ...row.quantity } }]
  })
  myTokensWithBalance.sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  return {
    tokens,
    popularTokens,
    suggestedTokens: popularTokens.filter((token) => rank(token) < suggested.length),
    myTokensWithBalance,
  }
}

/** Tokens whose symbol, name or address contains `query` (case-insensitive); all for ''. */
function matching(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...tokens]
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) ||
      token.name.toLowerCase().includes(needle) ||
      key(token.address).includes(needle),
  )
}

/**
 * Searches the offered tokens by symbol, name or address (case-insensitive); keeps the matches
 * as `foundTokens` and returns them. An empty query clears the search (`foundTokens` undefined).
 */
export function searchSwapTokens(kit: Kit, query: string): SwapToken[] {
  const controller = swapController(kit)
  const { popularTokens } = controller.getState()
  const found = query.trim() === '' ? undefined : matching(popularTokens ?? [], query)
  controller.setSwapState({ foundTokens: found })
  return found ?? []
}

/**
 * The token pickers' lists from the state (the design doc named it `getSwapTokenLists(kit)`; it
 * takes the state so a view can select it from the store): the account's tokens with a balance
 * first (highest USD value first), then the other offered tokens (spec §9's suggested ones
 * first); `query` filters both by symbol, name or address.
 */
export function getSwapTokenLists(state: SwapState, query = ''): SwapTokenLists {
  const mine = state.myTokensWithBalance ?? []
  const held = new Set(mine.map((token) => key(token.address)))
  const others = (state.popularTokens ?? state.tokens ?? []).filter(
    (token) => !held.has(key(token.address)),
  )
  return { myTokens: matching(mine, query), otherTokens: matching(others, query) }
}
