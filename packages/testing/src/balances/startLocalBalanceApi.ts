import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetworkId, eip155Family, solanaFamily, type TokenBalance } from '@gangway/core'
import { type Address, erc20Abi, formatUnits, getAddress, isAddress } from 'viem'
import { localPublicClient } from '../contracts/deployContract.js'
import {
  type AccountHistoryPage,
  type ReadAccountHistoryOptions,
  readAccountHistory,
} from '../history/readAccountHistory.js'
import { readSolanaHistory, SOLANA_DECIMALS } from '../history/readSolanaHistory.js'
import { localNfts } from '../nfts/localNfts.js'
import type { LocalCollection } from '../nfts/readAccountCollectibles.js'
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
  /** ERC-721 collections whose tokens `GET /nfts` reports (eip155 only). */
  collectibles?: LocalCollection[]
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
  /** Every NFT query served, in order (for tests). */
  nftQueries: { address: string; caipNetworkId: string }[]
  close(): Promise<void>
}

const CAIP2 = /^[a-z\d-]{3,8}:[-_a-zA-Z\d]{1,32}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** How an account query's address is checked, per namespace served. */
const ADDRESS_CHECKS: Record<string, { valid: (address: string) => boolean; error: string }> = {
  eip155: {
    valid: (address) => isAddress(address, { strict: false }),
    error: 'address must be an EVM address',
  },
  solana: {
    valid: (address) => SOLANA_ADDRESS.test(address),
    error: 'address must be a base58 Solana address',
  },
}

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
  const native = { ...chain.native, address: eip155Family.nativeTokenAddress }
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
    address: solanaFamily.nativeTokenAddress,
  }
  return [tokenBalance(chain.caipNetworkId, native, BigInt(result.value))]
}

type Reader = (chain: LocalBalanceChain, address: string) => Promise<unknown[]>
/** What each account query reads, per namespace (a served chain of another answers `[]`). */
const READERS: Record<'balances' | 'nfts', Record<string, Reader>> = {
  balances: {
    eip155: (chain, address) => evmBalances(chain, getAddress(address)),
    solana: solanaBalances,
  },
  nfts: { eip155: (chain, address) => localNfts(chain, getAddress(address)) },
}
/** What `/history` reads, per namespace (a served chain of another answers `{ data: [] }`). */
const HISTORY_READERS: Record<
  string,
  (
    chain: LocalBalanceChain,
    address: string,
    options: ReadAccountHistoryOptions,
  ) => Promise<AccountHistoryPage>
> = {
  eip155: (chain, address, options) => readAccountHistory(chain, getAddress(address), options),
  solana: readSolanaHistory,
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
 *   for eip155 chains (`readAccountHistory`) and solana chains (`readSolanaHistory`, from the
 *   node's `getSignaturesForAddress` and `getTransaction`); core's `createActivityApiSource`,
 *   the kit's `activityApiUrl`;
 * - `GET /nfts?address=…&caipNetworkId=…` answers `{ nfts: LocalNft[] }`: the tokens of each
 *   chain's listed `collectibles` (ERC-721) the address holds, with a generated SVG picture
 *   (`readAccountCollectibles`; core's `createNftApiSource`, `nftApiUrl`); non-eip155 chains
 *   answer an empty list.
 * The demo and the e2e suite run it. A network it does not serve answers an empty list; a
 * malformed query answers 400.
 */
export async function startLocalBalanceApi(
  options: StartLocalBalanceApiOptions,
): Promise<LocalBalanceApi> {
  const chains = new Map(options.chains.map((chain) => [chain.caipNetworkId, chain]))
  const queries: LocalBalanceApi['queries'] = []
  const historyQueries: LocalBalanceApi['historyQueries'] = []
  const nftQueries: LocalBalanceApi['nftQueries'] = []

  /** `/balance` and `/nfts`: 400 for a malformed query, `[]` for a network not served. */
  async function accountAnswer(
    url: URL,
    response: ServerResponse,
    list: keyof typeof READERS,
    log: { address: string; caipNetworkId: string }[],
  ) {
    const address = url.searchParams.get('address') ?? ''
    const caipNetworkId = url.searchParams.get('caipNetworkId') ?? ''
    if (!CAIP2.test(caipNetworkId))
      return send(response, 400, { error: 'caipNetworkId must be namespace:reference' })
    log.push({ address, caipNetworkId })
    const chain = chains.get(caipNetworkId as CaipNetworkId)
    const namespace = caipNetworkId.split(':')[0] ?? ''
    const check = ADDRESS_CHECKS[namespace]
    if (!chain || !check) return send(response, 200, { [list]: [] })
    if (!check.valid(address)) return send(response, 400, { error: check.error })
    const read = READERS[list][namespace]
    return send(response, 200, { [list]: read ? await read(chain, address) : [] })
  }

  async function history(url: URL, response: ServerResponse) {
    const address = url.searchParams.get('address') ?? ''
    const caipNetworkId = url.searchParams.get('caipNetworkId') ?? ''
    const cursor = url.searchParams.get('cursor') ?? undefined
    historyQueries.push({ address, caipNetworkId, ...(cursor !== undefined && { cursor }) })
    const chain = chains.get(caipNetworkId as CaipNetworkId)
    const namespace = caipNetworkId.split(':')[0] ?? ''
    const read = HISTORY_READERS[namespace]
    const check = ADDRESS_CHECKS[namespace]
    if (!chain || !read || !check) return send(response, 200, { data: [] })
    if (!check.valid(address)) return send(response, 400, { error: check.error })
    try {
      const page = await read(chain, address, { ...(cursor !== undefined && { cursor }) })
      return send(response, 200, page)
    } catch (error) {
      if (error instanceof Error && /^(cursor|address) must be/.test(error.message))
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
    if (request.method !== 'GET') return send(response, 404, { error: 'Not found' })
    if (path === '/history') return history(url, response)
    if (path === '/balance') return accountAnswer(url, response, 'balances', queries)
    if (path === '/nfts') return accountAnswer(url, response, 'nfts', nftQueries)
    return send(response, 404, { error: 'Not found' })
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
    nftQueries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
