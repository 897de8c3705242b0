import {
  type Connector,
  type DiscoveredConnector,
  walletConnectConnector,
} from '@gangway/core/adapter'
import { KitError, safeLink } from '@gangway/core/common'

/** The embedded wallet's connector id (and type: AUTH). */
const AUTH_CONNECTOR_ID = 'AUTH'

import type { Wallet } from '@wallet-standard/base'
import {
  getSolanaDeepLink,
  SOLANA_DEEP_LINK_WALLETS,
  type SolanaDeepLinkWalletId,
} from './deepLinks.js'
import { findLegacyWallets, toInjectedConnector } from './legacyInjected.js'
import { isSolanaWallet, toAnnouncedConnector } from './walletStandard.js'

/** Id prefix of the deep-link connectors (`deeplink:phantom`, ...). */
export const DEEP_LINK_PREFIX = 'deeplink:'
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

export interface SolanaDiscoveryInput {
  /** Wallets registered through the Wallet Standard. */
  wallets: readonly Wallet[]
  /** The page (for legacy injection); undefined on a server. */
  window: unknown
  deepLinks?: false | readonly SolanaDeepLinkWalletId[]
  isMobile?: () => boolean
  /** The kit's embedded wallet (`AdapterContext.authProvider`): listed as the AUTH connector. */
  authProvider?: unknown
}

/**
 * The Solana connectors of a page: Wallet Standard wallets (ANNOUNCED), legacy injected ones
 * not already announced under the same name (INJECTED), deep links into wallet apps when there
 * is neither and the visitor is on a mobile browser (EXTERNAL, spec §7), and WalletConnect.
 */
export function discoverSolanaConnectors(input: SolanaDiscoveryInput): Connector[] {
  const announced = input.wallets.filter(isSolanaWallet).map(toAnnouncedConnector)
  const names = new Set(announced.map((connector) => connector.name))
  const injected = findLegacyWallets(input.window)
    .filter((wallet) => !names.has(wallet.name))
    .map(toInjectedConnector)
  const found = [...announced, ...injected]
  return [
    ...found,
    ...(found.length === 0 ? deepLinkConnectors(input) : []),
    ...authConnector(input.authProvider),
    walletConnectConnector('solana'),
  ]
}

/** The embedded wallet's connector: a Phantom-style provider behind the kit's secure frame. */
function authConnector(provider: unknown): DiscoveredConnector[] {
  if (typeof provider !== 'object' || provider === null || !('connect' in provider)) return []
  return [
    {
      id: AUTH_CONNECTOR_ID,
      name: 'Email Wallet',
      type: 'AUTH',
      chain: 'solana',
      info: { name: 'Email Wallet' },
      provider,
    },
  ]
}

function deepLinkConnectors(input: SolanaDiscoveryInput): Connector[] {
  const wanted = input.deepLinks ?? SOLANA_DEEP_LINK_WALLETS.map((wallet) => wallet.id)
  if (wanted === false) return []
  const isMobile =
    input.isMobile ?? (() => MOBILE_USER_AGENT.test(globalThis.navigator?.userAgent ?? ''))
  if (!isMobile()) return []
  return SOLANA_DEEP_LINK_WALLETS.filter((wallet) => wanted.includes(wallet.id)).map((wallet) => ({
    id: `${DEEP_LINK_PREFIX}${wallet.id}`,
    name: wallet.name,
    explorerId: wallet.explorerId,
    type: 'EXTERNAL' as const,
    chain: 'solana' as const,
    info: { name: wallet.name },
  }))
}

/**
 * Connects a deep-link connector: opens this page in the wallet app's browser (`openUrl`, else
 * `location.assign`), where the dapp loads with the wallet injected. The page leaves, so the
 * promise never settles; without a page URL or a link for the wallet, CONNECTOR_NOT_FOUND.
 */
export function openDeepLinkConnector(
  connector: Connector,
  openUrl: (url: string) => void = (url) => globalThis.location.assign(url),
): Promise<never> {
  const here = globalThis.location?.href
  // The kit's one URL check, like every link it opens.
  const link = safeLink(
    here ? getSolanaDeepLink(connector.id.slice(DEEP_LINK_PREFIX.length), here) : undefined,
    'app',
  )
  if (!link) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: connector.id } })
  openUrl(link)
  return new Promise<never>(() => {})
}
