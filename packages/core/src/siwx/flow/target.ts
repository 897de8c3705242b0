import { isSmartAccount } from '../../activity/smartAccount.js'
import { parseCaipAddress } from '../../caip/caip.js'
import type { ChainController } from '../../controllers/chain/chainController.js'
import type { SIWXSession } from '../../options/types.js'
import { selectActiveCaipAddress, selectActiveCaipNetwork } from '../../selectors/account.js'
import type { SiwxTarget } from './types.js'

/**
 * The active account and network when the active namespace is connected on a network the host
 * serves, else undefined (on an unsupported network the UnsupportedChain view comes first).
 */
export function currentTarget(chain: ChainController): SiwxTarget | undefined {
  const state = chain.getState()
  const { activeNamespace } = state
  const activeCaipNetwork = selectActiveCaipNetwork(state)
  const activeCaipAddress = selectActiveCaipAddress(state)
  if (!activeNamespace || !activeCaipAddress || !activeCaipNetwork) return undefined
  const account = chain.getAccountState(activeNamespace)
  if (account?.status !== 'connected') return undefined
  if (!chain.isSupportedNetwork(activeCaipNetwork)) return undefined
  return {
    namespace: activeNamespace,
    caipAddress: activeCaipAddress,
    address: parseCaipAddress(activeCaipAddress).address,
    chainId: activeCaipNetwork.caipNetworkId,
    isSmartAccount: isSmartAccount(account),
  }
}

/** One key per account and network: a change of either asks again. */
export const targetKey = (target: SiwxTarget | undefined): string =>
  target ? `${target.chainId}|${target.address}` : ''

const sameAddress = (namespace: string, a: string, b: string) =>
  namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * Whether one of the sessions the host's store returned is for this account and network and
 * not expired (`data.expirationTime` when the session carries one).
 */
export function hasValidSession(
  sessions: readonly SIWXSession[],
  target: SiwxTarget,
  now = Date.now(),
): boolean {
  return sessions.some((session) => {
    const data = session?.data
    if (!data || data.chainId !== target.chainId) return false
    if (!sameAddress(target.namespace, String(data.accountAddress), target.address)) return false
    const expires = data.expirationTime
    return typeof expires !== 'string' || !(Date.parse(expires) <= now)
  })
}
