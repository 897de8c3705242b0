import type { ChainController } from '../controllers/chain/chainController.js'
import type {
  ConnectionController,
  KitLogger,
} from '../controllers/connection/connectionController.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import {
  createWalletConnectController,
  type OneClickSignIn,
  type WalletConnectController,
} from '../controllers/walletConnect/walletConnectController.js'
import type { ResolvedOptions } from '../options/types.js'
import { selectActiveCaipNetwork } from '../selectors/account.js'
import type { OneClickSignInDeps } from '../siwx/walletconnect/oneClickSignIn.js'
import {
  createUniversalProviderManager,
  type UniversalProviderManager,
  type WalletConnectOptions,
} from '../walletconnect/universalProviderManager.js'

/** What the kit's WalletConnect part is made from (the kit's parts it works with). */
export interface WalletConnectPartDeps {
  options: Pick<ResolvedOptions, 'projectId' | 'relayUrl' | 'metadata' | 'siwx' | 'families'>
  /** `createKit({ walletConnect })`. */
  walletConnectOptions: WalletConnectOptions | undefined
  chain: ChainController
  connectors: ConnectorsController
  connection: ConnectionController
  logger: KitLogger
}

/** The kit's WalletConnect: its one UniversalProvider and the pairing. */
export interface WalletConnectPart {
  universalProvider: UniversalProviderManager
  walletConnect: WalletConnectController
  dispose(): void
}

/**
 * Creates the kit's WalletConnect part. Its code is imported on first use (a pairing, a restore
 * of a WalletConnect session, the modal opening with the WalletConnect row): see
 * `walletConnectOnDemand`, the kit's side of it.
 */
export function createWalletConnectPart(deps: WalletConnectPartDeps): WalletConnectPart {
  const { options, walletConnectOptions, chain, connectors, connection, logger } = deps
  const universalProvider = createUniversalProviderManager({
    // The optional peer is missing: no WalletConnect row, nor a wallet reached only by pairing.
    onMissing: (error) => connectors.setWalletConnectMissing(error),
    projectId: walletConnectOptions?.projectId ?? options.projectId,
    relayUrl: walletConnectOptions?.relayUrl ?? options.relayUrl,
    ...(walletConnectOptions?.loadProvider && { loadProvider: walletConnectOptions.loadProvider }),
    ...(options.metadata && {
      metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    }),
  })
  const walletConnect = createWalletConnectController({
    getUniversalProvider: universalProvider.getUniversalProvider,
    connection,
    getNetworks: () => chain.getNetworks(),
    familyOf: options.families.get,
    logger,
    oneClickSignIn: oneClickSignInOf({
      ...{ siwx: options.siwx, logger },
      activeNetworkId: () => selectActiveCaipNetwork(chain.getState())?.caipNetworkId,
    }),
    onSessionEnded: () => {
      for (const namespace of connection.getConnectedNamespaces()) {
        if (connection.getConnectedConnector(namespace)?.type === 'WALLET_CONNECT')
          connection.forget(namespace)
      }
      connection.clearPairing()
    },
  })
  return {
    universalProvider,
    walletConnect,
    dispose() {
      walletConnect.dispose()
      universalProvider.destroy()
    },
  }
}

/**
 * WalletConnect one-click sign-in (spec §4 "SIWX"), only with `siwx` set; its code is imported on
 * the first pairing (a failed import pairs with `connect`, and the flow asks to sign).
 */
export function oneClickSignInOf(
  deps: Omit<OneClickSignInDeps, 'siwx'> & { siwx: OneClickSignInDeps['siwx'] | undefined },
): OneClickSignIn | undefined {
  const { siwx } = deps
  if (!siwx) return undefined
  const part = () =>
    import('../siwx/walletconnect/oneClickSignIn.js').then((module) =>
      module.createOneClickSignIn({ ...deps, siwx }),
    )
  return {
    request: (networks) =>
      part().then(
        (oneClick) => oneClick.request(networks),
        () => undefined,
      ),
    signedIn: (answer) => part().then((oneClick) => oneClick.signedIn(answer)),
  }
}
