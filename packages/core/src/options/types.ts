import type { ChainAdapter } from '../adapters/types.js'
import type { ConnectorTypeOrderEntry } from '../constants.js'
import type { FamilyRegistry } from '../families/registry.js'
import type { ChainFamily } from '../families/types.js'
import type { OnRampProvider } from '../onramp/types.js'
import type { StorageBackend } from '../storage/types.js'
import type { SocialProvider } from '../types/account.js'
import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { WalletListing } from '../types/connector.js'
import type { ConnectMethod } from './connectMethods.js'

/** Dapp metadata (spec §3): shown to wallets when pairing. */
export interface KitMetadata {
  name: string
  description: string
  /** The dapp's origin, http(s). */
  url: string
  /** Icon URLs, http(s) (or data:image). */
  icons: string[]
}

/** Feature flags after defaults (spec §6 and §9). */
export interface ResolvedFeatures {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  /** Social providers, in display order; empty when socials are off. */
  socials: SocialProvider[]
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /** The host's connect-method order; unset means the spec's rule (see getConnectMethodsOrder). */
  connectMethodsOrder?: ConnectMethod[]
  /** The host's entries first, then the remaining default types in default order. */
  connectorTypeOrder: ConnectorTypeOrderEntry[]
}

/** Feature flags a host may set; `socials: false` turns socials off. */
export type KitFeatures = Partial<Omit<ResolvedFeatures, 'socials'>> & {
  socials?: SocialProvider[] | false
}

/** Where the embedded wallet runs (`embeddedWallet`). */
export interface EmbeddedWalletOptions {
  /** The operator's `@gangway/server` base URL, http(s). */
  url: string
}

/** A wallet the host adds to the list (a wallet-directory entry of its own). */
export type CustomWallet = WalletListing

/** A token shown for a network (keyed by caipNetworkId in `tokens`). */
export interface TokenOption {
  address: string
  image?: string
}

/** Where wallet listings come from: a self-hosted listing API, a static list, or none (false). */
export interface WalletDirectoryOptions {
  /** Base URL of a wallet-listing API, http(s). */
  url?: string
  /** A static listing used instead of (or before) the API. */
  wallets?: WalletListing[]
}

export interface SIWXSession {
  data: Record<string, unknown> & { accountAddress: string; chainId: CaipNetworkId }
  message: string
  signature: string
  cacao?: unknown
}

/**
 * The fields of a sign-in message before the account is known (WalletConnect one-click sign-in,
 * the session proposal's `authentication` request: the wallet picks the account and chain, then
 * signs).
 */
export interface SIWXMessageParams {
  domain: string
  uri: string
  /** A fresh nonce: single use. */
  nonce: string
  version: '1'
  issuedAt: string
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** Sign-in with wallet (spec §4 "SIWX"): the host's session store and message factory. */
export interface SIWXConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<{
    toString(): string
    [key: string]: unknown
  }>
  /**
   * The message's fields with a fresh nonce, for a sign-in whose account is not known yet (the
   * nonce-only call). Optional: without it, WalletConnect pairs with `connect` and the visitor
   * signs afterwards.
   */
  createMessageParams?(): Promise<SIWXMessageParams>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Sign-in required mode (spec §6). Defaults to false. */
  getRequired?: () => boolean
  signOutOnDisconnect?: boolean
}

/** Theme overrides, applied as `--gw-*` CSS custom properties by the UI. */
export type KitThemeVariables = { [token: `--gw-${string}`]: string | number | undefined }

export type ThemeMode = 'light' | 'dark'

/**
 * When the UI loads the modal's code before the first open: `'idle'` once the page has painted
 * and the browser is idle (and on intent), `'intent'` only when the pointer nears or focus
 * reaches a kit button, `false` only on open.
 */
export type ModalPreload = 'idle' | 'intent' | false

