import { checkActivitySource } from './activity/startActivity.js'
import { createAdapterRegistry } from './adapters/registry.js'
import type { ChainAdapter } from './adapters/types.js'
import { createAlertController } from './controllers/alert/alertController.js'
import { createChainController } from './controllers/chain/chainController.js'
import { describeError } from './controllers/connection/connectError.js'
import {
  createConnectionController,
  type ReconnectOutcome,
} from './controllers/connection/connectionController.js'
import { createBrowserEnvironment } from './controllers/connection/environment.js'
import { createConnectorsController } from './controllers/connectors/connectorsController.js'
import { createModalController } from './controllers/modal/modalController.js'
import { createOptionsController } from './controllers/options/optionsController.js'
import { createRouterController } from './controllers/router/routerController.js'
import { createSendController } from './controllers/send/sendController.js'
import { createSnackbarController } from './controllers/snackbar/snackbarController.js'
import { createThemeController } from './controllers/theme/themeController.js'
import { KitError } from './errors/KitError.js'
import { mapProviderError } from './errors/providerErrors.js'
import { createEventBus } from './events/createEventBus.js'
import { startAccountData } from './kit/accountData.js'
import { connectAdapters } from './kit/connectAdapters.js'
import { createSessionNamespaceConnector } from './kit/connectSessionNamespaces.js'
import {
  followOtherTabs,
  sendAnalytics,
  walletConnectOnDemand,
  walletDirectoryOnDemand,
} from './kit/onDemandParts.js'
import { attachSiwx } from './kit/siwxHook.js'
import type { CreateKitOptions, Kit, KitAccount } from './kit/types.js'
import { checkNftSource } from './nfts/startNfts.js'
import { resolveOptions } from './options/resolveOptions.js'
import { checkBalanceSource } from './portfolio/startPortfolioSync.js'
import {
  selectAccount,
  selectActiveCaipNetwork,
  selectConnectorId,
  selectIsConnected,
} from './selectors/account.js'
import { createStorage } from './storage/createStorage.js'
import type { ChainNamespace } from './types/chain.js'

/**
 * Creates one kit: validates and resolves the options, then creates each part after the parts
 * it needs (event bus, storage, adapters, chain, connectors, connection, router, modal, account
 * data), sets each adapter up with its family's networks, follows the adapters' events, and sends
 * MODAL_CREATED and INITIALIZE. Adapter set-up and the restore of a stored connection run in the
 * background: await `kit.ready`. WalletConnect, the wallet directory, the tab sync and analytics
 * are imported on their first use (kit/onDemandParts.ts): a page that never uses one never loads
 * it.
 *
 * Nothing is shared between kits, and nothing touches `window` until a method needs it.
 *
 * @example
 * const kit = createKit({ networks: [mainnet], adapters: [new EvmAdapter()], projectId })
 * await kit.ready
 * await kit.open()
 */
