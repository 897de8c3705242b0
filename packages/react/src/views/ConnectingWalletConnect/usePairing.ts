import type { WalletListing } from '@gangway/core'
import type { Connector } from '@gangway/core/adapter'
import type { KitError } from '@gangway/core/common'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'

export type PairingStatus = 'pairing' | 'error' | 'unavailable'

export interface Pairing {
  /** The pairing URI to show (undefined while the relay is being asked for one). */
  uri: string | undefined
  status: PairingStatus
  /** What went wrong, for the error state. */
  message: string | undefined
  /**
   * Unavailable because `@walletconnect/universal-provider` is not installed (core learned it):
   * the catalogue's OPTIONAL_PEER_MISSING, which names it.
   */
  missing: KitError | undefined
  /** Starts a new pairing after an error. */
  retry(): void
}

/** The WalletConnect connector to pair through: the filtered or active namespace's, else any. */
export function pairingConnector(kit: UiKit): Connector | undefined {
  const namespace =
    kit.stores.modal.getState().filterByNamespace ?? kit.stores.chain.getState().activeNamespace
  const all = kit.controllers.connectors.getConnectors()
  return (
    all.find((connector) => connector.type === 'WALLET_CONNECT' && connector.chain === namespace) ??
    all.find((connector) => connector.type === 'WALLET_CONNECT')
  )
}

/**
 * Runs the kit's WalletConnect pairing while the view is shown: connects through the pairing
 * connector (one session for every namespace), keeps the URI fresh (it is replaced when 10 s or
 * less of its 4 minutes is left), reports errors with a retry, and closes the modal once the
 * wallet has approved.
 */
export function usePairing(view: string, wallet?: WalletListing): Pairing {
  const kit = useKitInstance()
  const t = useT(walletsText)
  const uri = useStoreSelector(kit.stores.connection, (state) => state.wcUri)
  const missing = useStoreSelector(kit.stores.connectors, (state) =>
    state.walletConnect === 'missing'
      ? kit.controllers.connectors.getWalletConnectError()
      : undefined,
  )
  const [status, setStatus] = useState<PairingStatus>('pairing')
  // The failure itself: its text is given in the locale shown when it renders.
  const [failure, setFailure] = useState<{ error: unknown } | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)

  useEffect(() => kit.controllers.walletConnect.keepUriFresh(), [kit])

  const connect = useCallback(async () => {
    const connector = pairingConnector(kit)
    if (!connector) {
      setStatus('unavailable')
      return
    }
    setStatus('pairing')
    setFailure(undefined)
    try {
      await kit.connect({
        namespace: connector.chain,
        connectorId: connector.id,
        ...(wallet && {
          wallet: {
            id: wallet.id,
            name: wallet.name,
            ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
            ...(wallet.image_url ? { imageUrl: wallet.image_url } : {}),
          },
        }),
      })
      if (kit.stores.router.getState().view === view && kit.stores.modal.getState().open) {
        kit.close()
      }
    } catch (error) {
      setStatus('error')
      setFailure({ error })
      kit.controllers.modal.shake()
    }
  }, [kit, wallet, view])

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    void connect()
  }, [connect, attempt])

  return {
    uri: status === 'pairing' ? uri : undefined,
    // Core dropped the pairing connector (the package is missing): say so, not a retry loop.
    status: missing ? 'unavailable' : status,
    missing,
    message: failure && t.error(failure.error, 'wallets.connectionDeclined'),
    retry: () => setAttempt((count) => count + 1),
  }
}