/** What a host passes to `createKit` (spec §1). */
export interface KitOptions {
  /** One adapter per namespace; none means pairing only (ConnectingWalletConnectBasic). */
  adapters?: ChainAdapter[]
  /**
   * Chain families beyond the four built-in ones, for namespaces of `networks` that no adapter
   * serves (WalletConnect only). An adapter brings its own family.
   */
  families?: ChainFamily[]
  /** At least one network. Each caipNetworkId must be `chainNamespace:id`. */
  networks: CaipNetwork[]
  /** Must be one of `networks`; defaults to eip155:1 when listed, else the first network. */
  defaultNetwork?: CaipNetwork
  projectId?: string
  sdkType?: string
  sdkVersion?: string
  metadata?: KitMetadata
  features?: KitFeatures
  customWallets?: CustomWallet[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  tokens?: Record<CaipNetworkId, TokenOption>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  siwx?: SIWXConfig
  /** Legacy sign-in config; setting it together with `siwx` is an error. */
  siweConfig?: object
  enableEmbedded?: boolean
  allowUnsupportedChain?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  themeMode?: ThemeMode
  themeVariables?: KitThemeVariables
  /**
   * The modal's language: a BCP 47 tag ('ar', 'pt-BR'; the nearest the UI has, else English),
   * or 'auto' for the visitor's browser languages. Default: 'en'.
   */
  locale?: string
  /** When the UI preloads the modal (see `ModalPreload`). Default: `'idle'`. */
  preloadModal?: ModalPreload
  /**
   * The page's Content-Security-Policy nonce (`style-src 'nonce-…'`). The UI adopts its styles
   * as constructed stylesheets where the browser can (no CSP allowance needed); elsewhere it
   * injects `<style nonce="…">`. Base64 characters, 8 to 256 of them.
   */
  nonce?: string
  enableWalletConnect?: boolean
  /** WalletConnect relay, ws(s); a self-hosted relay needs no projectId. */
  relayUrl?: string
  /**
   * Analytics host (spec §7: events are POSTed to `${analyticsUrl}/e`). Unset: nothing is sent,
   * even with `features.analytics` on, so the default path calls no cloud service.
   */
  analyticsUrl?: string
  /**
   * A balance API (spec §7 "Balance: address, caipNetworkId"), http(s): the Tokens tab reads
   * `GET {balanceApiUrl}/balance?address=…&caipNetworkId=…`. Unset: the tab lists the native
   * balance the adapter reads (no cloud service in the default path).
   */
  balanceApiUrl?: string
  /**
   * An activity API, http(s): the Activity tab reads `GET {activityApiUrl}/history?address=…&
   * caipNetworkId=…&cursor=…` answering `{ data: Transaction[], next? }`. Unset: no activity.
   */
  activityApiUrl?: string
  /**
   * An NFT API, http(s): the NFTs tab reads `GET {nftApiUrl}/nfts?address=…&caipNetworkId=…`
   * answering `{ nfts: Nft[] }`. Unset: the tab is empty.
   */
  nftApiUrl?: string
  /**
   * A swap API (the operator's `@gangway/server`), http(s): the Swap flow reads
   * `GET {swapApiUrl}/swap/tokens`, `/swap/prices`, `/swap/quote`, `/swap/allowance`,
   * `/swap/approve-tx` and `/swap/build-tx`. Unset: the Swap button is hidden (no cloud service
   * in the default path).
   */
  swapApiUrl?: string
  /**
   * CAIP-2 ids of networks the swap API serves beyond spec §9's swap-supported list (a local
   * chain, a fork): `['eip155:31337']`. Only networks of a family that swaps (eip155) count.
   */
  swapNetworks?: CaipNetworkId[]
  /**
   * A name API (the operator's `@gangway/server`), http(s): account names are looked up, suggested,
   * reverse-resolved and registered through `GET {namesApiUrl}/names/lookup?name=…`,
   * `/names/suggestions?name=…`, `/names/reverse?address=…&coinType=…` and
   * `POST /names/register`. Unset: no names (Account offers no "Choose a name", Send's receiver
   * takes addresses only).
   */
  namesApiUrl?: string
  /**
   * The embedded wallet (email, social and Farcaster login; spec §4): `url` is the operator's
   * `@gangway/server` (http(s)), which serves the secure frame `{url}/embedded/frame` on its own
   * origin and lists this page's origin in the project's `origins`. Unset: no email or social
   * login (Connect lists wallets only). The login code and the frame load only when a visitor
   * starts a login or a stored one is restored.
   */
  embeddedWallet?: EmbeddedWalletOptions
  /**
   * On-ramp providers listed by Buy (spec §2, §9), in this order, e.g. spec §9's two with the host's
   * credentials: `defaultOnrampProviders({ coinbase: { appId }, transak: { apiKey } })` from
   * `@gangway/core/onramp`. Unset or `[]`: no Buy (the real providers refuse a visitor without
   * the host's credentials). Buy is shown only on a network a provider sells on.
   */
  onrampProviders?: OnRampProvider[]
  walletDirectory?: WalletDirectoryOptions | false
  /** Key-value backend for the kit's storage; defaults to localStorage or memory. */
  storage?: StorageBackend
  debug?: boolean
}

/** `KitOptions` with every default applied (spec §9), frozen. */
export interface ResolvedOptions {
  readonly adapters: readonly ChainAdapter[]
  /** Every family the kit knows: built-in, the host's `families`, the adapters'. */
  readonly families: FamilyRegistry
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork: CaipNetwork
  readonly projectId?: string
  readonly sdkType: string
  readonly sdkVersion: string
  readonly metadata?: Readonly<KitMetadata>
  readonly features: Readonly<ResolvedFeatures>
  readonly customWallets: readonly CustomWallet[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly featuredWalletIds: readonly string[]
  readonly tokens: Readonly<Record<CaipNetworkId, TokenOption>>
  readonly termsConditionsUrl?: string
  readonly privacyPolicyUrl?: string
  readonly siwx?: SIWXConfig
  readonly siweConfig?: object
  readonly enableEmbedded: boolean
  readonly allowUnsupportedChain: boolean
  /** The host's choices; a namespace without one uses its family's first account type. */
  readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<KitThemeVariables>
  readonly locale: string
  /** Spec §9: 360px. */
  readonly modalWidth: string
  readonly preloadModal: ModalPreload
  readonly nonce?: string
  readonly enableWalletConnect: boolean
  readonly relayUrl?: string
  readonly analyticsUrl?: string
  readonly balanceApiUrl?: string
  readonly activityApiUrl?: string
  readonly nftApiUrl?: string
  readonly swapApiUrl?: string
  readonly namesApiUrl?: string
  readonly embeddedWallet?: Readonly<EmbeddedWalletOptions>
  /**
   * The host's on-ramp providers; unset: the defaults, Coinbase Onramp and Transak
   * (`kitOnrampProviders` of `@gangway/core/onramp`, loaded by the Buy view).
   */
  readonly onrampProviders?: readonly OnRampProvider[]
  /** The host's extra swap networks (CAIP-2 ids); empty when unset. */
  readonly swapNetworks: readonly CaipNetworkId[]
  /** Unset: the kit's default source; false: no directory (installed and custom wallets only). */
  readonly walletDirectory?: WalletDirectoryOptions | false
  readonly storage?: StorageBackend
  readonly debug: boolean
}
