/** A JSON-RPC call without its envelope (id and version are added on the wire). */
export interface JsonRpcCall {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** The endpoint answered the call with a JSON-RPC error object (code, message, data kept). */
export class RpcResponseError extends Error {
  override readonly name = 'RpcResponseError'
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly url: string,
  ) {
    super(message)
  }
}

/** The endpoint answered with a non-success HTTP status. */
export class RpcHttpError extends Error {
  override readonly name = 'RpcHttpError'
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: string,
  ) {
    super(`HTTP request failed. Status: ${status}`)
  }
}

/** No answer within the timeout (the request was aborted). */
export class RpcTimeoutError extends Error {
  override readonly name = 'RpcTimeoutError'
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super('The request took too long to respond.')
  }
}

/** The endpoint serves another chain than the network's (its chain id or genesis hash differ). */
export class RpcChainMismatchError extends Error {
  override readonly name = 'RpcChainMismatchError'
  constructor(
    readonly url: string,
    /** What the endpoint answered to the chain check. */
    readonly answer: unknown,
  ) {
    super(`The RPC endpoint ${url} serves another chain (it answered ${String(answer)})`)
  }
}

export interface HttpJsonRpcEndpoint {
  readonly url: string
  /** Queues the call; calls queued in the same turn of the event loop go in one HTTP request. */
  request(call: JsonRpcCall): Promise<unknown>
  /** One call in its own HTTP request (not batched), e.g. a ranking probe. */
  requestAlone(call: JsonRpcCall, timeoutMs: number): Promise<unknown>
  /** Rejects what is queued, aborts what is in flight and drops later calls. */
  destroy(): void
}

interface Queued {
  call: JsonRpcCall
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

interface Envelope {
  jsonrpc: '2.0'
  id: number
  method: string
  params: JsonRpcCall['params']
}

/**
 * One JSON-RPC endpoint over HTTP POST (spec §7: body jsonrpc 2.0, id, method, params; batches):
 * calls queued in the same turn are sent together, up to `batchSize` per request (one call goes
 * as a plain object, several as an array); each request is aborted after `timeoutMs`.
 */
export function createHttpJsonRpcEndpoint(
  url: string,
  options: { timeoutMs: number; batchSize: number; fetch?: typeof fetch },
): HttpJsonRpcEndpoint {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  let queue: Queued[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false
  const inFlight = new Set<AbortController>()
  // Ids only have to match answers to calls within one endpoint's requests.
  let nextId = 1

  async function post(calls: readonly JsonRpcCall[], timeoutMs: number): Promise<unknown[]> {
    const envelopes: Envelope[] = calls.map((call) => ({
      jsonrpc: '2.0',
      id: nextId++,
      method: call.method,
      params: call.params ?? [],
    }))
    if (destroyed) throw new Error('RPC endpoint destroyed')
    const controller = new AbortController()
    inFlight.add(controller)
    const abort = setTimeout(() => controller.abort(), timeoutMs)
    let text: string
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(envelopes.length === 1 ? envelopes[0] : envelopes),
        signal: controller.signal,
      })
      text = await response.text()
      if (!response.ok) throw new RpcHttpError(response.status, url, text.slice(0, 10_000))
    } catch (error) {
      if (destroyed) throw new Error('RPC endpoint destroyed')
      if (controller.signal.aborted) throw new RpcTimeoutError(url, timeoutMs)
      throw error
    } finally {
      clearTimeout(abort)
      inFlight.delete(controller)
    }
    const parsed: unknown = JSON.parse(text)
    const answers = Array.isArray(parsed) ? parsed : [parsed]
    if (!Array.isArray(parsed) && envelopes.length > 1)
      throw new Error(`JSON-RPC batch answered with a single response by ${url}`)
    return envelopes.map((envelope) => {
      const answer = answers.find(
        (a) =>
          typeof a === 'object' &&
          a !== null &&
          ((a as { id?: unknown }).id === envelope.id || envelopes.length === 1),
      ) as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
      if (answer === undefined) return new Error(`No JSON-RPC response for ${envelope.method}`)
      if (answer.error !== undefined && answer.error !== null) {
        const { code, message, data } = answer.error
        return new RpcResponseError(
          typeof code === 'number' ? code : -1,
          typeof message === 'string' ? message : 'JSON-RPC error',
          data,
          url,
        )
      }
      return { result: answer.result }
    })
  }

  function flush() {
    timer = undefined
    const taken = queue
    queue = []
    for (let start = 0; start < taken.length; start += options.batchSize) {
      const batch = taken.slice(start, start + options.batchSize)
      post(
        batch.map((entry) => entry.call),
        options.timeoutMs,
      ).then(
        (outcomes) => {
          batch.forEach((entry, index) => {
            const outcome = outcomes[index]
            if (outcome instanceof Error) entry.reject(outcome)
            else entry.resolve((outcome as { result: unknown }).result)
          })
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error)
        },
      )
    }
  }

  return {
    url,
    request(call) {
      if (destroyed) return Promise.reject(new Error('RPC endpoint destroyed'))
      return new Promise((resolve, reject) => {
        queue.push({ call, resolve, reject })
        timer ??= setTimeout(flush, 0)
      })
    },
    async requestAlone(call, timeoutMs) {
      const [outcome] = await post([call], timeoutMs)
      if (outcome instanceof Error) throw outcome
      return (outcome as { result: unknown }).result
    },
    destroy() {
      destroyed = true
      clearTimeout(timer)
      timer = undefined
      const dropped = queue
      queue = []
      for (const entry of dropped) entry.reject(new Error('RPC endpoint destroyed'))
      for (const controller of inFlight) controller.abort()
    },
  }
}
