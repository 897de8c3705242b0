import { startActivity } from '../activity/startActivity.js'
import type { ActivitySource } from '../activity/types.js'
import type { AdapterRegistry } from '../adapters/registry.js'
import type { ActivityController } from '../controllers/activity/types.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import type { NftsController } from '../controllers/nfts/types.js'
import type { SnackbarController } from '../controllers/snackbar/snackbarController.js'
import type { EventBus } from '../events/createEventBus.js'
import type { FamilyFeatures } from '../families/types.js'
import { startNfts } from '../nfts/startNfts.js'
import type { NftSource } from '../nfts/types.js'
import { onrampSenders } from '../onramp/matching.js'
import type { ResolvedOptions } from '../options/types.js'
import { startPortfolioSync } from '../portfolio/startPortfolioSync.js'
import type { PortfolioSync } from '../portfolio/syncPortfolio.js'
import type { BalanceSource } from '../portfolio/types.js'
import type { KitStorage } from '../storage/types.js'
import type { ChainNamespace } from '../types/chain.js'

export interface AccountData {
  /** Native and token balances (the account button, the Tokens tab). */
  portfolio: PortfolioSync
  /** The account's transactions (the Activity tab). */
  activity: ActivityController
  /** The account's NFTs (the NFTs tab). */
  nfts: NftsController
  dispose(): void
}

/** The kit's account data: balances, activity and NFTs, each from its pluggable source. */
export function startAccountData(deps: {
  chain: ChainController
  adapters: AdapterRegistry
  storage: KitStorage
  snackbar: SnackbarController
  events: EventBus
  options: ResolvedOptions
  balanceSource: BalanceSource | undefined
  activitySource: ActivitySource | undefined
  nftSource: NftSource | undefined
  /** Called when a data API answers 403 (origin or project not allowed). */
  onForbidden?: () => void
}): AccountData {
  const { chain, storage, snackbar, events, options } = deps
  const { families } = options
  const supports =
    (feature: keyof Omit<FamilyFeatures, 'swaps'>) =>
    (namespace: ChainNamespace): boolean =>
      families.get(namespace)?.features?.[feature] === true
  const portfolio = startPortfolioSync({
    chain,
    // On unless the family turns them off: its adapter's getBalance reads the native balance.
    supported: (namespace) => {
      const family = families.get(namespace)
      return family !== undefined && family.features?.balances !== false
    },
    adapterOf: (namespace) => deps.adapters.get(namespace),
    nativeTokenAddresses: (namespace) => families.get(namespace)?.nativeTokenAddress,
    storage,
    snackbar,
    balanceSource: deps.balanceSource,
    balanceApiUrl: options.balanceApiUrl,
    ...(deps.onForbidden && { onForbidden: deps.onForbidden }),
  })
  const activity = startActivity({
    chain,
    supported: supports('activity'),
    snackbar,
    events,
    projectId: options.projectId,
    activitySource: deps.activitySource,
    activityApiUrl: options.activityApiUrl,
    onrampSenders: (network) => onrampSenders(options.onrampProviders ?? [], network),
    ...(deps.onForbidden && { onForbidden: deps.onForbidden }),
  })
  const nfts = startNfts({
    chain,
    supported: supports('nfts'),
    snackbar,
    nftSource: deps.nftSource,
    nftApiUrl: options.nftApiUrl,
    ...(deps.onForbidden && { onForbidden: deps.onForbidden }),
  })
  return {
    portfolio,
    activity,
    nfts,
    dispose() {
      portfolio.dispose()
      activity.dispose()
      nfts.dispose()
    },
  }
}
