import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetworkId } from '@gangway/core'
import { importOptionalPeer } from '@gangway/core/internal'
import type { GangwayServer, ServerConfigInput } from '@gangway/server'

export interface LocalBalanceToken {
  address: string
  name: string
  symbol: string
  decimals: number
  /** USD price (default 0: no price). */
  price?: number
  /** The token's logo: an http(s) URL or an inline `data:image/…` URL. */
  iconUrl?: string
}

/** An ERC-721 collection to report (e.g. what `deployTestCollectibles` returns). */
export interface LocalCollection {
  address: string
  name: string
  symbol?: string
}

export interface LocalBalanceChain {
  /** `eip155:<id>` (an EVM JSON-RPC node, anvil) or `solana:<ref>` (a Solana JSON-RPC node). */
  caipNetworkId: CaipNetworkId
  /** The network's name (the embedded wallet's approvals show it). */
  name?: string
  rpcUrl: string
  native: Omit<LocalBalanceToken, 'address'>
  /** Tokens to report (ERC-20 on eip155, SPL mints on solana); those with a zero balance are left out. */
  tokens?: LocalBalanceToken[]
  /** ERC-721 collections whose tokens `GET /nfts` reports (eip155 only). */
  collectibles?: LocalCollection[]
  /** Multicall3's address on the chain (`deployMulticall3`): token balances in one call. */
  multicall3?: string
  /** Serve `/swap/*` through a Uniswap V2-style router (eip155; e.g. `deployUniswapV2`'s). */
  swap?: LocalSwapConfig
  /**
   * The chain's bundler and paymaster (`startBundler`, `deployErc4337`): the server's `erc4337`
   * (sponsored gas through `POST /sponsor/user-operation`; see @gangway/server's README).
   */
  erc4337?: LocalErc4337Config
}

/** The server's `erc4337` configuration of a chain. */
export interface LocalErc4337Config {
  bundlerUrl: string
  entryPoint?: string
  paymaster?: { address: string; signerPrivateKey: string; validitySeconds?: number }
}

/** The server's `swap` configuration of a chain (see @gangway/server's README). */
export interface LocalSwapConfig {
  router: string
  /** The wrapped native token the router uses. */
  weth: string
  /** A listed token with a fixed `price`: the USD reference of swap prices. */
  usdToken: string
  /** Seconds a built swap stays valid; default 1,200. */
  deadlineSeconds?: number
  /** Listed tokens offered for swaps; default all of them. */
  tokens?: string[]
}

export interface StartLocalBalanceApiOptions {
  chains: LocalBalanceChain[]
  port?: number
  host?: string
  /**
   * More of the server's configuration: its projects (default one, `local`, open to any origin),
   * a wallet directory (`GET /directory`), a database.
   */
  server?: Partial<
    Pick<ServerConfigInput, 'projects' | 'directory' | 'database' | 'embedded' | 'publicUrl'>
  >
}

export interface LocalBalanceApi {
  /** Give it to the kit as `balanceApiUrl`, `activityApiUrl` and `nftApiUrl` (and `swapApiUrl`). */
  url: string
  /** Every balance query served, in order (for tests). */
  queries: { address: string; caipNetworkId: string }[]
  /** Every history query served, in order (for tests). */
  historyQueries: { address: string; caipNetworkId: string; cursor?: string }[]
  /** Every NFT query served, in order (for tests). */
  nftQueries: { address: string; caipNetworkId: string }[]
  close(): Promise<void>
}

/** The project the local API serves: any origin (a local test API, on 127.0.0.1 only). */
const LOCAL_PROJECT = { id: 'local', origins: ['*'] }

/**
 * The key the local API's names gateway (`POST /names/ccip`, CCIP-Read) signs with: a public
 * test key (anvil's mnemonic, account 19), so a test can deploy an ENS offchain resolver trusting
 * its address (`deployTestEns`) and resolve the names registered on the local API.
 */
export const LOCAL_NAMES_GATEWAY_KEY =
  '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e' as const

