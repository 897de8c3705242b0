import type { TokenBalance } from '../types/account.js'
import type { CaipNetwork } from '../types/chain.js'

/** The native token's placeholder address of a namespace (its family's `nativeTokenAddress`). */
export type NativeTokenAddresses = (namespace: CaipNetwork['chainNamespace']) => string | undefined

/** The network's native currency as a token balance (no price source: price and value 0). */
export function nativeTokenBalance(
  network: CaipNetwork,
  numeric: string,
  addresses: NativeTokenAddresses,
): TokenBalance {
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    address: `${network.caipNetworkId}:${addresses(network.chainNamespace) ?? ''}`,
    value: 0,
    price: 0,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric },
    iconUrl: network.assets?.imageUrl ?? '',
  }
}

/** Whether a balance is the network's native currency (no token address, or the native one). */
export function isNativeBalance(
  balance: TokenBalance,
  network: CaipNetwork,
  addresses: NativeTokenAddresses,
): boolean {
  if (balance.chainId !== network.caipNetworkId) return false
  if (balance.address === undefined) return true
  // A family without a placeholder address (bip122, TON): the row `nativeTokenBalance` makes.
  const native = addresses(network.chainNamespace)?.toLowerCase() ?? ''
  const address = balance.address.toLowerCase()
  return (
    (native !== '' && address === native) ||
    address === `${network.caipNetworkId}:${native}`.toLowerCase()
  )
}

/**
 * The Tokens tab's list: the source's tokens on this network, with the native balance the adapter
 * read first when the source did not list it; the rest by USD value, then by name.
 */
export function mergeNativeBalance(
  tokens: readonly TokenBalance[],
  network: CaipNetwork,
  native: TokenBalance | undefined,
  addresses: NativeTokenAddresses,
): TokenBalance[] {
  const onNetwork = tokens.filter((token) => token.chainId === network.caipNetworkId)
  const listed = onNetwork.find((token) => isNativeBalance(token, network, addresses))
  const rest = onNetwork
    .filter((token) => token !== listed)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
  const first = listed ?? native
  return first ? [first, ...rest] : rest
}
