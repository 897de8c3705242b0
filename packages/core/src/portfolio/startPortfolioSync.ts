import { TIMING } from '../constants.js'
import type { ChainState } from '../controllers/chain/chainController.js'
import { KitError } from '../errors/KitError.js'
import { checkSourceOption } from '../options/checks.js'
import { selectActiveCaipNetwork } from '../selectors/account.js'
import { createBalanceRetryGate } from '../storage/balanceRetryGate.js'
import type { TokenBalance } from '../types/account.js'
import { onDemand } from '../utils/onDemand.js'
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

/** The active namespace, network and address while an account is active, else ''. */
const activeAccountId = (state: ChainState) => {
  const namespace = state.activeNamespace
  const address = namespace ? state.chains[namespace]?.accountState.address : undefined
  return address
    ? `${namespace}|${selectActiveCaipNetwork(state)?.caipNetworkId ?? ''}|${address}`
    : ''
}

/**
 * The portfolio sync, loaded on demand: its code is imported the first time an account is active
 * or `refresh` is called, so a page whose visitor never connects never loads it. An import that
 * fails shows 'Token Balance Unavailable' and is tried again on the next account, network or
 * refresh.
 */
export function startPortfolioSync(
  deps: Pick<
    PortfolioSyncDeps,
    'chain' | 'storage' | 'snackbar' | 'supported' | 'adapterOf' | 'nativeTokenAddresses'
  > & {
    balanceSource: BalanceSource | undefined
    balanceApiUrl: string | undefined
    /** Called when the API at the URL answers 403 (the kit shows 'Invalid App Configuration'). */
    onForbidden?: () => void
    /** How the sync's code is imported (`import()` of syncPortfolio; tests make it fail). */
    loadSync?: () => Promise<typeof import('./syncPortfolio.js')>
  },
): PortfolioSync {
  const sync = onDemand(
    deps.loadSync ?? (() => import('./syncPortfolio.js')),
    ({ createPortfolioSync }) => {
      const { balanceSource, balanceApiUrl, onForbidden, loadSync: _, ...rest } = deps
      const source =
        balanceSource ??
        (balanceApiUrl
          ? createBalanceApiSource({ url: balanceApiUrl, ...(onForbidden && { onForbidden }) })
          : undefined)
      return createPortfolioSync({
        ...rest,
        ...(source && { source }),
        retryGate: createBalanceRetryGate(),
        unavailableMessage: new KitError('TOKEN_BALANCE_UNAVAILABLE'),
        timeoutMs: TIMING.DATA_API_TIMEOUT_MS,
        walletAssetBalances,
      })
    },
  )
  // A failed import shows 'Token Balance Unavailable' and is tried again on the next use: the
  // next account or network, or a refresh.
  const load = () =>
    sync.get().catch(() => {
      deps.snackbar.showError(new KitError('TOKEN_BALANCE_UNAVAILABLE'))
      return undefined
    })
  const unsubscribe = deps.chain.store.subscribe(
    activeAccountId,
    (active) => {
      if (active) void load()
    },
    { fireImmediately: true },
  )
  return {
    async refresh() {
      await (await load())?.refresh()
    },
    dispose() {
      unsubscribe()
      sync.dispose()
    },
  }
}
