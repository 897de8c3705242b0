import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/chain.js'
import type { EmbeddedAccountType } from './messages.js'
import type { EmbeddedSession } from './session.js'

/**
 * The embedded wallet's eip155 account types (spec §6: eip155's default is its smart account):
 * where the frame has one (GET_SMART_ACCOUNT_ENABLED_NETWORKS, kept in the network state), and
 * the visitor's switch between it and the EOA (SET_PREFERRED_ACCOUNT).
 */
export function createAccountTypes(
  kit: Kit,
  session: EmbeddedSession,
  emit: (namespace: ChainNamespace, event: string, ...args: unknown[]) => void,
) {
  const { chain } = kit.controllers

  /** The eip155 chain ids where the frame's smart account is available (network state, spec §3). */
  const readSmartAccountNetworks = () =>
    session.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}).then(
      ({ networks }) =>
        chain.updateNetworkState('eip155', { smartAccountEnabledNetworks: networks }),
      () => undefined,
    )

  /**
   * SET_PREFERRED_ACCOUNT: the frame keeps the choice and answers the account now in use (the
   * EOA where the smart account cannot be had); the kit's account follows it (accountsChanged,
   * the account state's type) and SET_PREFERRED_ACCOUNT_TYPE is sent. When the frame fails, eoa
   * is assumed (spec §4): the frame's account is asked again, and the failure rethrown.
   */
  const setPreferredAccountType = async (
    type: EmbeddedAccountType,
  ): Promise<EmbeddedAccountType> => {
    const user = session.state.getState().user
    if (!user) throw new KitError('CONNECTION_CLIENT_NOT_SET')
    let answer: { type: EmbeddedAccountType; address: string }
    try {
      answer = await session.request('SET_PREFERRED_ACCOUNT', { type })
    } catch (error) {
      const now = await session.fetchUser().catch(() => undefined)
      if (now && now.address !== user.address) emit('eip155', 'accountsChanged', [now.address])
      throw error
    }
    const network = chain.getNetworkState('eip155')?.caipNetwork?.caipNetworkId ?? user.chainId
    session.setUser({
      ...user,
      address: answer.address,
      preferredAccountType: answer.type,
      accounts: [{ address: answer.address, type: answer.type, namespace: 'eip155' }],
    })
    if (answer.address !== user.address) emit('eip155', 'accountsChanged', [answer.address])
    kit.controllers.events.send('SET_PREFERRED_ACCOUNT_TYPE', { accountType: answer.type, network })
    return answer.type
  }

  return { readSmartAccountNetworks, setPreferredAccountType }
}
