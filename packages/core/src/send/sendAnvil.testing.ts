/**
 * A kit on a real anvil node for the Send flow's tests: the wagmi adapter, the @gangway/testing
 * wallet announced over EIP-6963, the test tokens (USDC, DAI, USDT) deployed, and a proxy in front
 * of the node for the wallet that can fail the node's `eth_sendRawTransaction`. The node is
 * reverted to its snapshot after each test. Test-only.
 */
import {
  type AnvilNode,
  anvilPrivateKey,
  deployTestTokens,
  startAnvil,
  TEST_TOKENS,
  type TestTokenSymbol,
} from '@gangway/testing'
import type { TestWallet } from '@gangway/testing/browser'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { eip155Family } from '../families/eip155.js'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import { anvilNetwork, anvilWalletKit, revertNodeAfterEach } from '../kit/anvilKit.testing.js'
import type { Kit } from '../kit/types.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetwork } from '../types/chain.js'
import { formatUnits } from '../utils/decimal.js'

export const OWNER_KEY = anvilPrivateKey(0)
export const OWNER = privateKeyToAccount(OWNER_KEY).address
export const RECEIVER = privateKeyToAccount(anvilPrivateKey(7)).address

export interface SendChain {
  node: AnvilNode
  network: CaipNetwork
  tokens: Record<TestTokenSymbol, Address>
  /** The wallet's node: anvil behind a proxy that fails sends while `failSends` is on. */
  proxy: LocalServer
  failSends: boolean
}

function proxyTo(chain: SendChain) {
  return async (request: { body: string }, response: import('node:http').ServerResponse) => {
    const body = JSON.parse(request.body) as
      | { id: unknown; method: string }
      | { id: unknown; method: string }[]
    const calls = Array.isArray(body) ? body : [body]
    if (chain.failSends && calls.some((call) => call.method === 'eth_sendRawTransaction')) {
      const failed = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32000, message: 'the node failed the send' },
      }))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? failed : failed[0]))
      return
    }
    const answer = await fetch(chain.node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request.body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  }
}

/** Starts the node for the file and reverts it after each test. */
export function useSendChain(): SendChain {
  const chain = { failSends: false } as SendChain
  beforeAll(async () => {
    chain.node = await startAnvil()
    chain.tokens = await deployTestTokens(chain.node.rpcUrl)
    chain.proxy = await startLocalServer()
    chain.proxy.handle((request, response) => {
      void proxyTo(chain)(request, response)
    })
    chain.network = anvilNetwork(chain.node)
    vi.stubGlobal('window', new EventTarget())
  }, 60_000)
  afterAll(async () => {
    vi.unstubAllGlobals()
    await chain.proxy?.close()
    await chain.node?.stop()
  })
  beforeEach(() => {
    chain.failSends = false
  })
  revertNodeAfterEach(() => chain.node)
  return chain
}

/** Reads from the node (not from the kit): native and test-token balances, mined receipts. */
export interface NodeReader {
  client: PublicClient
  eth(address: Address): Promise<bigint>
  token(symbol: TestTokenSymbol, owner: Address): Promise<bigint>
  mined(hash: string): Promise<TransactionReceipt>
}

/** Reads from the node (not from the kit): native and test-token balances, mined receipts. */
export function nodeReader(chain: Pick<SendChain, 'node' | 'tokens'>): NodeReader {
  const client: PublicClient = createPublicClient({ transport: http(chain.node.rpcUrl) })
  return {
    client,
    eth: (address: Address) => client.getBalance({ address }),
    token: (symbol: TestTokenSymbol, owner: Address) =>
      client.readContract({
        address: chain.tokens[symbol],
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    mined: (hash: string) => client.waitForTransactionReceipt({ hash: hash as Hex }),
  }
}

/** The token rows the Send view picks from, with balances read from the node. */
export async function tokenRows(
  chain: SendChain,
): Promise<Record<'ETH' | TestTokenSymbol, TokenBalance>> {
  const read = nodeReader(chain)
  const row = (symbol: string, name: string, address: string, decimals: number, units: bigint) => ({
    name,
    symbol,
    chainId: chain.network.caipNetworkId,
    address: `${chain.network.caipNetworkId}:${address}`,
    value: 0,
    price: symbol === 'ETH' ? 2000 : 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(units, decimals) },
    iconUrl: '',
  })
  const tokens = Object.fromEntries(
    await Promise.all(
      (Object.keys(TEST_TOKENS) as TestTokenSymbol[]).map(async (symbol) => {
        const { name, decimals } = TEST_TOKENS[symbol]
        const units = await read.token(symbol, OWNER)
        return [symbol, row(symbol, name, chain.tokens[symbol], decimals, units)]
      }),
    ),
  ) as Record<TestTokenSymbol, TokenBalance>
  const eth = row('ETH', 'Ether', eip155Family.nativeTokenAddress, 18, await read.eth(OWNER))
  return { ETH: eth, ...tokens }
}

/** A kit connected through the wagmi adapter to the test wallet (OWNER) on the chain. */
export async function connectedKit(
  chain: SendChain,
  kits: Kit[],
): Promise<{ kit: Kit; wallet: TestWallet }> {
  const { kit, wallet } = await anvilWalletKit(
    {
      node: chain.node,
      network: chain.network,
      privateKey: OWNER_KEY,
      walletRpcUrl: chain.proxy.baseUrl,
      usdtAddresses: [chain.tokens.USDT],
    },
    kits,
  )
  await kit.refreshBalances()
  return { kit, wallet }
}
