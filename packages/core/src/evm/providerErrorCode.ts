/** EIP-1193 / EIP-1474 codes the EVM helpers act on. */
export const PROVIDER_ERROR_CODES = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  /** `wallet_switchEthereumChain`: the wallet does not know the chain. */
  UNRECOGNIZED_CHAIN: 4902,
} as const

const MAX_DEPTH = 8

/** The places SDKs tuck the wallet's original error into. */
function nestedErrors(error: object): unknown[] {
  const e = error as Record<string, unknown>
  const data = e.data as Record<string, unknown> | undefined
  const info = e.info as Record<string, unknown> | undefined
  return [
    e.cause, // viem, native Error cause
    e.error, // ethers v5, JSON-RPC envelopes
    info?.error, // ethers v6
    typeof data === 'object' && data !== null ? data.originalError : undefined, // MetaMask mobile
  ]
}

/**
 * All numeric EIP-1193 codes found on an error and the errors it wraps (viem `cause` chains,
 * ethers v5 `error`, ethers v6 `info.error`, MetaMask mobile `data.originalError`), outermost first.
 * ethers' string code `ACTION_REJECTED` counts as 4001.
 */
export function collectProviderErrorCodes(error: unknown): number[] {
  const codes: number[] = []
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return
    const code = (value as { code?: unknown }).code
    if (typeof code === 'number' && !codes.includes(code)) codes.push(code)
    if (code === 'ACTION_REJECTED' && !codes.includes(PROVIDER_ERROR_CODES.USER_REJECTED))
      codes.push(PROVIDER_ERROR_CODES.USER_REJECTED)
    for (const nested of nestedErrors(value)) visit(nested, depth + 1)
  }
  visit(error, 0)
  return codes
}

/** True when the error, or any error it wraps, carries the given EIP-1193 code. */
export function hasProviderErrorCode(error: unknown, code: number): boolean {
  return collectProviderErrorCodes(error).includes(code)
}