export function createKit(input: CreateKitOptions): Kit {
  const {
    walletConnect: walletConnectOptions,
    logger: hostLogger,
    environment: hostEnvironment,
    reconnectOnStart = true,
    walletDirectorySource,
    balanceSource,
    activitySource,
    nftSource,
    ...kitOptions
  } = input
  const options = resolveOptions(kitOptions)
  const { families } = options
  const hostBalanceSource = checkBalanceSource(balanceSource)
  const hostActivitySource = checkActivitySource(activitySource)
  const hostNftSource = checkNftSource(nftSource)
  const logger = hostLogger ?? console
  const environment = hostEnvironment ?? createBrowserEnvironment()
  const lifetime = new AbortController()

  const events = createEventBus()
  const runtimeOptions = createOptionsController(options)
  const theme = createThemeController(options)
  const storage = createStorage(options.storage ? { backend: options.storage } : {})

  // Every family of the host's networks that no host adapter serves gets the universal adapter
  // (WalletConnect only), unless WalletConnect is off or the family has no WalletConnect part.
  const hostAdapters: readonly ChainAdapter[] = options.adapters
  const served = new Set(hostAdapters.map((adapter) => adapter.family.namespace))
  const universalFamilies = options.enableWalletConnect
    ? [...new Set(options.networks.map((network) => network.chainNamespace))]
        .filter((namespace) => !served.has(namespace))
        .flatMap((namespace) => {
          const family = families.get(namespace)
          return family?.walletConnect ? [family] : []
        })
    : []
  const adapters = createAdapterRegistry((adapter, error) => {
    logger.warn(`The ${adapter.family.namespace} adapter failed to stop:`, describeError(error))
  })
  for (const adapter of hostAdapters) adapters.add(adapter)
  const basicPairing = hostAdapters.length === 0

  const chain = createChainController({
    storage,
    namespaces: [...hostAdapters, ...universalFamilies].map((item) =>
      'family' in item ? item.family.namespace : item.namespace,
    ),
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    defaultAccountType: (namespace) =>
      options.defaultAccountTypes[namespace] ?? families.get(namespace)?.accountTypes[0],
    allowUnsupportedChain: () => options.allowUnsupportedChain,
    basicPairing,
  })
  const connectors = createConnectorsController({
    storage,
    namespaces: chain.getNamespaces,
    walletConnect: options.enableWalletConnect,
  })
  const send = createSendController()
  const connection = createConnectionController({
    ...{ chain, connectors, adapters, families, send, storage, events, logger, environment },
    signal: lifetime.signal,
  })
  if (basicPairing) connection.setWcBasic(true)

  // WalletConnect (the provider manager, the pairing), imported on first use.
  const walletConnect = walletConnectOnDemand({
    ...{ options, walletConnectOptions, chain, connectors, connection, logger },
  })

  const isConnected = (namespace?: ChainNamespace) => selectIsConnected(chain.getState(), namespace)
  const router = createRouterController({
    events,
    isConnected: () => isConnected(),
    clearFarcasterUrl: () => {
      const namespace = chain.getState().activeNamespace
      if (namespace) chain.updateAccountState(namespace, { farcasterUrl: undefined })
    },
    reloadAuthConnector: () => {
      const auth = connectors.getAuthConnector()
      const adapter = auth && adapters.get(auth.chain)
      if (adapter) connectors.setConnectors(auth.chain, adapter.getConnectors())
    },
  })
  const modal = createModalController({
    router,
    events,
    isConnected,
    hasAdapters: () => hostAdapters.length > 0,
    isMobile: () => environment.isMobile(),
    embedded: options.enableEmbedded,
    beforeOpen: ({ namespace }) => {
      connectors.filterByNamespace(namespace)
      // Whether pairing can work, learned before a visitor picks a row that needs it (an
      // import only, not awaited: with the package installed it is the chunk pairing loads).
      if (connectors.getState().walletConnect === 'enabled') walletConnect.checkInstalled()
    },
  })
  const snackbar = createSnackbarController()
  const alert = createAlertController({ events })

  const getAccount = (namespace?: ChainNamespace): KitAccount => {
    const account = selectAccount(chain.getState(), namespace)
    return { ...account, connectorId: selectConnectorId(chain.getState(), account.namespace) }
  }

  // Analytics (spec §7) only with an analytics host and a project id, and while the feature is on.
  const stopAnalytics =
    options.analyticsUrl && options.projectId
      ? sendAnalytics(
          {
            enabled: () => runtimeOptions.getState().features.analytics,
            endpoint: options.analyticsUrl,
            projectId: options.projectId,
            sdkType: () => runtimeOptions.getState().sdkType,
            sdkVersion: () => runtimeOptions.getState().sdkVersion,
            getAddress: () => getAccount().address,
            showAlert: (error) => alert.showError(error),
          },
          events,
          logger,
        )
      : undefined

  const walletDirectory = walletDirectoryOnDemand(walletDirectorySource, options.walletDirectory, {
    ...{ options, chain, connectors },
  })

  const accountData = startAccountData({
    ...{ chain, adapters, storage, snackbar, events, options },
    balanceSource: hostBalanceSource,
    activitySource: hostActivitySource,
    nftSource: hostNftSource,
    onForbidden: () => alert.showError(new KitError('ALERT_INVALID_APP_CONFIGURATION')),
  })

  // Wiring: who hears whom, once every part exists.
  const unsubscribes: (() => void)[] = [
    ...(stopAnalytics ? [stopAnalytics] : []),
    router.onCloseRequest(() => modal.close()),
    // One pairing serves every namespace: the session's other namespaces connect too.
    connection.onPaired(
      createSessionNamespaceConnector({
        getUniversalProvider: walletConnect.getUniversalProvider,
        ...{ chain, adapters, connection, connectors, logger },
      }),
    ),
    chain.onUnsupportedNetwork(() => {
      if (modal.getState().open) router.push('UnsupportedChain')
      else void modal.open({ view: 'UnsupportedChain' })
    }),
    // The connect view's filter follows the modal: cleared when it closes.
    modal.store.subscribe(
      (state) => state.open,
      (open) => {
        if (!open) connectors.filterByNamespace(undefined)
      },
    ),
    // ... and set while it is open (`setFilter`: a family picked in Networks).
    modal.store.subscribe(
      (state) => state.filterByNamespace,
      (namespace) => {
        if (modal.getState().open) connectors.filterByNamespace(namespace)
      },
    ),
  ]
  // The embedded wallet (only with `embeddedWallet`): its providers' small module loads before
  // the adapters are set up; its login code and frame on first use (a login or a restore).
  const embedded =
    options.embeddedWallet &&
    import('./kit/embeddedHook.js').then((module) =>
      module.attachEmbedded(options, logger, () => kit, lifetime.signal),
    )
  const adapterLinks = connectAdapters({
    adapters,
    universalFamilies,
    ...{ chain, connectors, connection, families, logger },
    projectId: options.projectId,
    getUniversalProvider: walletConnect.getUniversalProvider,
    pairWalletConnect: walletConnect.controller.pair,
    requestTimeoutMs: walletConnectOptions?.requestTimeoutMs,
    embedded,
  })

  let reconnecting: Promise<ReconnectOutcome> | undefined
  const reconnectOnce = () => {
    reconnecting ??= connection.reconnect().finally(() => {
      reconnecting = undefined
    })
    return reconnecting
  }
  const adaptersReady = adapterLinks.setUp()
  const ready = adaptersReady
    .then(async () => {
      if (reconnectOnStart && !lifetime.signal.aborted) await reconnectOnce()
    })
    .catch((error: unknown) => {
      logger.error('Gangway could not restore the stored connection:', describeError(error))
    })

  // Another tab of the site disconnecting, connecting or switching is followed here.
  unsubscribes.push(
    followOtherTabs({
      ...{ storage, chain, connection, send, events, logger },
      signal: lifetime.signal,
      started: ready,
      followConnects: reconnectOnStart,
    }),
  )

  const siwx = attachSiwx({
    ...{ siwx: options.siwx, chain, adapters, modal, router, events, logger },
    disconnect: (namespace) => connection.disconnect(namespace),
  })

  // Sent once every controller (and the analytics client, which reads the account) exists.
  events.send('MODAL_CREATED', {})
  events.send('INITIALIZE', {})

  const kit: Kit = {
    options,
    families,
    stores: {
      chain: chain.store,
      connectors: connectors.store,
      connection: connection.store,
      send: send.store,
      router: router.store,
      modal: modal.store,
      snackbar: snackbar.store,
      alert: alert.store,
      theme: theme.store,
      options: runtimeOptions.store,
      activity: accountData.activity.store,
      nfts: accountData.nfts.store,
    },
    ready,
    controllers: {
      ...{ events, storage, router, modal, snackbar, alert, connectors, chain, connection, send },
      ...{ theme, runtimeOptions, walletDirectory, environment },
      walletConnect: walletConnect.controller,
      activity: accountData.activity,
      nfts: accountData.nfts,
      getUniversalProvider: walletConnect.getUniversalProvider,
      siwx,
      embedded,
    },
    subscribeEvents: events.subscribeEvents,
    open: (openOptions) => modal.open(openOptions),
    close: () => modal.close(),
    async connect(params) {
      await adaptersReady
      return connection.connect(params)
    },
    async disconnect(namespace) {
      await adaptersReady
      return connection.disconnect(namespace)
    },
    async switchNetwork(caipNetwork) {
      await adaptersReady
      const namespace = caipNetwork.chainNamespace
      const adapter = adapters.require(namespace)
      if (connection.getStatus(namespace) === 'connected') {
        try {
          await adapter.switchNetwork({ caipNetwork })
        } catch (error) {
          throw mapProviderError(error) ?? error
        }
      }
      chain.setActiveCaipNetwork(caipNetwork)
      events.send('SWITCH_NETWORK', { namespace, network: caipNetwork.caipNetworkId })
    },
    async reconnect() {
      await adaptersReady
      return reconnectOnce()
    },
    getAccount,
    async setActiveAccount({ address, namespace }) {
      await adaptersReady
      const ns = namespace ?? chain.getState().activeNamespace
      if (!ns) throw new KitError('CHAIN_REQUIRED')
      return connection.setActiveAccount(ns, address)
    },
    getProvider(namespace) {
      const ns = namespace ?? chain.getState().activeNamespace
      if (!ns || connection.getStatus(ns) !== 'connected') return undefined
      return adapters.get(ns)?.getProvider()
    },
    getAdapter(namespace) {
      const ns = namespace ?? chain.getState().activeNamespace
      return ns ? adapters.get(ns) : undefined
    },
    getActiveCaipNetwork: () => selectActiveCaipNetwork(chain.getState()),
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    setLocale: theme.setLocale,
    refreshBalances: () => accountData.portfolio.refresh(),
    async removeAdapter(namespace) {
      await adaptersReady
      if (connection.getStatus(namespace) !== 'disconnected') {
        await connection.disconnect(namespace).catch(() => {
          // Already logged and sent as DISCONNECT_ERROR; the state is reset either way.
        })
      }
      await adapterLinks.remove(namespace)
      chain.removeNamespace(namespace)
    },
    async destroy() {
      if (lifetime.signal.aborted) return
      lifetime.abort()
      accountData.dispose()
      siwx?.dispose()
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
      router.dispose()
      modal.dispose()
      snackbar.dispose()
      walletConnect.dispose()
      await adapterLinks.destroy()
    },
  }
  return kit
}
