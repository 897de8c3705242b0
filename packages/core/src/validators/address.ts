import type { ChainNamespace } from '../types/chain.js'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/** Spec §5: optional 0x prefix, then 40 hex characters. Never throws. */
export function isValidEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 42 && EVM_ADDRESS.test(value)
}

/** Spec §5: 32 to 44 base58 characters. Never throws. */
export function isValidSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 44 && SOLANA_ADDRESS.test(value)
}

/** Spec §5: EVM and Solana addresses are checked; every other chain's address is invalid. */
export function isValidAddress(address: unknown, namespace: ChainNamespace | undefined): boolean {
  if (namespace === 'eip155') return isValidEvmAddress(address)
  if (namespace === 'solana') return isValidSolanaAddress(address)
  return false
}

/** Spec §5 account name: at least 4 characters; only letters, digits and hyphen. */
export function isValidAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}
