import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/chain.js'
import { canUseNames, nameAccount, namesApiOf } from './nameContext.js'

/** The name cache's key of an address on a coin type (spec §9: keyed by address). */
const cacheKey = (address: string, coinType: number) => `${coinType}:${address.toLowerCase()}`

/** Sets the profile name (account button, Account) and remembers it for 5 minutes (spec §9). */
export function rememberProfileName(
  kit: Kit,
  account: { namespace: ChainNamespace; address: string; coinType: number },
  name: string | null,
) {
  const { namespace, address, coinType } = account
  kit.controllers.storage.setCache('name', cacheKey(address, coinType), name ?? '')
  const current = kit.controllers.chain.getAccountState(namespace)
  if (current?.address?.toLowerCase() === address.toLowerCase())
    kit.controllers.chain.updateAccountState(namespace, { profileName: name })
}

/**
 * Reads the active eip155 account's name (reverse lookup; the 5-minute name cache first) and
 * sets it as the profile name. Resolves with the name, or null when the address has none. Does
 * nothing (undefined) without `namesApiUrl` or off eip155.
 */
export async function loadProfileName(kit: Kit): Promise<string | null | undefined> {
  if (!canUseNames(kit)) return undefined
  const account = nameAccount(kit)
  const cached = kit.controllers.storage.getCache<string>(
    'name',
    cacheKey(account.address, account.coinType),
  )
  let name: string | null
  if (cached !== undefined) name = cached || null
  else {
    const names = await namesApiOf(kit).reverse(account.address, account.coinType)
    name = names[0]?.name ?? null
  }
  rememberProfileName(kit, account, name)
  return name
}
