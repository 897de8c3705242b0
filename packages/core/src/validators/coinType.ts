import { KitError } from '../errors/KitError.js'

/** Chain ids from here on do not fit ENSIP-11's 31-bit space. */
export const MAX_EVM_CHAIN_ID_EXCLUSIVE = 0x80000000

/** Ethereum mainnet keeps its SLIP-44 coin type (ENSIP-11). */
const ETHEREUM_COIN_TYPE = 60

/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`, and 60 for chain 1.
 * Spec §5: ids of 2147483648 or more are rejected with 'Invalid chainId' (as are negative,
 * fractional and non-number ids).
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (
    typeof chainId !== 'number' ||
    !Number.isInteger(chainId) ||
    chainId < 0 ||
    chainId >= MAX_EVM_CHAIN_ID_EXCLUSIVE
  ) {
    throw new KitError('INVALID_CHAIN_ID')
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  return (MAX_EVM_CHAIN_ID_EXCLUSIVE | chainId) >>> 0
}
