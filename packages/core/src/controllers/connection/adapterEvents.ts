import type { ChainAdapter } from '../../adapters/types.js'
import { toCaipAddress } from '../../caip/caip.js'
import type { FamilyRegistry } from '../../families/registry.js'
import type { AccountEntry } from '../../types/chain.js'
import type { ChainController } from '../chain/chainController.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import type { ConnectionController, KitLogger } from './connectionController.js'

export interface AdapterEventDeps {
  chain: ChainController
  connectors: ConnectorsController
  connection: ConnectionController
  families: FamilyRegistry
  logger: KitLogger
}

/**
 * Follows one adapter live: `connectors` fill the connectors store, `displayUri` sets the pairing
 * URI, and while its namespace is connected `accountChanged` moves that namespace's address (no
 * other namespace's), `networkChanged` moves its network (spec §4 switching rules when it is the
 * active namespace), and `disconnect` forgets the connection. An address that is not valid for
 * the family is ignored (and logged). Returns the unsubscribe.
 */
export function followAdapterEvents(adapter: ChainAdapter, deps: AdapterEventDeps): () => void {
  const { chain, connectors, connection, families, logger } = deps
  const namespace = adapter.family.namespace
  const isConnected = () => connection.getStatus(namespace) === 'connected'

  /** Adapter events come from wallets: a bad payload is logged, never thrown at the wallet. */
  const guarded =
    <T>(handler: (payload: T) => void) =>
    (payload: T) => {
      try {
        handler(payload)
      } catch (error) {
        logger.warn(`Ignored a ${namespace} adapter event:`, error)
      }
    }

  const checkAddress = (address: unknown) => {
    if (!families.isAddress(namespace, address))
      throw new Error(
        `${JSON.stringify(String(address).slice(0, 80))} is not a ${namespace} address`,
      )
  }

  /** The wallet's new account list (its own family's valid addresses only), when it sent one. */
  const moveAccounts = (accounts: readonly AccountEntry[] | undefined) => {
    if (!Array.isArray(accounts)) return
    const valid = accounts.filter(
      (account) =>
        account?.namespace === namespace && families.isAddress(namespace, account.address),
    )
    if (valid.length > 0) chain.setAllAccounts(valid, namespace)
  }

  const moveNetwork = (chainId: number | string, address?: string) => {
    if (address !== undefined) checkAddress(address)
    if (!families.get(namespace)?.isChainId(String(chainId)))
      throw new Error(
        `${JSON.stringify(String(chainId).slice(0, 40))} is not a ${namespace} chain id`,
      )
    const network = chain.resolveNetwork(namespace, chainId)
    if (address) chain.setCaipAddress(toCaipAddress(namespace, network.id, address), namespace)
    if (chain.getState().activeNamespace === namespace) chain.setActiveCaipNetwork(network)
    else {
      chain.updateNetworkState(namespace, { caipNetwork: network })
      const current = chain.getAccountState(namespace)?.address
      if (current) chain.setCaipAddress(toCaipAddress(namespace, network.id, current), namespace)
    }
  }

  const offs = [
    adapter.on(
      'connectors',
      guarded((list) => connectors.setConnectors(namespace, list)),
    ),
    adapter.on(
      'displayUri',
      guarded((uri) => connection.setWcUri(uri)),
    ),
    adapter.on(
      'accountChanged',
      guarded(({ address, chainId, accounts }) => {
        if (!isConnected()) return
        checkAddress(address)
        moveAccounts(accounts)
        if (chainId !== undefined) return moveNetwork(chainId, address)
        const network = chain.getNetworkState(namespace)?.caipNetwork
        if (!network) return
        chain.setCaipAddress(toCaipAddress(namespace, network.id, address), namespace)
      }),
    ),
    adapter.on(
      'networkChanged',
      guarded(({ chainId, address, accounts }) => {
        if (!isConnected()) return
        moveNetwork(chainId, address)
        moveAccounts(accounts)
      }),
    ),
    adapter.on(
      'disconnect',
      guarded(() => {
        if (connection.getStatus(namespace) !== 'disconnected') connection.forget(namespace)
      }),
    ),
  ]
  return () => {
    for (const off of offs) off()
  }
}
