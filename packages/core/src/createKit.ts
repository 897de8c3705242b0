import { checkActivitySource } from './activity/startActivity.js'
import type { AdapterContext, ChainAdapter } from './adapters/types.js'
import { UniversalAdapter } from './adapters/UniversalAdapter.js'
import { createAlertController } from './controllers/alert/alert.js'
import { createChainController } from './controllers/chain/chainController.js'
import { followAdapterEvents } from './controllers/connection/adapterEvents.js'
import { describeError } from './controllers/connection/connectError.js'
import {
  createConnectionController,
  type ReconnectOutcome,
} from './controllers/connection/connectionController.js'
import { createBrowserEnvironment } from './controllers/connection/environment.js'
import { createConnectorsController } from './controllers/connectors/connectorsController.js'
import { createModalController } from './controllers/modal/modal.js'
import { createOptionsController } from './controllers/options/optionsController.js'
import { createRouterController } from './controllers/router/router.js'
import { createSendController } from './controllers/send/sendState.js'
import { createSnackbarController } from './controllers/snackbar/snackbar.js'
import { createThemeController } from './controllers/theme/theme.js'
import { createWalletConnectController } from './controllers/walletConnect/walletConnectController.js'
import { defaultDirectorySource } from './directory/defaultSource.js'
import { createKitWalletDirectory } from './directory/kitDirectory.js'
import { mapProviderError } from './errors/providerErrors.js'
import { createEventBus } from './events/createEventBus.js'
import { createAnalytics } from './http/createAnalytics.js'
import { startAccountData } from './kit/accountData.js'
import { createSessionNamespaceConnector } from './kit/connectSessionNamespaces.js'
import type { CreateKitOptions, Kit, KitAccount } from './kit/types.js'
import { checkNftSource } from './nfts/startNfts.js'
import { resolveOptions } from './options/resolveOptions.js'
import { checkBalanceSource } from './portfolio/startPortfolioSync.js'
import { createStorage } from './storage/createStorage.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from './types/chain.js'
import { createUniversalProviderManager } from './walletconnect/universalProviderManager.js'

