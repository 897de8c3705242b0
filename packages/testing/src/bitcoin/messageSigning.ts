import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto as bitcoinCrypto, opcodes, Psbt, script, Transaction } from 'bitcoinjs-lib'
import type { BitcoinTestKey } from './bitcoinKeys.js'

const encoder = new TextEncoder()

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Bitcoin's CompactSize integer. */
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, n, true)
  return bytes
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The legacy "Bitcoin Signed Message" hash: sha256d(prefix ‖ CompactSize(len) ‖ message). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = encoder.encode('\x18Bitcoin Signed Message:\n')
  const body = encoder.encode(message)
  return bitcoinCrypto.hash256(concatBytes(prefix, compactSize(body.length), body))
}

/**
 * ECDSA message signature (BIP-137): base64 of header ‖ r ‖ s, where the header carries the
 * recovery id and the address type (31+ compressed p2pkh, 39+ native segwit p2wpkh).
 */
export function signMessageEcdsa(key: BitcoinTestKey, message: string): string {
  const privateKey = key.keyPair.privateKey
  if (!privateKey) throw new Error('The key has no private part.')
  if (key.addressType !== 'p2wpkh') {
    throw new Error('ECDSA message signing is only available for the p2wpkh payment address.')
  }
  const { signature, recoveryId } = ecc.signRecoverable(bitcoinMessageHash(message), privateKey)
  return bytesToBase64(concatBytes(Uint8Array.of(39 + recoveryId), signature))
}

/** BIP-322 message hash: the tagged hash 'BIP0322-signed-message' of the message. */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = bitcoinCrypto.sha256(encoder.encode('BIP0322-signed-message'))
  return bitcoinCrypto.sha256(concatBytes(tag, tag, encoder.encode(message)))
}

/**
 * BIP-322 "simple" signature: the witness of the virtual `to_sign` transaction spending the
 * virtual `to_spend` output locked to the address, serialised and base64-encoded.
 */
export function signMessageBip322(key: BitcoinTestKey, message: string): string {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0, bip322MessageHash(message)]),
  )
  toSpend.addOutput(key.output, 0n)

  const toSign = new Psbt()
  toSign.setVersion(0)
  toSign.setLocktime(0)
  toSign.addInput({
    hash: toSpend.getId(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.output, value: 0n },
    ...(key.internalKey && { tapInternalKey: key.internalKey }),
  })
  toSign.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  toSign.signInput(0, key.signer)
  toSign.finalizeInput(0)
  const witness = toSign.extractTransaction().ins[0]?.witness ?? []
  return bytesToBase64(
    concatBytes(
      compactSize(witness.length),
      ...witness.flatMap((item) => [compactSize(item.length), item]),
    ),
  )
}
