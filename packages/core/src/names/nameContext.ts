import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { selectActiveCaipNetwork } from '../selectors/account.js'
import { activeAccount } from '../selectors/activeAccount.js'
import { evmChainIdToCoinType } from '../validators/coinType.js'
import { createNamesApi, type NamesApi } from './namesApi.js'

// One names API per kit (the cache of spec §9 lives in the kit's storage, keyed by address).
const apis = new WeakMap<Kit, NamesApi>()

/** The kit's names API; throws when `namesApiUrl` is not set. */
export function namesApiOf(kit: Kit): NamesApi {
  const url = kit.options.namesApiUrl
  if (!url)
    throw new KitError('INVALID_OPTION', {
      params: { option: 'namesApiUrl' },
      longMessage: 'Account names need namesApiUrl (the operator’s @gangway/server).',
    })
  let api = apis.get(kit)
  if (!api) {
    api = createNamesApi({ url })
    apis.set(kit, api)
  }
  return api
}

/**
 * The server a registration is signed for: the host of `namesApiUrl`, as the host app configured
 * it (never what a server says, so a server cannot have a signature made out to another one).
 */
export function namesDomainOf(kit: Kit): string {
  namesApiOf(kit)
  return new URL(kit.options.namesApiUrl as string).host
}

/** Names are served for eip155 only (spec §9): whether the kit can offer them now. */
export function canUseNames(kit: Kit): boolean {
  const state = kit.stores.chain.getState()
  return (
    Boolean(kit.options.namesApiUrl) && selectActiveCaipNetwork(state)?.chainNamespace === 'eip155'
  )
}

/** The active eip155 account and its ENSIP-11 coin type; throws spec §8's texts otherwise. */
export function nameAccount(kit: Kit) {
  const account = activeAccount(kit.stores.chain.getState())
  if (!account) throw new KitError('NAME_NO_ADDRESS_OR_AUTH')
  if (account.namespace !== 'eip155') throw new KitError('NETWORK_NOT_FOUND_NAME')
  const coinType = evmChainIdToCoinType(Number(account.network.id))
  return { ...account, coinType }
}
