import type { Connector } from '@gangway/core/adapter'
import type { UiKit } from '../../kit/types.js'
import type { WalletEntry } from '../Connect/sections.js'

/** The member of a merged entry for the active (or filtered) namespace, else the first one. */
function pickConnector(kit: UiKit, connector: Connector): Connector {
  if (!connector.connectors?.length) return connector
  const namespace =
    kit.stores.modal.getState().filterByNamespace ?? kit.stores.chain.getState().activeNamespace
  return (
    connector.connectors.find((member) => member.chain === namespace) ?? connector.connectors[0]!
  )
}

export function selectWallet(kit: UiKit, entry: WalletEntry) {
  kit.controllers.events.send('SELECT_WALLET', {
    name: entry.name,
    platform:
      entry.kind === 'listing' || entry.connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser',
  })
  if (entry.kind === 'listing') {
    kit.controllers.router.push('ConnectingWalletConnect', { wallet: entry.listing })
    return
  }
  const { connector } = entry
  if (connector.type === 'WALLET_CONNECT') {
    kit.controllers.router.push('ConnectingWalletConnect')
    return
  }
  // A wallet on several chain families asks which to connect, unless the modal was opened for one.
  if (
    connector.type === 'MULTI_CHAIN' &&
    (connector.connectors?.length ?? 0) > 1 &&
    !kit.stores.modal.getState().filterByNamespace
  ) {
    kit.controllers.router.push('ConnectingMultiChain', { connector })
    return
  }
  kit.controllers.router.push('ConnectingExternal', { connector: pickConnector(kit, connector) })
}
