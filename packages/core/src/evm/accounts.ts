import type { AccountEntry } from '../types/chain.js'

/** An EVM wallet address as a kit account entry (EVM wallets expose externally owned accounts). */
export function toEvmAccountEntry(address: string): AccountEntry {
  return { namespace: 'eip155', address, type: 'eoa' }
}
