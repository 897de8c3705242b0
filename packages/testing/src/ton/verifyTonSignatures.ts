// Signature checks for tests, written from the TON Connect spec on their own (node:crypto's
// Ed25519 and SHA-256, DataView): they share no code with the test wallet that signs, so a
// mistake in the wallet's encoding cannot hide behind the same mistake here.
import { createHash, createPublicKey, verify } from 'node:crypto'

const text = (value: string) => new TextEncoder().encode(value)
const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return new Uint8Array(hash.digest())
}

function number(bytes: number, write: (view: DataView) => void): Uint8Array {
  const out = new Uint8Array(bytes)
  write(new DataView(out.buffer))
  return out
}

/** `0:<hex>` → workchain (int32 big-endian) ++ 32-byte account id. */
function rawAddressBytes(raw: string): Uint8Array {
  const match = /^(-?\d+):([0-9a-fA-F]{64})$/.exec(raw)
  if (!match) throw new Error(`not a raw TON address: ${raw}`)
  return new Uint8Array([
    ...number(4, (v) => v.setInt32(0, Number(match[1]))),
    ...Buffer.from(match[2] as string, 'hex'),
  ])
}

function ed25519Verify(
  message: Uint8Array,
  signatureBase64: string,
  publicKeyHex: string,
): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyHex, 'hex').toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, Buffer.from(signatureBase64, 'base64'))
}

/**
 * TON Connect `signData` (text): true when `signature` is the Ed25519 signature of `publicKey`
 * over sha256(0xffff ++ "ton-connect/sign-data/" ++ address ++ u32be(len(domain)) ++ domain ++
 * u64be(timestamp) ++ "txt" ++ u32be(len(text)) ++ text).
 */
export function verifyTonSignData(input: {
  signature: string
  /** Raw form, `0:<hex>`. */
  address: string
  domain: string
  timestamp: number
  text: string
  /** Hex. */
  publicKey: string
}): boolean {
  const domain = text(input.domain)
  const data = text(input.text)
  const digest = sha256(
    new Uint8Array([0xff, 0xff]),
    text('ton-connect/sign-data/'),
    rawAddressBytes(input.address),
    number(4, (v) => v.setUint32(0, domain.length)),
    domain,
    number(8, (v) => v.setBigUint64(0, BigInt(input.timestamp))),
    text('txt'),
    number(4, (v) => v.setUint32(0, data.length)),
    data,
  )
  return ed25519Verify(digest, input.signature, input.publicKey)
}

/**
 * TON Connect `ton_proof`: sha256(0xffff ++ "ton-connect" ++ sha256("ton-proof-item-v2/" ++
 * address ++ u32le(len(domain)) ++ domain ++ u64le(timestamp) ++ payload)), Ed25519.
 */
export function verifyTonProof(input: {
  signature: string
  address: string
  domain: string
  timestamp: number
  payload: string
  publicKey: string
}): boolean {
  const domain = text(input.domain)
  const inner = sha256(
    text('ton-proof-item-v2/'),
    rawAddressBytes(input.address),
    number(4, (v) => v.setUint32(0, domain.length, true)),
    domain,
    number(8, (v) => v.setBigUint64(0, BigInt(input.timestamp), true)),
    text(input.payload),
  )
  const digest = sha256(new Uint8Array([0xff, 0xff]), text('ton-connect'), inner)
  return ed25519Verify(digest, input.signature, input.publicKey)
}
