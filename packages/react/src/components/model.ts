import type { ChainNamespace } from '@gangway/core/adapter'
import type { ChainState } from '@gangway/core/internal'
import {
  selectAccount,
  selectActiveCaipNetwork,
  selectIsConnected,
  selectIsConnecting,
} from '@gangway/core/shell'
import { selectAccountState } from '../hooks/accountState.js'
import { balanceText, truncateAddress } from '../utils/format.js'

export interface AccountButtonModel {
  /** The button shows the account: connected, or restoring a known account. */
  connected: boolean
  /** The account shown is being restored (the wallet has not answered yet). */
  restoring: boolean
  connecting: boolean
  address: string | undefined
  /** Profile name, else the truncated address (0x1234…abcd). */
  label: string
  /** The label is the account's name (not its address). */
  named: boolean
  /** Core's formatBalance with the symbol ('10,000.000 ETH'), or '' while unknown. */
  balance: string
  profileImage: string | null | undefined
}

/**
 * What the connect / account button shows, from the chain store (core's selectors decide what
 * "connected" means); plain values, so a shallow compare finds changes.
 */
export function accountButtonModel(
  chain: ChainState,
  namespace?: ChainNamespace,
  /** The buttons' locale: the balance in its digit grouping ('en' by default). */
  locale?: string,
): AccountButtonModel {
  const { address, isConnected, status } = selectAccount(chain, namespace)
  const account = selectAccountState(chain, namespace)
  // A returning visitor's account while the kit restores it (the kit shell's first state): the
  // button shows the account, busy, instead of "Connect" or a spinner.
  const restoring =
    !isConnected && status === 'connecting' && address !== undefined && account?.restoring === true
  const connected = isConnected || restoring
  return {
    connected,
    restoring,
    connecting: !connected && selectIsConnecting(chain),
    address,
    label: account?.profileName || (address ? truncateAddress(address) : ''),
    named: Boolean(account?.profileName),
    balance: balanceText(account?.balance, account?.balanceSymbol, locale),
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

export function networkButtonModel(chain: ChainState): NetworkButtonModel {
  const network = selectActiveCaipNetwork(chain)
  const ns = chain.activeNamespace
  const entry = ns ? chain.chains[ns] : undefined
  const connected = selectIsConnected(chain)
  const listed = entry?.networks.some((item) => item.caipNetworkId === network?.caipNetworkId)
  return {
    name: network?.name,
    imageUrl: network?.assets?.imageUrl,
    caipNetworkId: network?.caipNetworkId,
    unsupported: Boolean(network && connected && !listed),
  }
}
