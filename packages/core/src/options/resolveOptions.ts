import { DEFAULT_FEATURES, DEFAULTS } from '../constants.js'
import type { CaipNetwork } from '../types/chain.js'
import type { WalletListing } from '../types/connector.js'
import type { KitFeatures, KitOptions, ResolvedFeatures, ResolvedOptions } from './types.js'
import { validateOptions } from './validateOptions.js'

/** Spec §9: the default network is eip155:1 when it is listed, else the first network. */
export function resolveDefaultNetwork(
  networks: readonly CaipNetwork[],
  requested?: CaipNetwork,
): CaipNetwork {
  const listed = (id: string) => networks.find((network) => network.caipNetworkId === id)
  const network =
    (requested && listed(requested.caipNetworkId)) ??
    listed(DEFAULTS.DEFAULT_CAIP_NETWORK_ID) ??
    networks[0]
  if (!network) throw new RangeError('resolveDefaultNetwork needs at least one network')
  return network
}

/** Spec §6 and §9 feature defaults, with the host's flags on top. */
export function resolveFeatures(features: KitFeatures = {}): ResolvedFeatures {
  const { socials, connectMethodsOrder, connectorTypeOrder, ...flags } = features
  const hostOrder = connectorTypeOrder ?? []
  const defined = Object.fromEntries(
    Object.entries(flags).filter(([, value]) => value !== undefined),
  ) as Partial<ResolvedFeatures>
  return {
    ...DEFAULT_FEATURES,
    ...defined,
    socials: socials === false ? [] : [...(socials ?? DEFAULT_FEATURES.socials)],
    connectMethodsOrder: connectMethodsOrder ? [...connectMethodsOrder] : undefined,
    connectorTypeOrder: [
      ...hostOrder,
      ...DEFAULT_FEATURES.connectorTypeOrder.filter((type) => !hostOrder.includes(type)),
    ],
  }
}

function freezeList<T>(list: readonly T[] | undefined, freezeItems = false): readonly T[] {
  const copy = (list ?? []).map((item) =>
    freezeItems && typeof item === 'object' && item !== null ? Object.freeze({ ...item }) : item,
  )
  return Object.freeze(copy)
}

/**
 * Validates (see `validateOptions`) and applies every default of spec §9. The result and the
 * containers it builds are frozen; host objects it passes through (adapters, networks, siwx,
 * storage) keep their identity and are not frozen.
 */
export function resolveOptions(input: KitOptions): ResolvedOptions {
  const families = validateOptions(input)
  const networks = freezeList(input.networks)
  const features = resolveFeatures(input.features)
  Object.freeze(features.socials)
  Object.freeze(features.connectorTypeOrder)
  if (features.connectMethodsOrder) Object.freeze(features.connectMethodsOrder)
  const tokens = Object.fromEntries(
    Object.entries(input.tokens ?? {}).map(([id, token]) => [id, Object.freeze({ ...token })]),
  )
  const walletDirectory =
    input.walletDirectory === undefined || input.walletDirectory === false
      ? input.walletDirectory
      : Object.freeze({
          ...input.walletDirectory,
          ...(input.walletDirectory.wallets && {
            wallets: freezeList(input.walletDirectory.wallets, true) as WalletListing[],
          }),
        })

  const resolved: ResolvedOptions = {
    adapters: freezeList(input.adapters),
    families,
    networks,
    defaultNetwork: resolveDefaultNetwork(networks, input.defaultNetwork),
    projectId: input.projectId,
    sdkType: input.sdkType ?? DEFAULTS.SDK_TYPE,
    sdkVersion: input.sdkVersion ?? DEFAULTS.SDK_VERSION,
    metadata: input.metadata
      ? Object.freeze({ ...input.metadata, icons: freezeList(input.metadata.icons) as string[] })
      : undefined,
    features: Object.freeze(features),
    customWallets: freezeList(input.customWallets, true),
    includeWalletIds: freezeList(input.includeWalletIds),
    excludeWalletIds: freezeList(input.excludeWalletIds),
    featuredWalletIds: freezeList(input.featuredWalletIds),
    tokens: Object.freeze(tokens),
    termsConditionsUrl: input.termsConditionsUrl,
    privacyPolicyUrl: input.privacyPolicyUrl,
    siwx: input.siwx,
    siweConfig: input.siweConfig,
    enableEmbedded: input.enableEmbedded ?? false,
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    defaultAccountTypes: Object.freeze({ ...input.defaultAccountTypes }),
    themeMode: input.themeMode ?? DEFAULTS.THEME_MODE,
    locale: input.locale ?? 'en',
    themeVariables: Object.freeze({ ...input.themeVariables }),
    modalWidth: DEFAULTS.MODAL_WIDTH,
    preloadModal: input.preloadModal ?? 'idle',
    nonce: input.nonce,
    enableWalletConnect: input.enableWalletConnect ?? true,
    relayUrl: input.relayUrl,
    analyticsUrl: input.analyticsUrl,
    balanceApiUrl: input.balanceApiUrl,
    activityApiUrl: input.activityApiUrl,
    nftApiUrl: input.nftApiUrl,
    swapApiUrl: input.swapApiUrl,
    swapNetworks: freezeList(input.swapNetworks),
    namesApiUrl: input.namesApiUrl,
    ...(input.embeddedWallet && {
      // Validated: `url` is its only key.
      embeddedWallet: Object.freeze({ ...input.embeddedWallet }),
    }),
    ...(input.onrampProviders && { onrampProviders: freezeList(input.onrampProviders, true) }),
    walletDirectory,
    storage: input.storage,
    debug: input.debug ?? false,
  }
  return Object.freeze(resolved)
}
