/**
 * The chain JSON-RPC transport for SDKs without viem's (createJsonRpcTransport and its error
 * classes), loaded on first use: a separate chunk, so neither a host's first load nor a host
 * that never calls it carries it (a bundler keeps a shared package's used code with the page).
 */
export function loadJsonRpcTransport(): Promise<typeof import('./jsonRpcTransport.js')> {
  return import('./jsonRpcTransport.js')
}

/**
 * True for the error of a JSON-RPC error answer (`RpcResponseError`: code, message, data), without
 * loading the transport module.
 */
export function isRpcResponseError(
  error: unknown,
): error is import('./httpJsonRpcEndpoint.js').RpcResponseError {
  return (
    error instanceof Error &&
    error.name === 'RpcResponseError' &&
    typeof (error as { code?: unknown }).code === 'number'
  )
}
