/**
 * solana requests of the embedded account: messages and transactions signed with ed25519. A
 * transaction (legacy or v0) on the wire is a compact-array of 64-byte signatures followed by the
 * message; the frame signs the message bytes and writes its signature in its slot, no SDK needed.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, utf8 } from '@scure/base'
import { rpcCall } from './evm.js'
import { type ApprovalNetwork, networkRow } from './network.js'
import type { ApprovalDetails } from './ui.js'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/** Solana's compact-u16 (1–3 bytes, 7 bits each). */
function readCompactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('Truncated transaction')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new Error('Invalid compact-u16')
}

export interface ParsedTransaction {
  signatureCount: number
  signaturesOffset: number
  message: Uint8Array
  version: 'legacy' | 0
  requiredSigners: Uint8Array[]
  accountCount: number
}

/** Reads the signatures' slots and the message's signer keys from a wire transaction. */
export function parseTransaction(wire: Uint8Array): ParsedTransaction {
  const [signatureCount, size] = readCompactU16(wire, 0)
  const messageStart = size + signatureCount * 64
  if (messageStart >= wire.length) throw new Error('Truncated transaction')
  const message = wire.slice(messageStart)
  let offset = 0
  let version: 'legacy' | 0 = 'legacy'
  if ((message[0]! & 0x80) !== 0) {
    if ((message[0]! & 0x7f) !== 0) throw new Error('Unsupported transaction version')
    version = 0
    offset = 1
  }
  const required = message[offset]
  if (required === undefined) throw new Error('Truncated transaction')
  offset += 3
  const [accountCount, keysSize] = readCompactU16(message, offset)
  offset += keysSize
  if (required > accountCount || offset + accountCount * 32 > message.length)
    throw new Error('Invalid transaction message')
  const requiredSigners = Array.from({ length: required }, (_, index) =>
    message.slice(offset + index * 32, offset + (index + 1) * 32),
  )
  if (signatureCount !== required)
    throw new Error('The transaction has not one signature slot per signer')
  return { signatureCount, signaturesOffset: size, message, version, requiredSigners, accountCount }
}

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** Signs a wire transaction as `secret`'s account; returns the wire transaction with the signature. */
export function signTransaction(wire: Uint8Array, secret: Uint8Array): Uint8Array {
  const parsed = parseTransaction(wire)
  const publicKey = ed25519.getPublicKey(secret)
  const slot = parsed.requiredSigners.findIndex((key) => equalBytes(key, publicKey))
  if (slot < 0) throw new Error("The transaction does not need this account's signature")
  const signature = ed25519.sign(parsed.message, secret)
  const signed = wire.slice()
  signed.set(signature, parsed.signaturesOffset + slot * 64)
  return signed
}

/** A message as the kit sends it: base58 when it is all base58, else UTF-8 text. */
export function messageBytes(message: string): Uint8Array {
  if (BASE58.test(message)) {
    try {
      return base58.decode(message)
    } catch {
      // not base58 after all
    }
  }
  return utf8.decode(message)
}

const paramsRecord = (params: unknown): Record<string, unknown> => {
  const value = Array.isArray(params) ? params[0] : params
  if (!value || typeof value !== 'object') throw new Error('Invalid solana request params')
  return value as Record<string, unknown>
}

const stringParam = (params: unknown, name: string): string => {
  const value = paramsRecord(params)[name]
  if (typeof value !== 'string' || value.length === 0 || value.length > 100_000)
    throw new Error(`Invalid solana request: ${name}`)
  return value
}

export function describeSolana(
  method: string,
  params: unknown,
  network: ApprovalNetwork,
): ApprovalDetails {
  if (method === 'solana_signMessage') {
    const bytes = messageBytes(stringParam(params, 'message'))
    let shown: string
    try {
      shown = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      shown = base58.encode(bytes)
    }
    return { title: 'Sign message', rows: [['Message', shown]] }
  }
  if (method === 'solana_signAllTransactions') {
    const list = paramsRecord(params).transactions
    const count = Array.isArray(list) ? list.length : 0
    return {
      title: 'Sign transactions',
      rows: [networkRow(network), ['Transactions', `${count}`]],
    }
  }
  const wire = base64.decode(stringParam(params, 'transaction'))
  const parsed = parseTransaction(wire)
  return {
    title: method === 'solana_signAndSendTransaction' ? 'Send transaction' : 'Sign transaction',
    rows: [
      networkRow(network),
      ['Version', String(parsed.version)],
      ['Signers', String(parsed.requiredSigners.length)],
      ['Accounts', String(parsed.accountCount)],
      ['Size', `${wire.length} bytes`],
    ],
  }
}

/** Runs a not-safe solana request once approved. */
export async function runSolana(
  method: string,
  params: unknown,
  secret: Uint8Array,
  rpcUrl: string | undefined,
): Promise<unknown> {
  if (method === 'solana_signMessage') {
    const signature = ed25519.sign(messageBytes(stringParam(params, 'message')), secret)
    return { signature: base58.encode(signature) }
  }
  if (method === 'solana_signTransaction') {
    const signed = signTransaction(base64.decode(stringParam(params, 'transaction')), secret)
    return { transaction: base64.encode(signed) }
  }
  if (method === 'solana_signAllTransactions') {
    const list = paramsRecord(params).transactions
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string'))
      throw new Error('Invalid solana request: transactions')
    return {
      transactions: list.map((item) =>
        base64.encode(signTransaction(base64.decode(item as string), secret)),
      ),
    }
  }
  if (method === 'solana_signAndSendTransaction') {
    if (!rpcUrl) throw new Error('No rpcUrl for this network')
    const signed = signTransaction(base64.decode(stringParam(params, 'transaction')), secret)
    const signature = await rpcCall(rpcUrl, 'sendTransaction', [
      base64.encode(signed),
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ])
    return { signature }
  }
  throw new Error('Requested RPC call is not supported by the embedded wallet')
}
