import type { Hex } from './types.js'

/** A chain id as the `0x`-prefixed hex EIP-1193 wallet methods expect. */
export function toHexChainId(chainId: number | string | bigint): Hex {
  return `0x${BigInt(chainId).toString(16)}`
}
