import type { Kit } from '../kit/types.js'
import { nativeTokenBalance } from '../portfolio/nativeTokenBalance.js'
import type { TokenBalance } from '../types/account.js'
import { isNativeToken, readSendContext, tokenBalanceUnits } from './sendContext.js'

/**
 * The tokens the Send view offers, from the active account's balances on the active network: the
 * native currency first (from the account's balance when no balance source listed it), then the
 * tokens with a balance, in the Tokens tab's order.
 */
export function getSendTokens(kit: Kit): TokenBalance[] {
  const context = readSendContext(kit)
  if (!context) return []
  const { network, accountState } = context
  const onNetwork = accountState.tokenBalance.filter(
    (token) => token.chainId === network.caipNetworkId,
  )
  const listed = onNetwork.find((token) => isNativeToken(kit, token, network))
  const native =
    listed ??
    (accountState.balance === undefined
      ? undefined
      : nativeTokenBalance(
          network,
          accountState.balance,
          (namespace) => kit.families.get(namespace)?.nativeTokenAddress,
        ))
  const tokens = onNetwork.filter((token) => token !== listed && tokenBalanceUnits(token) > 0n)
  return native ? [native, ...tokens] : tokens
}
