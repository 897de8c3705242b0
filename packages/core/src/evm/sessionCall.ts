import { bytesToHex } from '../encoding/hex.js'
import { keccak256 } from '../encoding/keccak256.js'
import { KitError } from '../errors/KitError.js'
import { createHttpJsonRpcEndpoint } from '../rpc/httpJsonRpcEndpoint.js'
import { pollUntil } from '../utils/pollUntil.js'
import type { Hex } from './types.js'

/**
 * A host's call with a session key the visitor granted (ERC-7715, `features.smartSessions`): one
 * ERC-4337 v0.7 user operation of the visitor's smart account (`executeSession(key, to, value,
 * data)`), signed by the key, sent to a bundler and waited for. The account checks the session
 * (target, method, limits, expiry, revocation) on chain: a call it does not allow is refused by
 * the bundler or reverts, never runs.
 */

/** EntryPoint v0.7's address on every chain. */
export const ENTRY_POINT_07: Hex = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** The session key: its address and an EIP-191 signature of 32 raw bytes (viem's LocalAccount fits). */
export interface SessionSigner {
  address: Hex
  signMessage(args: { message: { raw: Hex } }): Promise<Hex>
}

export interface SessionCallGas {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
}

export interface SendSessionCallOptions {
  /** The visitor's smart account that granted the session (deployed). */
  account: Hex
  signer: SessionSigner
  chainId: number
  /** The chain's JSON-RPC node (nonce and fees). */
  rpcUrl: string
  /** An ERC-4337 bundler of the chain (JSON-RPC). */
  bundlerUrl: string
  call: { to: Hex; value?: bigint; data?: Hex }
  /** Gas limits to use instead of the bundler's estimate (which refuses a call that would revert). */
  gas?: SessionCallGas
  entryPoint?: Hex
  /** How long to wait for each node or bundler answer, and for the operation to land; default 60 s. */
  timeoutMs?: number
}

export interface SessionCallResult {
  userOpHash: Hex
  /** False when the call reverted on chain (the account refused it at execution). */
  success: boolean
  transactionHash: Hex
}

const DEFAULT_TIMEOUT_MS = 60_000
const RECEIPT_POLL_MS = 250
/** executeSession(address,address,uint256,bytes) and EntryPoint's getNonce(address,uint192). */
const EXECUTE_SESSION: Hex = '0xa4910c80'
const GET_NONCE: Hex = '0x35567e1a'
/** A 65-byte signature that recovers to some address, for the bundler's gas estimate. */
const STUB_SIGNATURE =
  'fffffffffffffffffffffffffffffff000000000000000000000000000000000' +
  '7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const strip = (hex: string) => hex.slice(2)
const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : strip(value).toLowerCase()).padStart(64, '0')
const quantity = (value: bigint): Hex => `0x${value.toString(16)}`
const hexBytes = (hex: string) =>
  Uint8Array.from(strip(hex).match(/../g) ?? [], (b) => parseInt(b, 16))
const keccakHex = (hex: string): string => strip(bytesToHex(keccak256(hexBytes(hex))))
const toBig = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw failed(`the node or bundler gave no ${what}`)
  return BigInt(value)
}
const failed = (details: string) => new KitError('SESSION_CALL_FAILED', { params: { details } })
const isHex = (value: unknown, bytes?: number): value is Hex =>
  typeof value === 'string' &&
  /^0x[0-9a-fA-F]*$/.test(value) &&
  value.length % 2 === 0 &&
  (bytes === undefined || value.length === 2 + bytes * 2)

/** The account's callData: `executeSession(key, target, value, data)`. */
export function executeSessionCallData(key: Hex, call: SendSessionCallOptions['call']): Hex {
  const data = strip(call.data ?? '0x')
  const padded = data.padEnd(Math.ceil(data.length / 64) * 64, '0')
  const head = [word(key), word(call.to), word(call.value ?? 0n), word(128n)].join('')
  return `${EXECUTE_SESSION}${head}${word(BigInt(data.length / 2))}${padded}`
}

