/** EIP-1193 / EIP-1474 error codes the test wallet uses. */
export const RPC_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** Standard messages for the EIP-1193 provider error codes. */
export const RPC_ERROR_MESSAGE = {
  4001: 'User rejected the request.',
  4100: 'The requested method and/or account has not been authorized by the user.',
  4200: 'The Provider does not support the requested method.',
  4900: 'The Provider is disconnected from all chains.',
  4901: 'The Provider is not connected to the requested chain.',
} as const

/** An EIP-1193 `ProviderRpcError`: an Error with a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    this.data = data
  }
}

/** The EIP-1193 error for `code` with its standard message. */
export function providerError(code: keyof typeof RPC_ERROR_MESSAGE, data?: unknown) {
  return new ProviderRpcError(code, RPC_ERROR_MESSAGE[code], data)
}
