import { bytesToHex, type Hex, hexToBytes, keccak256 } from 'viem'
import { sign } from 'viem/accounts'
import { utilCryptoIfReady } from './utilCrypto.js'

/**
 * The secp256k1 signature by `privateKey` of keccak256(`preimage`), as 65 bytes of hex (r, s,
 * v 27 or 28): util-crypto's WebAssembly once it is loaded (≈ 0.4 ms), else viem's JavaScript
 * (≈ 1.2 ms; the first call starts the load). Both sign by RFC 6979 with a low s, so both give
 * the same signature.
 */
export async function signKeccak(preimage: Hex, privateKey: Hex): Promise<Hex> {
  const crypto = utilCryptoIfReady()
  if (!crypto) return sign({ hash: keccak256(preimage), privateKey, to: 'hex' })
  const signature = crypto.secp256k1Sign(
    hexToBytes(preimage),
    { secretKey: hexToBytes(privateKey) },
    'keccak',
  )
  return `${bytesToHex(signature.subarray(0, 64))}${((signature[64] as number) + 27).toString(16)}`
}
