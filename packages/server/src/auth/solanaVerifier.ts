import { decodeBase58 } from '@gangway/core/adapter'
import { ed25519 } from '@noble/curves/ed25519'
import type { FamilyVerifier } from './types.js'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function decode58(text: string): Uint8Array | undefined {
  if (!BASE58.test(text)) return undefined
  try {
    return decodeBase58(text)
  } catch {
    return undefined
  }
}

/** A 64-byte ed25519 signature written in base58 (Solana's way) or base64 (Wallet Standard bytes). */
export function solanaSignatureBytes(signature: string): Uint8Array | undefined {
  const fromBase58 = decode58(signature)
  if (fromBase58?.length === 64) return fromBase58
  if (signature.length === 88 && BASE64.test(signature)) {
    const bytes = new Uint8Array(Buffer.from(signature, 'base64'))
    if (bytes.length === 64) return bytes
  }
  return undefined
}

/** solana: ed25519 over the message's UTF-8 bytes; the address is the public key (base58). */
export const solanaVerifier: FamilyVerifier = {
  checkAddress(address) {
    return decode58(address)?.length === 32
      ? { address }
      : { reason: 'not a Solana address (a base58 ed25519 public key of 32 bytes)' }
  },
  async verify({ address, message, signature }) {
    const publicKey = decode58(address)
    const bytes = solanaSignatureBytes(signature)
    if (publicKey?.length !== 32 || !bytes) return false
    try {
      return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
    } catch {
      return false
    }
  },
}
