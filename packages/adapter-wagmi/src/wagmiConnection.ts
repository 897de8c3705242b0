import {
  type AdapterEventMap,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  type DiscoveredConnector,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { type Eip1193Provider, toEvmAccountEntry } from '@gangway/core/eip155'
import type { Connector as WagmiConnector } from '@wagmi/core'
import type { LoadedWagmi } from './wagmiCalls.js'

// Connecting, reconnecting and following a connector as wagmi actions on the adapter's config.
// As in wagmiCalls.ts, only types come from wagmi here: the actions are the loaded runtime's.

/**
 * Connects `connector` (on `chainId` when it is one of `networks`), first disconnecting it when
 * wagmi still holds it connected.
 */
export async function connectWagmiConnector(
  { wagmi, config }: LoadedWagmi,
  connector: WagmiConnector,
  networks: readonly CaipNetwork[],
  chainId: ConnectParams['chainId'],
) {
  const current = wagmi.getConnection(config)
  if (current.connector?.uid === connector.uid && current.status === 'connected')
    await wagmi.disconnect(config, { connector })
  const wanted = networks.find((n) => String(n.id) === String(chainId))
  return wagmi.connect(config, {
    connector,
    ...(wanted ? { chainId: Number(wanted.id) } : {}),
  })
}

/** The kit's result of a connection through connector `id`: its type as discovered. */
export function toConnectResult(
  connection: { id: string; provider: unknown; accounts: readonly string[]; chainId: number },
  connectors: readonly DiscoveredConnector[],
): ConnectResult {
  const { id, provider, accounts, chainId } = connection
  const type =
    connectors.find((c) => c.id === id)?.type ??
    (id === WALLET_CONNECT_CONNECTOR_ID ? 'WALLET_CONNECT' : 'INJECTED')
  return {
    id,
    type,
    address: accounts[0] as string,
    chainId,
    provider,
    accounts: accounts.map(toEvmAccountEntry),
  }
}

/**
 * wagmi's connection of `connector` again (after a reload), when its wallet still shares an
 * account; undefined otherwise.
 */
export async function reconnectWagmiConnector(
  { wagmi, config }: LoadedWagmi,
  connector: WagmiConnector,
  provider: Eip1193Provider,
) {
  // The wallet's own answer decides, not what was stored.
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
  if (!Array.isArray(accounts) || accounts.length === 0) return undefined
  const connections = await wagmi.reconnect(config, { connectors: [connector] })
  return connections.find((c) => c.connector.uid === connector.uid)
}

/**
 * Follows wagmi's connection of the connector `connectorId`: account and chain changes, and a
 * disconnect from the wallet. Returns the unsubscribe.
 */
export function followWagmiConnection(
  { wagmi, config }: LoadedWagmi,
  connectorId: string,
  on: {
    /** Whether the adapter still follows this connector (changes are ignored otherwise). */
    isFollowed(): boolean
    onAccountChanged(payload: AdapterEventMap['accountChanged']): void
    onChainChanged(payload: AdapterEventMap['networkChanged']): void
    onDisconnected(): void
  },
): () => void {
  return wagmi.watchConnection(config, {
    onChange: (connection, previous) => {
      if (!on.isFollowed()) return
      if (connection.status === 'disconnected') {
        on.onDisconnected()
        return
      }
      if (connection.status !== 'connected' || !connection.address) return
      if (connection.address !== previous.address)
        on.onAccountChanged({
          address: connection.address,
          chainId: connection.chainId,
          connectorId,
        })
      if (connection.chainId !== previous.chainId && connection.chainId !== undefined)
        on.onChainChanged({ chainId: connection.chainId, address: connection.address })
    },
  })
}

/** The EIP-1193 provider of wagmi's connected wallet, else KitError('CONNECTION_CLIENT_NOT_SET'). */
export async function connectedProvider({ wagmi, config }: LoadedWagmi): Promise<Eip1193Provider> {
  const connector = wagmi.getConnection(config).connector
  const provider = (await connector?.getProvider()) as Eip1193Provider | undefined
  if (!provider) throw new KitError('CONNECTION_CLIENT_NOT_SET')
  return provider
}
