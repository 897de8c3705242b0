import { decodeBase58 } from '@gangway/core/adapter'
import type { FamilyVerifier } from './types.js'
import { loadUtilCrypto } from './utilCrypto.js'

/**
 * polkadot: sr25519, ed25519 or ecdsa (`signatureVerify` tells which) by the SS58 address's key,
 * over the message as it is or wrapped in `<Bytes>…</Bytes>` (what an extension's `signRaw`
 * signs).
 */
export const polkadotVerifier: FamilyVerifier = {
  checkAddress(address) {
    // SS58: a 1- or 2-byte prefix, a 32-byte key (33 for ecdsa) and a 2-byte checksum, in base58
    // (the checksum itself is checked with the signature, where util-crypto is loaded).
    let length = 0
    try {
      length = /^[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(address) ? decodeBase58(address).length : 0
    } catch {
      length = 0
    }
    return length >= 35 && length <= 37 ? { address } : { reason: 'not an SS58 address' }
  },
  async verify({ address, message, signature }) {
    if (!/^0x[0-9a-fA-F]{128,132}$/.test(signature)) return false
    const { signatureVerify, decodeAddress } = await loadUtilCrypto()
    try {
      decodeAddress(address)
    } catch {
      return false
    }
    for (const signed of [message, `<Bytes>${message}</Bytes>`]) {
      try {
        if (signatureVerify(signed, signature, address).isValid) return true
      } catch {
        // A malformed signature: not valid.
      }
    }
    return false
  },
}
