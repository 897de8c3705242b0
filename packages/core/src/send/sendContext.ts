import { isSmartAccount } from '../activity/smartAccount.js'
import type { ChainAdapter } from '../adapters/types.js'
import { KitError } from '../errors/KitError.js'
import type { ChainFamily } from '../families/types.js'
import type { Kit } from '../kit/types.js'
import { isNativeBalance } from '../portfolio/nativeTokenBalance.js'
import { activeAccount } from '../selectors/activeAccount.js'
import type { AccountState, TokenBalance } from '../types/account.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import { parseUnits } from '../utils/parseUnits.js'

/** What a send is made from: the active account, its family, adapter and network. */
export interface SendContext {
  namespace: ChainNamespace
  family: ChainFamily
  network: CaipNetwork
  address: string
  accountState: AccountState
  adapter: ChainAdapter | undefined
  isSmartAccount: boolean
}

/** The active account's send context, or undefined while no account is active. */
export function readSendContext(kit: Kit): SendContext | undefined {
  const account = activeAccount(kit.stores.chain.getState())
  const family = account && kit.families.get(account.namespace)
  if (!account || !family) return undefined
  return {
    namespace: account.namespace,
    family,
    network: account.network,
    address: account.address,
    accountState: account.accountState,
    adapter: kit.getAdapter(account.namespace),
    isSmartAccount: isSmartAccount(account.accountState),
  }
}

/** The send context; throws WALLET_NOT_CONNECTED while no account is active. */
export function requireSendContext(kit: Kit): SendContext {
  const context = readSendContext(kit)
  if (!context) {
    const namespace = kit.stores.chain.getState().activeNamespace ?? 'the active chain'
    throw new KitError('WALLET_NOT_CONNECTED', { params: { namespace, method: 'send' } })
  }
  return context
}

/** Whether `token` is the network's native currency (the family's placeholder address or none). */
export function isNativeToken(kit: Kit, token: TokenBalance, network: CaipNetwork): boolean {
  return isNativeBalance(
    token,
    network,
    (namespace) => kit.families.get(namespace)?.nativeTokenAddress,
  )
}

/** The token's contract (or mint): the last part of a CAIP-10 style `chainId:address` address. */
export function tokenContract(token: TokenBalance): string | undefined {
  const address = token.address?.split(':').at(-1)
  return address ? address : undefined
}

/** The token's decimals (0 when the balance does not say). */
export function tokenDecimals(token: TokenBalance): number {
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : 0
}

/** A decimal string in `decimals` units, or undefined when it is not a plain decimal number. */
export function toUnits(amount: string | undefined, decimals: number): bigint | undefined {
  if (amount === undefined || !/^\d*\.?\d*$/.test(amount.trim()) || !/\d/.test(amount))
    return undefined
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}

/** The token's balance in its base units (0 when unreadable). */
export function tokenBalanceUnits(token: TokenBalance): bigint {
  return toUnits(token.quantity.numeric, tokenDecimals(token)) ?? 0n
}

/** The native balance of the account in base units: the native token row, else the account's. */
export function nativeBalanceUnits(kit: Kit, context: SendContext): bigint | undefined {
  const { network, accountState } = context
  const row = accountState.tokenBalance.find((token) => isNativeToken(kit, token, network))
  if (row) return tokenBalanceUnits(row)
  return toUnits(accountState.balance, network.nativeCurrency.decimals)
}

/** The USD price of the native currency when a balance source reports one. */
export function nativePrice(kit: Kit, context: SendContext): number | undefined {
  const chosen = kit.stores.send.getState().token
  const rows = chosen
    ? [chosen, ...context.accountState.tokenBalance]
    : context.accountState.tokenBalance
  const row = rows.find((token) => isNativeToken(kit, token, context.network) && token.price > 0)
  return row?.price
}
