// Reads from the local Solana node over JSON-RPC, so e2e scenarios check a send's effect on the
// chain rather than in the UI. Each call has a 10 s limit.

async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Lamports of an address, from the node. */
export async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [address])).value)
}

/** Base units of a mint an owner holds in its token accounts, from the node (0 with none). */
export async function splBalanceOf(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(rpcUrl, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce(
    (sum, item) => sum + BigInt(item.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}
