import type { ChainNamespace } from '@gangway/core'
import type { GangwayKit } from '../kit/types.js'
import { formatBalance, truncateAddress } from '../utils/format.js'

type States = {
  chain: ReturnType<GangwayKit['stores']['chain']['getState']>
  connection: ReturnType<GangwayKit['stores']['connection']['getState']>
}

export interface AccountButtonModel {
  connected: boolean
  connecting: boolean
  address: string | undefined
  /** Profile name, else the truncated address (0x1234…abcd). */
  label: string
  /** Floored to 3 decimals with the symbol, or '' while unknown. */
  balance: string
  profileImage: string | null | undefined
}

/** What the connect / account button shows; plain values, so a shallow compare finds changes. */
export function accountButtonModel(
  { chain, connection }: States,
  namespace?: ChainNamespace,
): AccountButtonModel {
  const ns = namespace ?? chain.activeNamespace
  const account = ns ? chain.chains[ns]?.accountState : undefined
  const status = ns ? connection.status[ns] : undefined
  const address = account?.address
  const connected = Boolean(account?.caipAddress && address) && status !== 'disconnected'
  return {
    connected,
    connecting:
      !connected && Object.values(connection.status).some((value) => value === 'connecting'),
    address,
    label: account?.profileName || (address ? truncateAddress(address) : ''),
    balance: formatBalance(account?.balance, account?.balanceSymbol),
    profileImage: account?.profileImage,
  }
}

export interface NetworkButtonModel {
  name: string | undefined
  imageUrl: string | undefined
  caipNetworkId: string | undefined
  /** Connected on a network the host did not list. */
  unsupported: boolean
}

export function networkButtonModel({ chain, connection }: States): NetworkButtonModel {
  const network = chain.activeCaipNetwork
  const ns = chain.activeNamespace
  const entry = ns ? chain.chains[ns] : undefined
  const connected = ns ? connection.status[ns] === 'connected' : false
  const listed = entry?.networks.some((item) => item.caipNetworkId === network?.caipNetworkId)
  return {
    name: network?.name,
    imageUrl: network?.assets?.imageUrl,
    caipNetworkId: network?.caipNetworkId,
    unsupported: Boolean(network && connected && !listed),
  }
}
