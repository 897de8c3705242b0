// The connect and restore helpers: which wallet session a connector id opens — WalletConnect
// over the kit's pairing, a Wallet Standard wallet, a legacy injected wallet or the kit's embedded
// wallet (AUTH). A deep-link connector opens none: connecting it leaves the page for the wallet app.

import {
  type AdapterContext,
  type CaipNetwork,
  type DiscoveredConnector,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import type { Wallet } from '@wallet-standard/base'
import { DEEP_LINK_PREFIX, openDeepLinkConnector } from './discovery.js'
import type { LegacySolanaProvider } from './legacyInjected.js'
import { openLegacySession } from './legacySession.js'
import type { SolanaSdk, SolanaWalletSession } from './types.js'
import { connectWalletConnectSolana, restoreWalletConnectSolana } from './walletConnectSolana.js'
import { openWalletStandardSession } from './walletStandardSession.js'

/** What opening a session uses of the adapter. */
export interface SessionOpener {
  /** The kit's context, else KitError('CONNECTION_CLIENT_NOT_SET'). */
  requireContext(): AdapterContext
  networks: readonly CaipNetwork[]
  /** web3.js, loaded on first use (a failed load is tried again). */
  sdk: () => Promise<SolanaSdk>
  /** The discovered connector of an id (discovering first if the adapter has not yet). */
  connector(id: string): DiscoveredConnector | undefined
  /** Receives WalletConnect's pairing URI to show. */
  onDisplayUri(uri: string): void
  /** Opens a deep link (the adapter's `openUrl` option). */
  openUrl: ((url: string) => void) | undefined
}

/** A wallet's session, and the chain it reported (WalletConnect), if any. */
export interface OpenedSession {
  session: SolanaWalletSession
  chainId?: string
}

/**
 * Starts loading web3.js while the wallet asks the visitor (the session awaits it, and retries
 * a failed load, so this early start needs no handler of its own).
 */
function preloadSdk(opener: SessionOpener): void {
  opener.sdk().catch(() => undefined)
}

/** A discovered wallet's session: Wallet Standard (ANNOUNCED), else legacy injected or AUTH. */
function openConnectorSession(
  connector: DiscoveredConnector,
  silent: boolean,
  loadSdk: () => Promise<SolanaSdk>,
) {
  if (connector.type === 'ANNOUNCED') {
    return openWalletStandardSession(connector.provider as Wallet, { silent }, loadSdk)
  }
  const provider = connector.provider as LegacySolanaProvider
  const auth = connector.type === 'AUTH' ? ({ id: connector.id, type: 'AUTH' } as const) : {}
  return openLegacySession({ name: connector.name, provider, ...auth }, { silent }, loadSdk)
}

/** Opens the session of connector `id` for `connect`: the wallet asks the visitor. */
export async function connectSolanaSession(
  id: string,
  opener: SessionOpener,
): Promise<OpenedSession> {
  if (id === WALLET_CONNECT_CONNECTOR_ID) {
    const context = opener.requireContext()
    preloadSdk(opener)
    return connectWalletConnectSolana(context, opener.networks, opener.onDisplayUri, opener.sdk)
  }
  const connector = opener.connector(id)
  if (!connector) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id } })
  if (id.startsWith(DEEP_LINK_PREFIX)) {
    return openDeepLinkConnector(connector, opener.openUrl)
  }
  preloadSdk(opener)
  const session = await openConnectorSession(connector, false, opener.sdk)
  if (!session) {
    throw new KitError('CONNECT_FAILED', {
      longMessage: `${connector.name} shared no account.`,
    })
  }
  return { session }
}

/**
 * Reopens the session of connector `id` for `restore`, without asking the visitor: undefined
 * when the wallet does not confirm an account (or the connector is a deep link).
 */
export async function restoreSolanaSession(
  id: string,
  opener: SessionOpener,
): Promise<OpenedSession | undefined> {
  if (id === WALLET_CONNECT_CONNECTOR_ID) {
    return restoreWalletConnectSolana(
      await opener.requireContext().getUniversalProvider(),
      opener.sdk,
    )
  }
  const connector = opener.connector(id)
  if (!connector || connector.type === 'EXTERNAL') return undefined
  // The wallet must confirm the account without asking the visitor.
  const session = await openConnectorSession(connector, true, opener.sdk)
  return session ? { session } : undefined
}
