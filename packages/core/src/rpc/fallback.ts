import { getErrorCodes, isUserRejectedError } from '../errors/providerErrors.js'

/**
 * Error codes on which the next RPC endpoint is NOT tried (spec §7: "No fallback occurs on
 * certain error codes, including 5000"). The rule: no fallback when the error is the visitor's
 * decision, is about the wallet rather than the endpoint, or is deterministic for the request
 * (every node would answer the same). Fallback stays on for endpoint trouble: HTTP errors,
 * timeouts, -32603 internal error, -32005 limit exceeded, -32002 resource unavailable,
 * -32601 / -32004 method missing on that node, -32700 mangled response, and -32000, which
 * nodes use both for deterministic failures (nonce too low, insufficient funds) and for node
 * lag ('header not found'); retrying a signed raw transaction elsewhere is harmless (same hash).
 */
export const NO_FALLBACK_ERROR_CODES: readonly number[] = [
  // WalletConnect / CAIP-25 "user rejected" (the spec's 5000).
  5000,
  // EIP-1193 provider errors: user rejected, unauthorized, unsupported method, disconnected,
  // chain disconnected, unrecognised chain.
  4001, 4100, 4200, 4900, 4901, 4902,
  // EIP-1474 execution reverted: the same call reverts on every node.
  3,
  // JSON-RPC invalid request / invalid params: the request itself is wrong.
  -32600, -32602,
  // EIP-1474 transaction rejected (as viem's own fallback treats it).
  -32003,
]

const EXECUTION_REVERTED = /execution reverted/i

/**
 * Whether an RPC error should move on to the next endpoint. False for the codes above (found on
 * the error or anything it wraps), for user rejections and for reverts. Never throws.
 */
export function shouldFallback(error: unknown): boolean {
  if (getErrorCodes(error).some((code) => NO_FALLBACK_ERROR_CODES.includes(code))) return false
  if (isUserRejectedError(error)) return false
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? (error as { message: unknown }).message
      : error
  return !(typeof message === 'string' && EXECUTION_REVERTED.test(message.slice(0, 10_000)))
}
