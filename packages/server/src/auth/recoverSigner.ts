import {
  type Address,
  bytesToHex,
  type Hex,
  hashMessage,
  hexToBytes,
  isHex,
  recoverMessageAddress,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { type UtilCrypto, utilCryptoIfReady } from './utilCrypto.js'

/** A 65-byte signature's recovery bit: its last byte, 0/1 or 27/28 (as viem reads it). */
const RECOVERY_BITS: Record<number, 0 | 1> = { 0: 0, 1: 1, 27: 0, 28: 1 }

/**
 * The address whose key made `signature` (65 bytes: r, s, v) over the 32-byte `hash`, recovered
 * by util-crypto's WebAssembly secp256k1 (≈ 0.5 ms; viem's JavaScript takes ≈ 4 ms, most of a
 * sign-in's CPU). Undefined when it cannot say: not 65 bytes, an unknown v, or a signature the
 * WebAssembly refuses (a high s among them), which the caller then hands to viem.
 */
export function recoverWithWasm(
  crypto: UtilCrypto,
  hash: Uint8Array,
  signature: Uint8Array,
): Address | undefined {
  const bit = signature.length === 65 ? RECOVERY_BITS[signature[64] as number] : undefined
  if (bit === undefined) return undefined
  try {
    const key = crypto.secp256k1Recover(hash, signature.subarray(0, 64), bit, 'keccak')
    return publicKeyToAddress(`0x04${bytesToHex(key).slice(2)}`)
  } catch {
    return undefined
  }
}

/**
 * The (checksummed) address whose key made `signature`, an EIP-191 personal_sign of `message`;
 * undefined when it is no ECDSA signature (a contract account's, perhaps). The same answer as
 * viem's `recoverMessageAddress`, which it falls back to for what the WebAssembly does not take
 * and until util-crypto is loaded (the first call starts loading it).
 */
export async function recoverPersonalSigner(
  message: string,
  signature: string,
): Promise<Address | undefined> {
  if (!isHex(signature) || signature.length !== 132) return undefined
  const crypto = utilCryptoIfReady()
  const fast =
    crypto && recoverWithWasm(crypto, hexToBytes(hashMessage(message)), hexToBytes(signature))
  if (fast) return fast
  try {
    return await recoverMessageAddress({ message, signature: signature as Hex })
  } catch {
    return undefined
  }
}
