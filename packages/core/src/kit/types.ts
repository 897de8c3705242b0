import type { ActivitySource } from '../activity/types.js'
import type { ChainAdapter, ConnectResult, UniversalProviderLike } from '../adapters/types.js'
import type { ActivityController, ActivityState } from '../controllers/activity/types.js'
import type { AlertController, AlertState } from '../controllers/alert/alertController.js'
import type { ChainController, ChainState } from '../controllers/chain/chainController.js'
import type {
  ConnectionController,
  KitConnectParams,
  KitLogger,
  ReconnectOutcome,
} from '../controllers/connection/connectionController.js'
import type { ConnectionState } from '../controllers/connection/connectionState.js'
import type { KitEnvironment } from '../controllers/connection/environment.js'
import type {
  ConnectorsController,
  ConnectorsState,
} from '../controllers/connectors/connectorsController.js'
import type {
  ModalController,
  ModalOpenOptions,
  ModalState,
} from '../controllers/modal/modalController.js'
import type { NftsController, NftsState } from '../controllers/nfts/types.js'
import type { OptionsController, OptionsState } from '../controllers/options/optionsController.js'
import type { RouterController, RouterState } from '../controllers/router/routerController.js'
import type { SendController, SendState } from '../controllers/send/sendController.js'
import type {
  SnackbarController,
  SnackbarState,
} from '../controllers/snackbar/snackbarController.js'
import type { ThemeController, ThemeState } from '../controllers/theme/themeController.js'
import type { WalletConnectController } from '../controllers/walletConnect/walletConnectController.js'
import type { WalletDirectorySource } from '../directory/types.js'
import type { WalletDirectory } from '../directory/walletDirectory.js'
import type { EmbeddedLogin } from '../embedded/types.js'
import type { EventBus, KitEventListener } from '../events/createEventBus.js'
import type { FamilyRegistry } from '../families/registry.js'
import type { NftSource } from '../nfts/types.js'
import type { KitOptions, ResolvedOptions } from '../options/types.js'
import type { BalanceSource } from '../portfolio/types.js'
import type { AccountSnapshot } from '../selectors/account.js'
import type { SiwxFlow } from '../siwx/flow/types.js'
import type { KitStorage } from '../storage/types.js'
import type { Store } from '../store/createStore.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { WalletConnectOptions } from '../walletconnect/universalProviderManager.js'

/** What `createKit` accepts: the host options of spec §1 plus the kernel's own injections. */
export interface CreateKitOptions extends KitOptions {
  /** The kit's one WalletConnect UniversalProvider: ids, relay, and an injectable loader. */
  walletConnect?: WalletConnectOptions
  /** Where combined disconnect failures and ignored adapter events are logged. Default: console. */
  logger?: KitLogger
  /** Browser checks (Telegram, iOS Safari, mobile). Default: read from `navigator` at call time. */
  environment?: KitEnvironment
  /** Restore the stored connection once the adapters are ready. Default: true. */
  reconnectOnStart?: boolean
  /**
   * Where wallet listings come from. Default: from `walletDirectory` — its `wallets`, else its
   * `url` (a remote directory), else the catalogue bundled with the kit; none when
   * `walletDirectory: false`.
   */
  walletDirectorySource?: WalletDirectorySource
  /**
   * Where the Tokens tab's balances come from, replacing `balanceApiUrl`'s balance API (see
   * `BalanceSource`; answers are validated by the kernel).
   */
  balanceSource?: BalanceSource
  /**
   * Where the Activity tab's transactions come from, replacing `activityApiUrl`'s activity API
   * (see `ActivitySource`; answers are validated by the kernel).
   */
  activitySource?: ActivitySource
  /**
   * Where the NFTs tab's items come from, replacing `nftApiUrl`'s NFT API (see `NftSource`;
   * answers are validated by the kernel).
   */
  nftSource?: NftSource
}

/** The embedded wallet's login, imported on first use; undefined without `embeddedWallet`. */
export interface EmbeddedPart {
  /** The login (loads `@gangway/core/embedded`; the frame loads with the first request). */
  get(): Promise<EmbeddedLogin | undefined>
  dispose(): void
}

/** The sign-in flow, imported only when the host sets `siwx` (hosts without it never load it). */
export interface SiwxPart {
  get(): Promise<SiwxFlow | undefined>
  dispose(): void
}

/** Every store of one kit, for UIs to subscribe to. */
export interface KitStores {
  chain: Store<ChainState>
  connectors: Store<ConnectorsState>
  connection: Store<ConnectionState>
  send: Store<SendState>
  router: Store<RouterState>
  modal: Store<ModalState>
  snackbar: Store<SnackbarState>
  alert: Store<AlertState>
  theme: Store<ThemeState>
  options: Store<OptionsState>
  activity: Store<ActivityState>
  nfts: Store<NftsState>
}

/** A namespace's account as `getAccount` reports it: the account plus its connector. */
export interface KitAccount extends AccountSnapshot {
  /** The connector the namespace is connected through. */
  connectorId: string | undefined
}

/**
 * The kit's controllers, for UI packages (the React modal) and advanced hosts: each owns one
 * store of `Kit.stores` and the operations on it.
 */
