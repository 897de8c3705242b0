import type { ChainState } from '../controllers/chain/chainController.js'
import { ERROR_CATALOGUE } from '../errors/catalogue.js'
import { onDemand } from '../kit/onDemand.js'
import { checkSourceOption } from '../options/checks.js'
import { createBalanceRetryGate } from '../storage/balanceRetryGate.js'
import type { TokenBalance } from '../types/account.js'
import { filterTokenBalances, parseWalletAssets } from '../validators/walletAssets.js'
import { createBalanceApiSource } from './balanceApiSource.js'
import type { PortfolioSync, PortfolioSyncDeps } from './syncPortfolio.js'
import type { BalanceSource } from './types.js'

/** The host's `balanceSource`, checked now (createKit throws 'Invalid option balanceSource'). */
export const checkBalanceSource = (value: unknown) =>
  checkSourceOption<BalanceSource>('balanceSource', value, 'getBalances')

/** A `wallet_getAssets` answer as Tokens-tab balances (spec §5 checks), or undefined. */
function walletAssetBalances(response: unknown, chainId: number): TokenBalance[] | undefined {
  const parsed = parseWalletAssets(response, chainId)
  return parsed.ok ? filterTokenBalances(parsed.balances) : undefined
}

const hasActiveAddress = (state: ChainState) => {
  const namespace = state.activeNamespace
  return Boolean(namespace && state.chains[namespace]?.accountState.address)
}

/**
 * The portfolio sync, loaded on demand: its code is imported the first time an account is active
 * or `refresh` is called, so a page whose visitor never connects never loads it.
 */
export function startPortfolioSync(
  deps: Pick<
    PortfolioSyncDeps,
    'chain' | 'storage' | 'snackbar' | 'supported' | 'adapterOf' | 'nativeTokenAddresses'
  > & {
    balanceSource: BalanceSource | undefined
    balanceApiUrl: string | undefined
  },
): PortfolioSync {
  const sync = onDemand(
    () => import('./syncPortfolio.js'),
    ({ createPortfolioSync }) => {
      const { balanceSource, balanceApiUrl, ...rest } = deps
      const source =
        balanceSource ??
        (balanceApiUrl ? createBalanceApiSource({ url: balanceApiUrl }) : undefined)
      return createPortfolioSync({
        ...rest,
        ...(source && { source }),
        retryGate: createBalanceRetryGate(),
        unavailableMessage: ERROR_CATALOGUE.TOKEN_BALANCE_UNAVAILABLE.short,
        walletAssetBalances,
      })
    },
  )
  const unsubscribe = deps.chain.store.subscribe(
    hasActiveAddress,
    (active) => {
      if (active) void sync.get()
    },
    { fireImmediately: true },
  )
  return {
    async refresh() {
      await (await sync.get())?.refresh()
    },
    dispose() {
      unsubscribe()
      sync.dispose()
    },
  }
}
