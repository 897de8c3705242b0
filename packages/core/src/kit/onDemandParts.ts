// The kit's parts whose code is imported on first use, each behind a small stand-in the kit
// creates at once (issue 37): WalletConnect (a pairing or a WalletConnect restore), the wallet
// directory (the Connect view's first listings), the tab sync (another tab's first change) and
// analytics (only with an analytics host). A page that never uses one never downloads it, nor
// runs it. Each import that fails is tried again on the next use (`loadOnce`).
import type { UniversalProviderLike } from '../adapters/types.js'
import { describeError } from '../controllers/connection/connectError.js'
import type { KitLogger } from '../controllers/connection/connectionController.js'
import type { WalletConnectController } from '../controllers/walletConnect/walletConnectController.js'
import type { WalletDirectorySource } from '../directory/types.js'
import type { WalletDirectory } from '../directory/walletDirectory.js'
import type { EventBus } from '../events/createEventBus.js'
import type { CreateAnalyticsOptions } from '../http/createAnalytics.js'
import type { WalletDirectoryOptions } from '../options/types.js'
import { loadOnce } from '../utils/onDemand.js'
import type { DirectoryKit } from './directoryPart.js'
import type { TabSyncDeps } from './tabSync.js'
import type { WalletConnectPartDeps } from './walletConnectPart.js'

/** The kit's side of its WalletConnect part (kit/walletConnectPart.ts). */
export interface WalletConnectOnDemand {
  /** `kit.controllers.walletConnect`: each call that needs the pairing imports the part. */
  controller: WalletConnectController
  /** The kit's one UniversalProvider (the part, then the provider, loaded on the first call). */
  getUniversalProvider(): Promise<UniversalProviderLike>
  /** The modal opens with the WalletConnect row: learns whether pairing can work. */
  checkInstalled(): void
  dispose(): void
}

export function walletConnectOnDemand(deps: WalletConnectPartDeps): WalletConnectOnDemand {
  const part = loadOnce(() =>
    import('./walletConnectPart.js').then((module) => module.createWalletConnectPart(deps)),
  )
  const logFailure = (error: unknown) =>
    deps.logger.warn('Gangway could not load WalletConnect:', describeError(error))
  const controller: WalletConnectController = {
    pair: async () => (await part.get()).walletConnect.pair(),
    // No part yet: no pairing either.
    isPairing: () => part.current()?.walletConnect.isPairing() ?? false,
    refreshUri: () => part.current()?.walletConnect.refreshUri(),
    keepUriFresh() {
      const loaded = part.current()
      if (loaded) return loaded.walletConnect.keepUriFresh()
      let release: (() => void) | undefined
      let released = false
      part.get().then((created) => {
        if (!released) release = created.walletConnect.keepUriFresh()
      }, logFailure)
      return () => {
        released = true
        release?.()
      }
    },
    dispose: () => part.current()?.walletConnect.dispose(),
  }
  return {
    controller,
    getUniversalProvider: async () => (await part.get()).universalProvider.getUniversalProvider(),
    checkInstalled() {
      part.get().then((created) => void created.universalProvider.checkInstalled(), logFailure)
    },
    dispose() {
      const loaded = part.current()
      if (loaded) loaded.dispose()
      else
        part
          .started()
          ?.then((created) => created.dispose())
          .catch(() => undefined)
    },
  }
}

/**
 * `kit.controllers.walletDirectory`: undefined when the host turned the directory off, else a
 * directory whose code (kit/directoryPart.ts: the sources, the listing checks, the catalogue's
 * head) is imported on its first query. What it answers at once it answers as the directory
 * would: a host source as given, a listing's image, and nothing peeked before the first query.
 */
export function walletDirectoryOnDemand(
  hostSource: WalletDirectorySource | undefined,
  option: WalletDirectoryOptions | false | undefined,
  kit: DirectoryKit,
): WalletDirectory | undefined {
  if (!hostSource && option === false) return undefined
  const part = loadOnce(() =>
    import('./directoryPart.js').then((module) =>
      module.createDirectory(hostSource, option || undefined, kit),
    ),
  )
  const directory = () => part.get()
  const source: WalletDirectorySource = hostSource ?? {
    fetchWallets: async (query) => (await directory()).source.fetchWallets(query),
    peekWallets: (query) => part.current()?.source.peekWallets?.(query),
    // The kit's own sources (catalogue, host list, remote directory) use the listing's own URL.
    imageUrl: (listing) => listing.image_url,
  }
  return {
    source,
    getWallets: async (params) => (await directory()).getWallets(params),
    getFeatured: async (request) => (await directory()).getFeatured(request),
    getRecommended: async (request) => (await directory()).getRecommended(request),
    getRecent: async (request) => (await directory()).getRecent(request),
    imageUrl: (listing) => listing.image_url ?? source.imageUrl?.(listing),
  }
}

/**
 * Follows the other tabs of the site (kit/tabSync.ts, imported on the first change another tab
 * makes to the stored connection). Returns the stop.
 */
export function followOtherTabs(deps: TabSyncDeps): () => void {
  const sync = loadOnce(() => import('./tabSync.js').then((module) => module.startTabSync(deps)))
  const stopListening = deps.storage.onExternalChange(() => {
    sync.get().then(
      (tabs) => tabs.changed(),
      (error: unknown) =>
        deps.logger.warn('Could not follow the connection of another tab:', describeError(error)),
    )
  })
  return () => {
    stopListening()
    sync.current()?.stop()
  }
}

/**
 * Analytics (spec §7): sends every event of the bus from now on through the analytics client
 * (http/createAnalytics.ts, imported at once: INITIALIZE is sent at creation), in order; the
 * events sent while it loads wait for it. Returns the unsubscribe.
 */
export function sendAnalytics(
  options: CreateAnalyticsOptions,
  events: Pick<EventBus, 'subscribeEvents'>,
  logger: KitLogger,
): () => void {
  const client = loadOnce(() =>
    import('../http/createAnalytics.js').then(
      (module) => module.createAnalytics(options),
      (error: unknown) => {
        logger.warn('Gangway could not load analytics:', describeError(error))
        throw error
      },
    ),
  )
  return events.subscribeEvents((event) => {
    client.get().then(
      (analytics) => analytics.send(event),
      () => undefined,
    )
  })
}