export interface KitControllers {
  /** The kit's event bus (MODAL_CREATED, INITIALIZE, CONNECT_SUCCESS, ...). */
  readonly events: EventBus
  /** The kit's validated storage. */
  readonly storage: KitStorage
  readonly router: RouterController
  readonly modal: ModalController
  readonly snackbar: SnackbarController
  readonly alert: AlertController
  readonly connectors: ConnectorsController
  readonly chain: ChainController
  readonly connection: ConnectionController
  readonly send: SendController
  /** The account's transactions (the Activity tab): `fetchTransactions`, `loadMore`. */
  readonly activity: ActivityController
  /** The account's NFTs on the active network (the NFTs tab): `fetchNfts`. */
  readonly nfts: NftsController
  /** Theme mode and `--gw-*` variables (spec §3 "Theme sync"). */
  readonly theme: ThemeController
  /** Options a host may change while the kit runs: feature flags, sdk version. */
  readonly runtimeOptions: OptionsController
  /**
   * The kit's WalletConnect pairing: pair, refresh the URI, keep it fresh while shown (its code
   * is imported on the first call that needs it).
   */
  readonly walletConnect: WalletConnectController
  /**
   * The wallet directory (AllWallets, featured, recommended, recent); undefined when off. Its
   * code is imported on the first query.
   */
  readonly walletDirectory: WalletDirectory | undefined
  /** The browser checks the kit uses (Telegram, iOS Safari, mobile). */
  readonly environment: KitEnvironment
  /** The kit's one WalletConnect UniversalProvider (loaded on first call). */
  getUniversalProvider(): Promise<UniversalProviderLike>
  /** Sign-in (spec §4 "SIWX"): the flow, loaded on demand; undefined without `options.siwx`. */
  readonly siwx: SiwxPart | undefined
  /**
   * The embedded wallet's login (email, social, Farcaster), loaded on demand; undefined without
   * `options.embeddedWallet` (and resolving undefined with email and socials both off). Views use
   * `loadEmbedded(kit)` of `@gangway/core/embedded`.
   */
  readonly embedded: Promise<EmbeddedPart | undefined> | undefined
}

/** One kit instance. Two kits in one process share no state. */
export interface Kit {
  /** The resolved options (frozen). */
  readonly options: ResolvedOptions
  /** Every store, for UIs: subscribe with a selector (see `selectAccount`, `selectIsConnected`). */
  readonly stores: KitStores
  /** The chain families the kit knows (built-in, the host's, the adapters'). */
  readonly families: FamilyRegistry
  /** Resolves once every adapter is set up and (by default) the stored connection restored. */
  readonly ready: Promise<void>
  /**
   * Loads the kernel now: a kit shell (`createKit` of `@gangway/core` or `@gangway/react`) loads it
   * by itself right after the first paint, and on the first call that needs it. Rejects when the
   * options are invalid. Absent on a kit created with the kernel (`createKernelKit`, internal).
   */
  load?(): Promise<void>
  /** The controllers behind the stores, for UI packages. */
  readonly controllers: KitControllers
  /** Every event, in order; returns the unsubscribe. */
  subscribeEvents(listener: KitEventListener): () => void
  /** Opens the modal (spec §2 opening rules); a namespace filters the connectors. */
  open(options?: ModalOpenOptions): Promise<void>
  close(): void
  /** Connects a namespace through a connector (see ConnectionController.connect). */
  connect(params: KitConnectParams): Promise<ConnectResult>
  /** Spec §4 disconnect: a namespace (plus chains on the same pairing / auth), or all. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * Switches network (spec §4): asks the wallet when the namespace is connected, then makes the
   * network (and its namespace) active; sends SWITCH_NETWORK. A wallet refusal rejects and
   * changes nothing.
   */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  /** Restores the stored connection (runs once at start unless `reconnectOnStart: false`). */
  reconnect(): Promise<ReconnectOutcome>
  /** A namespace's (default: active) account. */
  getAccount(namespace?: ChainNamespace): KitAccount
  /**
   * Makes another account the wallet shared (one of `getAccount().allAccounts`) the namespace's
   * (default: active) account: a Polkadot extension's second account, a Bitcoin wallet's ordinals
   * address. The adapter signs with it from then on (see ConnectionController.setActiveAccount).
   */
  setActiveAccount(params: { address: string; namespace?: ChainNamespace }): Promise<void>
  /** The wallet provider of a namespace (default: active) while connected, else undefined. */
  getProvider(namespace?: ChainNamespace): unknown
  /**
   * A namespace's (default: active) adapter: detect what else it can do with
   * `getCapability(kit.getAdapter(), 'signTypedData')`.
   */
  getAdapter(namespace?: ChainNamespace): ChainAdapter | undefined
  getActiveCaipNetwork(): CaipNetwork | undefined
  setThemeMode: ThemeController['setThemeMode']
  setThemeVariables: ThemeController['setThemeVariables']
  /** The modal's language: a BCP 47 tag or 'auto' (see the `locale` option). */
  setLocale: ThemeController['setLocale']
  /**
   * Reads the active account's native and token balances again, past the 30 s caches (after a
   * transfer, say); the failed-read gap of 30 s still applies to tokens.
   */
  refreshBalances(): Promise<void>
  /**
   * Removes a namespace's adapter: disconnects it if connected, stops following it, drops its
   * connectors and chain entry, and destroys it. If it was active, another chain's first network
   * becomes active.
   */
  removeAdapter(namespace: ChainNamespace): Promise<void>
  /**
   * Stops the kit: destroys every adapter (timers, listeners, discovery, pending restores end),
   * clears the kit's own timers and subscriptions. Wallet sessions are left alone (a reload
   * restores them). Nothing a pending wallet call returns is applied afterwards.
   */
  destroy(): Promise<void>
}
