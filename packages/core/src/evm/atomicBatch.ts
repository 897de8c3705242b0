// Whether a wallet's EIP-5792 `wallet_getCapabilities` answer reports atomic batching (the swap
// asks it of the connected wallet; a module apart from the adapters' batch requests, which load
// on first use: evm/loadWalletCalls.ts).
import { isRecord, ownField } from '../validators/records.js'

/** Whether a hex chain id's capabilities (or the all-chains `0x0` entry) name atomic batching. */
function atomicIn(entry: unknown): boolean {
  const status = ownField(ownField(entry, 'atomic'), 'status')
  if (status === 'supported' || status === 'ready') return true
  // Version 1: `atomicBatch: { supported: true }`.
  return ownField(ownField(entry, 'atomicBatch'), 'supported') === true
}

/**
 * Whether a `wallet_getCapabilities` answer reports atomic batching (`atomic.status` 'supported'
 * or 'ready'; v1's `atomicBatch.supported`) on the chain (its hex id, or `0x0`: every chain).
 * Anything else, a malformed answer included, is no support.
 */
export function supportsAtomicBatch(capabilities: unknown, hexChainId: string): boolean {
  if (!isRecord(capabilities)) return false
  return atomicIn(ownField(capabilities, hexChainId)) || atomicIn(ownField(capabilities, '0x0'))
}