interface UnsignedOperation extends SessionCallGas {
  sender: Hex
  nonce: bigint
  callData: Hex
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** EntryPoint v0.7's getUserOpHash for an operation without initCode or paymaster. */
export function userOperationHash(op: UnsignedOperation, entryPoint: Hex, chainId: number): Hex {
  const accountGasLimits = `${word(op.verificationGasLimit).slice(32)}${word(op.callGasLimit).slice(32)}`
  const gasFees = `${word(op.maxPriorityFeePerGas).slice(32)}${word(op.maxFeePerGas).slice(32)}`
  const packed = [
    word(op.sender),
    word(op.nonce),
    keccakHex('0x'),
    keccakHex(op.callData),
    accountGasLimits,
    word(op.preVerificationGas),
    gasFees,
    keccakHex('0x'),
  ].join('')
  return `0x${keccakHex(`0x${keccakHex(`0x${packed}`)}${word(entryPoint)}${word(BigInt(chainId))}`)}`
}

const rpcOperation = (op: UnsignedOperation, signature: Hex) => ({
  sender: op.sender,
  nonce: quantity(op.nonce),
  callData: op.callData,
  callGasLimit: quantity(op.callGasLimit),
  verificationGasLimit: quantity(op.verificationGasLimit),
  preVerificationGas: quantity(op.preVerificationGas),
  maxFeePerGas: quantity(op.maxFeePerGas),
  maxPriorityFeePerGas: quantity(op.maxPriorityFeePerGas),
  signature,
})

/**
 * Sends `call` from `account` with the session key `signer` and waits until it lands. Resolves
 * with `success: false` when it reverted on chain; throws KitError('SESSION_CALL_FAILED') with the
 * bundler's reason when the bundler refuses it (a revoked, unknown or expired session; a call the
 * estimate shows would revert) or nothing lands within the time limit.
 */
export async function sendSessionCall(options: SendSessionCallOptions): Promise<SessionCallResult> {
  const { account, signer, chainId } = options
  if (!isHex(account, 20) || !isHex(signer.address, 20) || !isHex(options.call.to, 20))
    throw new KitError('INVALID_ADDRESS', {
      params: { details: 'account, key and to are 0x addresses' },
    })
  if (options.call.data !== undefined && !isHex(options.call.data))
    throw new KitError('INVALID_RPC_PARAMS', {
      params: { method: 'sendSessionCall', details: 'data must be 0x hex' },
    })
  const entryPoint = options.entryPoint ?? ENTRY_POINT_07
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const endpoint = (url: string) => createHttpJsonRpcEndpoint(url, { timeoutMs, batchSize: 1 })
  const node = endpoint(options.rpcUrl)
  const bundler = endpoint(options.bundlerUrl)
  const ask = async (on: typeof node, method: string, params: unknown[]) => {
    try {
      return await on.request({ method, params })
    } catch (error) {
      throw failed(error instanceof Error ? error.message : String(error))
    }
  }
  try {
    const nonceData = `${GET_NONCE}${word(account)}${word(0n)}`
    const [nonce, block, priority] = await Promise.all([
      ask(node, 'eth_call', [{ to: entryPoint, data: nonceData }, 'latest']),
      ask(node, 'eth_getBlockByNumber', ['latest', false]),
      ask(node, 'eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00'),
    ])
    const baseFee = toBig((block as { baseFeePerGas?: unknown } | null)?.baseFeePerGas, 'base fee')
    const maxPriorityFeePerGas = toBig(priority, 'priority fee')
    const op: UnsignedOperation = {
      sender: account,
      nonce: toBig(nonce, 'nonce'),
      callData: executeSessionCallData(signer.address, options.call),
      maxFeePerGas: baseFee * 2n + maxPriorityFeePerGas,
      maxPriorityFeePerGas,
      callGasLimit: 0n,
      verificationGasLimit: 0n,
      preVerificationGas: 0n,
      ...options.gas,
    }
    if (!options.gas) {
      const stub = `${signer.address}${STUB_SIGNATURE}` as Hex
      const estimate = (await ask(bundler, 'eth_estimateUserOperationGas', [
        rpcOperation(op, stub),
        entryPoint,
      ])) as Record<string, unknown> | null
      op.callGasLimit = toBig(estimate?.callGasLimit, 'callGasLimit')
      op.verificationGasLimit = toBig(estimate?.verificationGasLimit, 'verificationGasLimit')
      op.preVerificationGas = toBig(estimate?.preVerificationGas, 'preVerificationGas')
    }
    const hash = userOperationHash(op, entryPoint, chainId)
    const signature = await signer.signMessage({ message: { raw: hash } })
    if (!isHex(signature, 65)) throw failed('the session key gave no 65-byte signature')
    const sent = await ask(bundler, 'eth_sendUserOperation', [
      rpcOperation(op, `${signer.address}${strip(signature)}` as Hex),
      entryPoint,
    ])
    if (!isHex(sent, 32)) throw failed('the bundler gave no user operation hash')
    return await waitForReceipt(sent, (method, params) => ask(bundler, method, params), timeoutMs)
  } finally {
    node.destroy()
    bundler.destroy()
  }
}

/** The bundler's receipt as the result, or undefined while the operation is not in a block. */
function resultOf(userOpHash: Hex, answer: unknown): SessionCallResult | undefined {
  const receipt = answer as { success?: unknown; receipt?: { transactionHash?: unknown } } | null
  if (
    !receipt ||
    typeof receipt.success !== 'boolean' ||
    !isHex(receipt.receipt?.transactionHash, 32)
  )
    return undefined
  return { userOpHash, success: receipt.success, transactionHash: receipt.receipt.transactionHash }
}

async function waitForReceipt(
  userOpHash: Hex,
  ask: (method: string, params: unknown[]) => Promise<unknown>,
  timeoutMs: number,
): Promise<SessionCallResult> {
  // A failed read ends the wait with its error (it is not asked again).
  const outcome = await pollUntil(
    () =>
      ask('eth_getUserOperationReceipt', [userOpHash]).then(
        (answer) => resultOf(userOpHash, answer),
        (error: unknown) => ({ error }),
      ),
    { timeoutMs, intervalMs: RECEIPT_POLL_MS },
  )
  if (!outcome)
    throw failed(`user operation ${userOpHash} did not land within ${timeoutMs / 1000} seconds`)
  if ('error' in outcome) throw outcome.error
  return outcome
}
