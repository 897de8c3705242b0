import type { ChainNamespace } from '@gangway/core/adapter'
import type { TokenBalance } from '@gangway/core/internal'
import { useCallback, useMemo } from 'react'
import { useButtonText } from '../i18n/buttonText.js'
import { balanceText } from '../utils/format.js'
import { selectAccountState } from './accountState.js'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitBalancesResult {
  /** The native balance, a decimal string (undefined until read, or when it cannot be). */
  balance: string | undefined
  symbol: string | undefined
  /**
   * The balance as the account button and the Account view show it (core's `formatBalance`: 3
   * decimals, floored, in the modal's locale: '10,000.000 ETH'); '' until it is read.
   */
  formatted: string
  /** The Tokens tab's list: the native balance first, then the balance source's tokens. */
  tokens: readonly TokenBalance[]
  /** Reads the balances again past the 30 s caches (after a transfer, say). */
  refresh(): Promise<void>
}

const NO_TOKENS: readonly TokenBalance[] = []

/**
 * The balances of one namespace's account (the active one by default), kept current by the kit.
 * Re-renders only when they change.
 */
export function useKitBalances(options: { namespace?: ChainNamespace } = {}): UseKitBalancesResult {
  const kit = useKitInstance()
  const slice = useStoreSelector(kit.stores.chain, (state) => {
    const account = selectAccountState(state, options.namespace)
    return {
      balance: account?.balance,
      symbol: account?.balanceSymbol,
      tokens: account?.tokenBalance ?? NO_TOKENS,
    }
  })
  const { locale } = useButtonText()
  const refresh = useCallback(() => kit.refreshBalances(), [kit])
  return useMemo(
    () => ({ ...slice, formatted: balanceText(slice.balance, slice.symbol, locale), refresh }),
    [slice, locale, refresh],
  )
}
