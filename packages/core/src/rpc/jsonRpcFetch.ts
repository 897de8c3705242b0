import { type JsonRpcCall, RpcResponseError } from './httpJsonRpcEndpoint.js'

/** What the fetch answers through: a JSON-RPC transport's `request` (see `JsonRpcTransport`). */
type Requester = { request(call: JsonRpcCall): Promise<unknown> }

interface Envelope {
  id?: unknown
  method?: unknown
  params?: unknown
}

/**
 * A `fetch` for SDKs that post JSON-RPC themselves (web3.js 1.x `Connection` takes one as its
 * `fetch` option): each posted call, or each call of a posted batch, is answered through
 * `transport` (its endpoints, fallback, retries and checks) whatever URL the SDK posts to. A
 * JSON-RPC error answer goes back to the SDK as one; when no endpoint answered, the fetch
 * rejects with the transport's error (a timeout, an HTTP status ...), as a failed fetch would.
 */
export function jsonRpcFetch(
  transport: () => Promise<Requester>,
): (input: unknown, init?: RequestInit) => Promise<Response> {
  return async (_input, init) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null')
    const rpc = await transport()
    const answer = async (envelope: Envelope) => {
      if (typeof envelope?.method !== 'string') throw new Error('Not a JSON-RPC call')
      const params = envelope.params as JsonRpcCall['params']
      try {
        const result = await rpc.request({ method: envelope.method, ...(params && { params }) })
        return { jsonrpc: '2.0', id: envelope.id, result: result ?? null }
      } catch (error) {
        if (!(error instanceof RpcResponseError)) throw error
        const { code, message, data } = error
        return {
          jsonrpc: '2.0',
          id: envelope.id,
          error: { code, message, ...(data !== undefined && { data }) },
        }
      }
    }
    const answers = Array.isArray(body)
      ? await Promise.all(body.map((envelope: Envelope) => answer(envelope)))
      : await answer(body as Envelope)
    return new Response(JSON.stringify(answers), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
}
