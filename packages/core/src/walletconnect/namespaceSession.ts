// The steps every adapter takes to reach its namespace over the kit's shared UniversalProvider
// (the chain-specific requests stay with each adapter): its connector, opening or joining the
// session, and following the session's end.
import type { UniversalProviderLike } from '../adapters/types.js'
import { KitError } from '../errors/KitError.js'
import { mapProviderError } from '../errors/providerErrors.js'
import type { ChainFamily } from '../families/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import {
  buildOptionalNamespaces,
  sessionAccounts,
  type WalletConnectNamespaceAccount,
} from './namespaces.js'

export type { WalletConnectNamespaceAccount }

/** The id of the kit's WalletConnect connector, the same on every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The kit connector for WalletConnect on one namespace (the modal shows them as one entry). */
export function walletConnectConnector(namespace: ChainNamespace): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
  }
}

export interface ConnectWalletConnectNamespaceOptions {
  /** The adapter's networks: the namespace's ones are proposed when a new session is needed. */
  networks: readonly CaipNetwork[]
  /** The kit's one pairing (`AdapterContext.pairWalletConnect`), used when there is no session. */
  pair?: (() => Promise<unknown>) | undefined
  /** Receives the pairing URI to show while the wallet is asked. */
  onDisplayUri?: ((uri: string) => void) | undefined
}

/**
 * Opens or joins the kit's WalletConnect session for one family's namespace and returns the namespace's
 * accounts in it (never none). With no session yet and the kit's one pairing offered (`pair`: a
 * session for every namespace of the host's networks), it pairs; with a session that has no
 * account of the namespace (or no session and no `pair`), it proposes the namespace on its
 * networks; a session that has some is joined as it is. `onDisplayUri` hears `display_uri` only
 * meanwhile. The visitor's refusal rejects with KitError('USER_REJECTED') (and the spec §8
 * provider messages with their alerts: `mapProviderError`); other failures as they are; a
 * session without the namespace's accounts with KitError('CONNECT_FAILED').
 */
export async function connectWalletConnectNamespace(
  universal: UniversalProviderLike,
  family: ChainFamily,
  { networks, pair, onDisplayUri }: ConnectWalletConnectNamespaceOptions,
): Promise<WalletConnectNamespaceAccount[]> {
  const { namespace } = family
  const onUri = (uri: string) => onDisplayUri?.(uri)
  universal.on('display_uri', onUri)
  try {
    if (pair && !universal.session) {
      await pair()
    } else if (sessionAccounts(universal.session, family).length === 0) {
      const own = networks.filter((network) => network.chainNamespace === namespace)
      await universal.connect({
        optionalNamespaces: buildOptionalNamespaces(own, (ns) =>
          ns === namespace ? family : undefined,
        ),
      })
    }
  } catch (error) {
    throw mapProviderError(error) ?? error
  } finally {
    universal.removeListener('display_uri', onUri)
  }
  const accounts = sessionAccounts(universal.session, family)
  if (accounts.length === 0) {
    throw new KitError('CONNECT_FAILED', {
      params: { details: `The WalletConnect session holds no ${namespace} account.` },
    })
  }
  return accounts
}

/**
 * Calls `onEnd` when the wallet ends the session (`session_delete`, and the `disconnect` the
 * provider emits with it; `onEnd` should ignore a second call). Returns the unsubscribe.
 */
export function onWalletConnectSessionEnd(
  universal: UniversalProviderLike,
  onEnd: () => void,
): () => void {
  const ended = () => onEnd()
  universal.on('session_delete', ended)
  universal.on('disconnect', ended)
  return () => {
    universal.removeListener('session_delete', ended)
    universal.removeListener('disconnect', ended)
  }
}
