import { DEFAULTS } from '../constants/firstPaint.js'
import type { ActivityState } from '../controllers/activity/types.js'
import type { AlertState } from '../controllers/alert/alertController.js'
import type { ChainState } from '../controllers/chain/chainController.js'
import {
  createInitialAccountState,
  createInitialNetworkState,
} from '../controllers/chain/initialState.js'
import { pickInitialNetwork } from '../controllers/chain/pickInitialNetwork.js'
import {
  type ConnectionState,
  createInitialConnectionState,
} from '../controllers/connection/initialConnectionState.js'
import type { ConnectorsState } from '../controllers/connectors/connectorsController.js'
import type { ModalState } from '../controllers/modal/modalController.js'
import type { NftsState } from '../controllers/nfts/types.js'
import type { OptionsState } from '../controllers/options/optionsController.js'
import type { RouterState } from '../controllers/router/routerController.js'
import { createInitialSendState, type SendState } from '../controllers/send/initialSendState.js'
import type { SnackbarState } from '../controllers/snackbar/snackbarController.js'
import type { ThemeState } from '../controllers/theme/themeController.js'
import type { KitStores } from '../kit/types.js'
import type { KitOptions, ResolvedFeatures } from '../options/types.js'
import type { StoredConnection } from '../storage/storedConnection.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

type StateOf<K extends keyof KitStores> = KitStores[K] extends { getState(): infer S } ? S : never
export type FirstStates = { [K in keyof KitStores]: StateOf<K> }

/** The namespaces of the host's adapters (descriptors or adapters) and then of its networks. */
export function shellNamespaces(
  input: Omit<KitOptions, 'adapters'>,
  adapterNamespaces: ChainNamespace[],
) {
  const networks = input.networks ?? []
  return [...new Set([...adapterNamespaces, ...networks.map((n) => n.chainNamespace)])]
}

/**
 * The chain state the first paint shows: the network the kernel will start on and, for a
 * returning visitor, the account the last visit was connected with (status connecting, with the
 * account when it is known), so the button shows the account (or "Connecting…") at once and the
 * kernel's restore confirms it without a visible change, while hooks and hosts see 'connecting'
 * until the wallet has answered.
 */
export function firstChainState(
  networks: readonly CaipNetwork[],
  namespaces: readonly ChainNamespace[],
  defaultNetwork: CaipNetwork | undefined,
  stored: StoredConnection | undefined,
): ChainState {
  const active = pickInitialNetwork({
    namespaces,
    networks,
    storedNamespace: stored?.activeNamespace,
    storedCaipNetworkId: stored?.activeCaipNetworkId,
    defaultNetwork,
  })
  const chains: ChainState['chains'] = {}
  for (const { namespace, caipAddress } of stored?.accounts ?? []) {
    if (!namespaces.includes(namespace)) continue
    const own = networks.filter((network) => network.chainNamespace === namespace)
    const reference = caipAddress?.split(':')[1]
    const network = own.find((item) => String(item.id) === reference)
    const address = network ? caipAddress?.split(':')[2] : undefined
    chains[namespace] = {
      namespace,
      networks: own,
      networkState: createInitialNetworkState(own, network ?? own[0]),
      accountState: {
        ...createInitialAccountState(),
        // Still 'connecting' for the hooks and the host (nothing can be signed before the kernel
        // has restored the session); the buttons show the known account meanwhile.
        ...(address && caipAddress
          ? {
              status: 'connecting',
              restoring: true,
              caipAddress,
              address,
            }
          : { status: 'connecting' }),
      },
    }
  }
  const activeNamespace =
    (stored?.activeNamespace && chains[stored.activeNamespace] && stored.activeNamespace) ||
    active?.chainNamespace
  // The active network is the active namespace's current one (selectActiveCaipNetwork): a
  // namespace with no stored account still gets its entry, disconnected, on that network.
  if (active && activeNamespace === active.chainNamespace && !chains[activeNamespace]) {
    const own = networks.filter((network) => network.chainNamespace === activeNamespace)
    chains[activeNamespace] = {
      namespace: activeNamespace,
      networks: own,
      networkState: createInitialNetworkState(own, active),
      accountState: createInitialAccountState(),
    }
  }
  return { chains, activeNamespace }
}

/**
 * Every store's state before the kernel has loaded, from the host's options as given (the kernel
 * checks them when it loads; these are only what the first paint reads).
 */
export function firstStates(input: Omit<KitOptions, 'adapters'>, chain: ChainState): FirstStates {
  const empty = { transactions: [], pending: [], loading: false, failed: false }
  return {
    chain,
    theme: {
      themeMode: input.themeMode ?? DEFAULTS.THEME_MODE,
      themeVariables: { ...input.themeVariables },
      locale: input.locale ?? 'en',
    } satisfies ThemeState,
    modal: {
      open: false,
      loading: false,
      shake: false,
      filterByNamespace: undefined,
      closeDisabled: false,
    } satisfies ModalState,
    connectors: {
      byNamespace: {},
      connectors: [],
      filterByNamespace: undefined,
      recentWallets: [],
      walletConnect: input.enableWalletConnect === false ? 'disabled' : 'enabled',
    } satisfies ConnectorsState,
    connection: createInitialConnectionState() satisfies ConnectionState,
    send: createInitialSendState() satisfies SendState,
    router: {
      view: 'Connect',
      history: ['Connect'],
      historyData: [undefined],
      transactionStack: [],
    } satisfies RouterState,
    snackbar: {
      open: false,
      message: '',
      variant: 'success',
      autoClose: true,
    } as SnackbarState,
    alert: { open: false, shortMessage: '', variant: 'error' } satisfies AlertState,
    options: {
      // The host's flags as given; the kernel's store adds the defaults (nothing reads them before).
      features: { ...input.features } as unknown as ResolvedFeatures,
      sdkType: input.sdkType ?? DEFAULTS.SDK_TYPE,
      sdkVersion: input.sdkVersion ?? DEFAULTS.SDK_VERSION,
      includeWalletIds: input.includeWalletIds ?? [],
      excludeWalletIds: input.excludeWalletIds ?? [],
      featuredWalletIds: input.featuredWalletIds ?? [],
    } satisfies OptionsState,
    activity: empty satisfies ActivityState,
    nfts: { nfts: [], loading: false, failed: false } satisfies NftsState,
  }
}
