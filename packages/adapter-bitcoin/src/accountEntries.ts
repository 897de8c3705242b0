import type { AccountEntry } from '@gangway/core/adapter'
import type { Address } from 'sats-connect'

/**
 * sats-connect addresses as the kit's account entries: payment first (type 'payment'), then
 * ordinals (type 'ordinal'); other purposes (stacks, spark, starknet) are left out.
 */
export function toAccountEntries(addresses: readonly Address[]): AccountEntry[] {
  const entry = (address: Address, type: 'payment' | 'ordinal'): AccountEntry => ({
    namespace: 'bip122',
    address: address.address,
    type,
    ...(address.publicKey && { publicKey: address.publicKey }),
  })
  return [
    ...addresses.filter((a) => a.purpose === 'payment').map((a) => entry(a, 'payment')),
    ...addresses.filter((a) => a.purpose === 'ordinals').map((a) => entry(a, 'ordinal')),
  ]
}