/**
 * Creates one kit: validates and resolves the options, creates the event bus, storage and every
 * store and controller, constructs each adapter with its namespace's networks, follows the
 * adapters' events, discovers connectors, and sends MODAL_CREATED and INITIALIZE. Adapter set-up
 * and the restore of a stored connection run in the background: await `kit.ready`.
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
  const hostBalanceSource = checkBalanceSource(balanceSource)
  const hostActivitySource = checkActivitySource(activitySource)
  const hostNftSource = checkNftSource(nftSource)
  const logger = hostLogger ?? console
  const environment = hostEnvironment ?? createBrowserEnvironment()

  const events = createEventBus()
  const runtimeOptions = createOptionsController(options)
  const theme = createThemeController(options)
  const storage = createStorage(options.storage ? { backend: options.storage } : {})
  const hostAdapters: readonly ChainAdapter[] = options.adapters
  // A namespace of the host's networks that no adapter serves gets the universal adapter
  // (WalletConnect only), unless WalletConnect is off.
  const served = new Set(hostAdapters.map((adapter) => adapter.namespace))
  const universalAdapters = options.enableWalletConnect
    ? CHAIN_NAMESPACES.filter(
        (namespace) =>
          !served.has(namespace) &&
          options.networks.some((network) => network.chainNamespace === namespace),
      ).map((namespace) => new UniversalAdapter({ namespace }))
    : []
  const adapters: readonly ChainAdapter[] = [...hostAdapters, ...universalAdapters]

  // The router and the modal call each other; each reaches the other through these closures.
  let closeModal = () => {}
  const isConnected = (namespace?: ChainNamespace) => {
    const ns = namespace ?? chain.getState().activeNamespace
    return ns !== undefined && connection.getStatus(ns) === 'connected'
  }

  const router = createRouterController({
    events,
    closeModal: () => closeModal(),
    isConnected: () => isConnected(),
    clearFarcasterUrl: () => {
      const ns = chain.getState().activeNamespace
      if (ns) chain.updateAccountState(ns, { farcasterUrl: undefined })
    },
    reloadAuthConnector: () => {
      const auth = connectors.getAuthConnector()
      if (auth) void syncAdapterConnectors(auth.chain)
    },
  })
  const modal = createModalController({
    router,
    events,
    isConnected,
    hasAdapters: () => hostAdapters.length > 0,
    isMobile: () => environment.isMobile(),
    embedded: options.enableEmbedded,
    beforeOpen: ({ namespace }) => connectors.filterByNamespace(namespace),
  })
  closeModal = () => modal.close()
  const snackbar = createSnackbarController()
  const alert = createAlertController({ events })

  const send = createSendController()
  const connectors = createConnectorsController({
    storage,
    walletConnect: options.enableWalletConnect,
  })
  const chain = createChainController({
    storage,
    adapters,
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    defaultAccountTypes: options.defaultAccountTypes,
    allowUnsupportedChain: () => options.allowUnsupportedChain,
    isBasicPairingMode: () => connection.getState().wcBasic,
    showUnsupportedChain: () => {
      if (modal.getState().open) router.push('UnsupportedChain')
      else void modal.open({ view: 'UnsupportedChain' })
    },
  })
  const connection = createConnectionController({
    chain,
    connectors,
    send,
    storage,
    events,
    logger,
    environment,
    afterPairing: (namespace) => connectSessionNamespaces(namespace),
  })
  const connectSessionNamespaces = createSessionNamespaceConnector({
    getUniversalProvider: () => universalProvider.getUniversalProvider(),
    ...{ chain, connection, connectors, logger },
  })
  if (hostAdapters.length === 0) connection.setWcBasic(true)

  const universalProvider = createUniversalProviderManager({
    projectId: walletConnectOptions?.projectId ?? options.projectId,
    relayUrl: walletConnectOptions?.relayUrl ?? options.relayUrl,
    ...(walletConnectOptions?.loadProvider && { loadProvider: walletConnectOptions.loadProvider }),
    ...(options.metadata && {
      metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    }),
  })

  // Analytics (spec §7) only with an analytics host and a project id, and while the feature is on.
  const analytics =
    options.analyticsUrl && options.projectId
      ? createAnalytics({
          enabled: () => runtimeOptions.getState().features.analytics,
          endpoint: options.analyticsUrl,
          projectId: options.projectId,
          sdkType: () => runtimeOptions.getState().sdkType,
          sdkVersion: () => runtimeOptions.getState().sdkVersion,
          getAddress: () => getAccount().address,
          showAlert: (error) => alert.showError(error),
        })
      : undefined

  const walletConnect = createWalletConnectController({
    getUniversalProvider: universalProvider.getUniversalProvider,
    connection,
    getNetworks: () => chain.getNetworks(),
    logger,
    onSessionEnded: () => {
      for (const namespace of connection.getConnectedNamespaces()) {
        if (connectors.getConnectedConnector(namespace)?.type === 'WALLET_CONNECT')
          connection.forget(namespace)
      }
      connection.clearPairing()
    },
  })

  const directorySource = walletDirectorySource ?? defaultDirectorySource(options.walletDirectory)
  const walletDirectory =
    directorySource && createKitWalletDirectory(directorySource, { options, chain, connectors })

  // The connect view's filter follows the modal: cleared when it closes.
  const unsubscribes: (() => void)[] = [
    ...(analytics ? [analytics.subscribe(events)] : []),
    modal.store.subscribe(
      (state) => state.open,
      (open) => {
        if (!open) connectors.filterByNamespace(undefined)
      },
    ),
  ]
  const adapterSubscriptions = new Map<ChainNamespace, () => void>()
  for (const adapter of adapters) {
    adapterSubscriptions.set(
      adapter.namespace,
      followAdapterEvents(adapter, { chain, connectors, connection, logger }),
    )
  }

  const failed = (step: string, adapter: ChainAdapter) => (error: unknown) => {
    logger.error(`The ${adapter.namespace} adapter failed to ${step}:`, describeError(error))
  }

  async function syncAdapterConnectors(namespace: ChainNamespace) {
    const adapter = chain.getChain(namespace)?.adapter
    if (!adapter) return
    await Promise.resolve()
      .then(() => adapter.syncConnectors())
      .then(() => connectors.setConnectors(namespace, adapter.getConnectors()))
      .catch(failed('sync its connectors', adapter))
  }

  const setUp = async () => {
    await Promise.all(
      adapters.map(async (adapter) => {
        const context: AdapterContext = {
          networks: chain.getNetworks(adapter.namespace),
          getUniversalProvider: universalProvider.getUniversalProvider,
          pairWalletConnect: walletConnect.pair,
          storage,
          ...(options.projectId !== undefined && { projectId: options.projectId }),
        }
        try {
          await adapter.construct(context)
        } catch (error) {
          return failed('construct', adapter)(error)
        }
        await syncAdapterConnectors(adapter.namespace)
      }),
    )
  }

  let reconnecting: Promise<ReconnectOutcome> | undefined
  const reconnectOnce = () => {
    reconnecting ??= connection.reconnect().finally(() => {
      reconnecting = undefined
    })
    return reconnecting
  }

  const adaptersReady = setUp()
  const ready = adaptersReady
    .then(async () => {
      if (reconnectOnStart) await reconnectOnce()
    })
    .catch((error: unknown) => {
      logger.error('Gangway could not restore the stored connection:', describeError(error))
    })

  const getAccount = (namespace?: ChainNamespace): KitAccount => {
    const ns = namespace ?? chain.getState().activeNamespace
    const account = ns ? chain.getAccountState(ns) : undefined
    const status = ns ? connection.getStatus(ns) : 'disconnected'
    return {
      namespace: ns,
      status,
      isConnected: status === 'connected',
      address: account?.address,
      caipAddress: account?.caipAddress,
      allAccounts: account?.allAccounts ?? [],
      connectorId: ns ? connectors.getConnectedConnectorId(ns) : undefined,
      preferredAccountType: account?.preferredAccountType,
    }
  }

  const accountData = startAccountData({
    ...{ chain, storage, snackbar, events, options },
    balanceSource: hostBalanceSource,
    activitySource: hostActivitySource,
    nftSource: hostNftSource,
  })

  // Sent once every controller (and the analytics client, which reads the account) exists.
  events.send('MODAL_CREATED', {})
  events.send('INITIALIZE', {})

  return {
    options,
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
    theme,
    runtimeOptions,
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    events,
    storage,
    ready,
    router,
    modal,
    snackbar,
    alert,
    connectors,
    chain,
    connection,
    send,
    walletConnect,
    walletDirectory,
    environment,
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
      const adapter = chain.getAdapter(namespace)
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
    getProvider(namespace) {
      const ns = namespace ?? chain.getState().activeNamespace
      if (!ns || connection.getStatus(ns) !== 'connected') return undefined
      return chain.getChain(ns)?.adapter?.getProvider()
    },
    getAccount,
    getActiveCaipNetwork: () => chain.getState().activeCaipNetwork,
    getUniversalProvider: universalProvider.getUniversalProvider,
    async removeAdapter(namespace) {
      await adaptersReady
      if (connection.getStatus(namespace) !== 'disconnected') {
        await connection.disconnect(namespace).catch(() => {
          // Already logged and sent as DISCONNECT_ERROR; the state is reset either way.
        })
      }
      adapterSubscriptions.get(namespace)?.()
      adapterSubscriptions.delete(namespace)
      connectors.setConnectors(namespace, [])
      chain.removeAdapter(namespace)
    },
    activity: accountData.activity,
    nfts: accountData.nfts,
    refreshBalances: () => accountData.portfolio.refresh(),
    destroy() {
      accountData.dispose()
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
      for (const unsubscribe of adapterSubscriptions.values()) unsubscribe()
      adapterSubscriptions.clear()
      router.dispose()
      modal.dispose()
      snackbar.dispose()
      walletConnect.dispose()
      universalProvider.destroy()
    },
  }
}
