import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetworkId, NATIVE_TOKEN_ADDRESS, type TokenBalance } from '@gangway/core'
import { type Address, erc20Abi, formatUnits, getAddress, isAddress } from 'viem'
import { localPublicClient } from '../contracts/deployContract.js'
import { readAccountHistory } from '../history/readAccountHistory.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'

export interface LocalBalanceToken {
  address: string
  name: string
  symbol: string
  decimals: number
  /** USD price (default 0: no price). */
  price?: number
  iconUrl?: string
}

export interface LocalBalanceChain {
  /** `eip155:<id>` (an EVM JSON-RPC node, anvil) or `solana:<ref>` (a Solana JSON-RPC node). */
  caipNetworkId: CaipNetworkId
  rpcUrl: string
  native: Omit<LocalBalanceToken, 'address'>
  /** ERC-20 tokens to report (eip155 only); those with a zero balance are left out. */
  tokens?: LocalBalanceToken[]
}

export interface StartLocalBalanceApiOptions {
  chains: LocalBalanceChain[]
  port?: number
  host?: string
}

export interface LocalBalanceApi {
  /** Give it to the kit as `balanceApiUrl`. */
  url: string
  /** Every balance query served, in order (for tests). */
  queries: { address: string; caipNetworkId: string }[]
  /** Every history query served, in order (for tests). */
  historyQueries: { address: string; caipNetworkId: string; cursor?: string }[]
  close(): Promise<void>
}

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SOLANA_DECIMALS = 9

function tokenBalance(
  caipNetworkId: CaipNetworkId,
  token: LocalBalanceToken,
  raw: bigint,
): TokenBalance {
  const numeric = formatUnits(raw, token.decimals)
  const price = token.price ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caipNetworkId,
    address: `${caipNetworkId}:${token.address}`,
    value: price * Number(numeric),
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl ?? '',
  }
}

async function evmBalances(chain: LocalBalanceChain, owner: Address): Promise<TokenBalance[]> {
  const client = localPublicClient(chain.rpcUrl)
  const native = { ...chain.native, address: NATIVE_TOKEN_ADDRESS.eip155 }
  const [nativeRaw, ...tokenRaws] = await Promise.all([
    client.getBalance({ address: owner }),
    ...(chain.tokens ?? []).map((token) =>
      client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ),
  ])
  const tokens = (chain.tokens ?? [])
    .map((token, index) => tokenBalance(chain.caipNetworkId, token, tokenRaws[index] ?? 0n))
    .filter((_, index) => (tokenRaws[index] ?? 0n) > 0n)
  return [tokenBalance(chain.caipNetworkId, native, nativeRaw ?? 0n), ...tokens]
}

async function solanaBalances(chain: LocalBalanceChain, owner: string): Promise<TokenBalance[]> {
  const result = (await jsonRpcRequest(chain.rpcUrl, 'getBalance', [owner])) as { value: number }
  const native = {
    ...chain.native,
    decimals: SOLANA_DECIMALS,
    address: NATIVE_TOKEN_ADDRESS.solana,
  }
  return [tokenBalance(chain.caipNetworkId, native, BigInt(result.value))]
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body))
}

/**
 * A self-hosted balance and activity API over local chains, read live from each chain's node:
 * - `GET /balance?address=…&caipNetworkId=…` (spec §7 "Balance: address, caipNetworkId") answers
 *   `{ balances: TokenBalance[] }`: the native balance, then each listed ERC-20 the address holds
 *   (core's `createBalanceApiSource`, the kit's `balanceApiUrl`);
 * - `GET /history?address=…&caipNetworkId=…&cursor=…` answers `{ data: Transaction[], next? }`
 *   for eip155 chains (`readAccountHistory`; core's `createActivityApiSource`, `activityApiUrl`).
 * The demo and the e2e suite run it. A network it does not serve answers an empty list; a
 * malformed query answers 400.
 */
export async function startLocalBalanceApi(
  options: StartLocalBalanceApiOptions,
): Promise<LocalBalanceApi> {
  const chains = new Map(options.chains.map((chain) => [chain.caipNetworkId, chain]))
  const queries: LocalBalanceApi['queries'] = []
  const historyQueries: LocalBalanceApi['historyQueries'] = []

  async function history(url: URL, response: ServerResponse) {
    const address = url.searchParams.get('address') ?? ''
    const caipNetworkId = url.searchParams.get('caipNetworkId') ?? ''
    const cursor = url.searchParams.get('cursor') ?? undefined
    historyQueries.push({ address, caipNetworkId, ...(cursor !== undefined && { cursor }) })
    const chain = chains.get(caipNetworkId as CaipNetworkId)
    if (!chain || !caipNetworkId.startsWith('eip155:')) return send(response, 200, { data: [] })
    if (!isAddress(address, { strict: false }))
      return send(response, 400, { error: 'address must be an EVM address' })
    try {
      const page = await readAccountHistory(chain, getAddress(address), {
        ...(cursor !== undefined && { cursor }),
      })
      return send(response, 200, page)
    } catch (error) {
      if (error instanceof Error && /cursor/.test(error.message))
        return send(response, 400, { error: error.message })
      throw error
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-origin': '*' })
      return response.end()
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = url.pathname.replace(/\/+$/, '')
    if (request.method === 'GET' && path === '/history') return history(url, response)
    if (request.method !== 'GET' || path !== '/balance')
      return send(response, 404, { error: 'Not found' })
    const address = url.searchParams.get('address') ?? ''
    const caipNetworkId = url.searchParams.get('caipNetworkId') ?? ''
    const chain = chains.get(caipNetworkId as CaipNetworkId)
    if (!/^[a-z\d-]{3,8}:[-_a-zA-Z\d]{1,32}$/.test(caipNetworkId))
      return send(response, 400, { error: 'caipNetworkId must be namespace:reference' })
    queries.push({ address, caipNetworkId })
    if (!chain) return send(response, 200, { balances: [] })
    const namespace = caipNetworkId.split(':')[0]
    if (namespace === 'eip155') {
      if (!isAddress(address, { strict: false }))
        return send(response, 400, { error: 'address must be an EVM address' })
      return send(response, 200, { balances: await evmBalances(chain, getAddress(address)) })
    }
    if (namespace === 'solana') {
      if (!SOLANA_ADDRESS.test(address))
        return send(response, 400, { error: 'address must be a base58 Solana address' })
      return send(response, 200, { balances: await solanaBalances(chain, address) })
    }
    return send(response, 200, { balances: [] })
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      send(response, 502, { error: error instanceof Error ? error.message : String(error) })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { address, port } = server.address() as AddressInfo
  return {
    url: `http://${address}:${port}`,
    queries,
    historyQueries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
