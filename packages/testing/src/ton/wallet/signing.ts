// The signatures a TON Connect wallet makes (ton-blockchain/ton-connect, requests-responses.md):
// `signData` of text or binary payloads, and `ton_proof` at connect. Browser-safe.

import type { Address } from '@ton/core'
import { sha256_sync, sign } from '@ton/crypto'

const utf8 = (text: string) => Buffer.from(text, 'utf8')

function uint32(value: number, littleEndian: boolean): Buffer {
  const bytes = Buffer.alloc(4)
  if (littleEndian) bytes.writeUInt32LE(value)
  else bytes.writeUInt32BE(value)
  return bytes
}

function uint64(value: number, littleEndian: boolean): Buffer {
  const bytes = Buffer.alloc(8)
  if (littleEndian) bytes.writeBigUInt64LE(BigInt(value))
  else bytes.writeBigUInt64BE(BigInt(value))
  return bytes
}

function addressBytes(address: Address): Buffer {
  const workchain = Buffer.alloc(4)
  workchain.writeInt32BE(address.workChain)
  return Buffer.concat([workchain, address.hash])
}

export type SignDataPayload = { type: 'text'; text: string } | { type: 'binary'; bytes: string }

/**
 * signData, text and binary: Ed25519 over sha256(0xffff ++ "ton-connect/sign-data/" ++ address
 * ++ domain length (u32 BE) ++ domain ++ timestamp (u64 BE) ++ "txt"|"bin" ++ length (u32 BE) ++
 * data). Returns the base64 signature.
 */
export function signDataSignature(input: {
  secretKey: Buffer
  address: Address
  domain: string
  timestamp: number
  payload: SignDataPayload
}): string {
  const data =
    input.payload.type === 'text'
      ? utf8(input.payload.text)
      : Buffer.from(input.payload.bytes, 'base64')
  const domain = utf8(input.domain)
  const message = Buffer.concat([
    Buffer.from([0xff, 0xff]),
    utf8('ton-connect/sign-data/'),
    addressBytes(input.address),
    uint32(domain.length, false),
    domain,
    uint64(input.timestamp, false),
    utf8(input.payload.type === 'text' ? 'txt' : 'bin'),
    uint32(data.length, false),
    data,
  ])
  return sign(sha256_sync(message), input.secretKey).toString('base64')
}

/**
 * ton_proof: Ed25519 over sha256(0xffff ++ "ton-connect" ++ sha256("ton-proof-item-v2/" ++
 * address ++ domain length (u32 LE) ++ domain ++ timestamp (u64 LE) ++ payload)).
 */
export function tonProofSignature(input: {
  secretKey: Buffer
  address: Address
  domain: string
  timestamp: number
  payload: string
}): string {
  const domain = utf8(input.domain)
  const message = Buffer.concat([
    utf8('ton-proof-item-v2/'),
    addressBytes(input.address),
    uint32(domain.length, true),
    domain,
    uint64(input.timestamp, true),
    utf8(input.payload),
  ])
  const signed = Buffer.concat([
    Buffer.from([0xff, 0xff]),
    utf8('ton-connect'),
    sha256_sync(message),
  ])
  return sign(sha256_sync(signed), input.secretKey).toString('base64')
}