/** `@gangway/server`'s configuration for the local chains. */
export function localServerConfig(
  chains: readonly LocalBalanceChain[],
  server: StartLocalBalanceApiOptions['server'] = {},
): ServerConfigInput {
  return {
    projects: server.projects ?? [LOCAL_PROJECT],
    database: server.database ?? { dataDir: 'memory://' },
    ...(server.directory && { directory: server.directory }),
    ...(server.embedded && { embedded: server.embedded }),
    ...(server.publicUrl && { publicUrl: server.publicUrl }),
    log: 'silent',
    // Account names (`/names/*`) under gangway.eth, resolvable through the CCIP-Read gateway.
    names: { suffix: 'gangway.eth', gateway: { signerKey: LOCAL_NAMES_GATEWAY_KEY } },
    // The demo and the e2e suite make many requests from one address.
    limits: {
      requestsPerMinute: 1_000_000,
      projectRequestsPerMinute: 1_000_000,
      upstreamTimeoutMs: 10_000,
    },
    // Likewise the kit's analytics: every scenario's events come from 127.0.0.1.
    analytics: { clientBytesPerMinute: 100_000_000, projectEventsPerDay: 1_000_000_000 },
    chains: chains.map((chain) => ({
      caipNetworkId: chain.caipNetworkId,
      ...(chain.name && { name: chain.name }),
      rpcUrls: [chain.rpcUrl],
      // A local node: no key in its URL, so browsers (the embedded wallet's frame) may have it.
      publicRpcUrls: [chain.rpcUrl],
      native: chain.native,
      tokens: (chain.tokens ?? []).map(({ address, name, symbol, decimals, price, iconUrl }) => ({
        address,
        name,
        symbol,
        decimals,
        ...(price !== undefined && { price }),
        ...(iconUrl && { iconUrl }),
      })),
      collections: (chain.collectibles ?? []).map(({ address, name }) => ({ address, name })),
      ...(chain.multicall3 && { multicall3: chain.multicall3 }),
      ...(chain.swap && { swap: chain.swap }),
      ...(chain.erc4337 && { erc4337: chain.erc4337 }),
    })),
  }
}

/**
 * The kit's balance, activity and NFT API over local chains: `@gangway/server` (its `/balance`,
 * `/history` and `/nfts` route groups, read live from each chain's node) configured for them,
 * on an in-memory database, open to any origin. The demo and the e2e suite run it; the
 * `queries` lists record what the kit asked (for tests).
 */
export async function startLocalBalanceApi(
  options: StartLocalBalanceApiOptions,
): Promise<LocalBalanceApi> {
  const queries: LocalBalanceApi['queries'] = []
  const historyQueries: LocalBalanceApi['historyQueries'] = []
  const nftQueries: LocalBalanceApi['nftQueries'] = []
  const record = (request: Request) => {
    const url = new URL(request.url)
    const address = url.searchParams.get('address') ?? ''
    const caipNetworkId = url.searchParams.get('caipNetworkId') ?? ''
    const cursor = url.searchParams.get('cursor')
    const path = url.pathname.replace(/\/+$/, '')
    if (request.method !== 'GET') return
    if (path === '/balance') queries.push({ address, caipNetworkId })
    if (path === '/nfts') nftQueries.push({ address, caipNetworkId })
    if (path === '/history')
      historyQueries.push({ address, caipNetworkId, ...(cursor !== null && { cursor }) })
  }
  // Listening first: the server's config then names the address it is reached at (`publicUrl`,
  // which the embedded wallet requires), and no request arrives before the app exists.
  let app: ((request: Request) => Response | Promise<Response>) | undefined
  const { getRequestListener } = await importOptionalPeer(
    '@hono/node-server',
    'startLocalBalanceApi',
    () => import('@hono/node-server'),
  )
  const http = createHttpServer(
    getRequestListener((request) => {
      record(request)
      return app ? app(request) : new Response('starting', { status: 503 })
    }),
  )
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { address, port } = http.address() as AddressInfo
  const url = `http://${address}:${port}`
  let server: GangwayServer
  try {
    // Loaded here, not with @gangway/testing's entry: a test that needs no server (a wallet, a
    // node) does not pay for the server's modules (≈ 2 s).
    const { createServer } = await importOptionalPeer(
      '@gangway/server',
      'startLocalBalanceApi',
      () => import('@gangway/server'),
    )
    server = await createServer(
      localServerConfig(options.chains, {
        ...options.server,
        // Also the domain name registrations are signed for (`/names/register`).
        publicUrl: options.server?.publicUrl ?? url,
      }),
    )
  } catch (error) {
    await new Promise<void>((resolve) => http.close(() => resolve()))
    throw error
  }
  app = (request) => server.app.fetch(request)
  let closing: Promise<void> | undefined
  return {
    url,
    queries,
    historyQueries,
    nftQueries,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }).then(() => server.close({ graceMs: 1_000 }))
      return closing
    },
  }
}
