import { ProviderRpcError, RPC_ERROR } from './ProviderRpcError.js'

interface JsonRpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * Sends one JSON-RPC 2.0 request over HTTP with `fetch` (Node and browsers).
 * A JSON-RPC error from the node is thrown as a `ProviderRpcError` carrying the node's own
 * code, message and data (e.g. code 3 and the revert data of a failed `eth_estimateGas`).
 */
export async function jsonRpcRequest<T = unknown>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: init.signal ?? null,
    })
  } catch (cause) {
    throw new ProviderRpcError(
      RPC_ERROR.chainDisconnected,
      `Could not reach the node at ${url}: ${(cause as Error).message}`,
    )
  }
  if (!response.ok) {
    throw new ProviderRpcError(
      RPC_ERROR.internal,
      `The node at ${url} answered HTTP ${response.status} to ${method}.`,
    )
  }
  const body = (await response.json()) as JsonRpcResponse
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result as T
}
