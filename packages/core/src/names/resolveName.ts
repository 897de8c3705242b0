import { isValidEvmAddress } from '../families/eip155.js'
import type { Kit } from '../kit/types.js'
import { nameAccount, namesApiOf } from './nameContext.js'

/** Whether a receiver field's text is a name to resolve: a dot, and not an address. */
export function looksLikeName(text: string): boolean {
  const value = text.trim()
  return value.includes('.') && !isValidEvmAddress(value) && /^[^\s/:]{3,255}$/.test(value)
}

export interface ResolvedName {
  name: string
  address: string
}

/**
 * A name's address for the active network (its ENSIP-11 coin type, else the name's Ethereum
 * address, coin type 60): undefined when the name is not registered or has no EVM address.
 */
export async function resolveName(
  kit: Kit,
  name: string,
  signal?: AbortSignal,
): Promise<ResolvedName | undefined> {
  const { coinType } = nameAccount(kit)
  const found = await namesApiOf(kit).lookup(name.trim(), signal)
  if (!found) return undefined
  const entry = found.addresses[String(coinType)] ?? found.addresses['60']
  const fallback = Object.values(found.addresses).find((value) => isValidEvmAddress(value.address))
  const address = (entry ?? fallback)?.address
  return address && isValidEvmAddress(address) ? { name: found.name, address } : undefined
}
