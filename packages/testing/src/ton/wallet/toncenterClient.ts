/** What the wallet asks of a toncenter v2 JSON-RPC node, each call with a time limit. */
export interface ToncenterClient {
  /** `active`, `uninitialized` or `frozen`. */
  state(address: string): Promise<string>
  /** The wallet contract's seqno (get method `seqno`). */
  seqno(address: string): Promise<number>
  /** Sends an external message BoC (base64). */
  sendBoc(boc: string): Promise<void>
}

const TIMEOUT_MS = 10_000

/** A toncenter v2 JSON-RPC client over `fetch` (Node and browsers). */
export function createToncenterClient(rpcUrl: string): ToncenterClient {
  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new Error(
        `The TON node at ${rpcUrl} did not answer ${method}: ${(error as Error).message}`,
      )
    }
    const body = (await response.json().catch(() => ({}))) as {
      ok?: boolean
      result?: unknown
      error?: unknown
    }
    if (!response.ok || body.ok !== true) {
      throw new Error(`The TON node refused ${method}: ${String(body.error ?? response.status)}`)
    }
    return body.result
  }
  return {
    state: async (address) => String(await call('getAddressState', { address })),
    async seqno(address) {
      const result = (await call('runGetMethod', { address, method: 'seqno', stack: [] })) as {
        exit_code?: number
        stack?: [string, string][]
      }
      const entry = result.stack?.[0]
      if (result.exit_code !== 0 || entry?.[0] !== 'num') {
        throw new Error(`The wallet contract's seqno get method failed (exit ${result.exit_code}).`)
      }
      return Number(BigInt(entry[1]))
    },
    async sendBoc(boc) {
      await call('sendBoc', { boc })
    },
  }
}
