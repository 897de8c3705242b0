import { eip155Family } from '@gangway/core/eip155'
import { type Address, getAddress } from 'viem'
import type { SwapConfig } from '../../../config/schema.js'
import type { ChainClient, ChainClients } from '../../chainClients.js'

/** The all-e placeholder address of the native currency (spec §9). */
export const NATIVE_TOKEN_ADDRESS = (eip155Family.nativeTokenAddress ??
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') as Address

/** A token offered for swaps on a chain: the native currency or a listed ERC-20. */
export interface SwapToken {
  /** The checksummed contract, or NATIVE_TOKEN_ADDRESS for the native currency. */
  address: Address
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
  /** The configured fixed USD price, if any. */
  price?: number | undefined
  native: boolean
}

/** A chain that serves swaps: its client, its swap configuration and its swap tokens. */
export interface SwapChain {
  caipNetworkId: string
  client: ChainClient
  swap: SwapConfig & { router: Address; weth: Address; usdToken: Address }
  /** The native currency first, then the swap tokens in the listed order. */
  tokens: SwapToken[]
  /** A swap token by address (any case); undefined when not offered. */
  find(address: string): SwapToken | undefined
  /** The address in a router path: WETH for the native currency. */
  routeAddress(token: SwapToken): Address
  /** The USD reference token (a listed token with a fixed price). */
  usdToken: SwapToken
}

function createSwapChain(client: ChainClient, swap: SwapConfig): SwapChain {
  const { config } = client
  const offered = new Set((swap.tokens ?? config.tokens.map((t) => t.address)).map(lower))
  const native: SwapToken = { ...config.native, address: NATIVE_TOKEN_ADDRESS, native: true }
  const listed = config.tokens
    .filter((token) => offered.has(lower(token.address)))
    .map((token): SwapToken => ({ ...token, address: getAddress(token.address), native: false }))
  const byAddress = new Map([native, ...listed].map((token) => [lower(token.address), token]))
  const usdConfig = config.tokens.find((token) => lower(token.address) === lower(swap.usdToken))
  const usdToken: SwapToken = byAddress.get(lower(swap.usdToken)) ?? {
    ...(usdConfig ?? { name: 'USD', symbol: 'USD', decimals: 6, price: 1 }),
    address: getAddress(swap.usdToken),
    native: false,
  }
  const weth = getAddress(swap.weth)
  return {
    caipNetworkId: config.caipNetworkId,
    client,
    swap: { ...swap, router: getAddress(swap.router), weth, usdToken: usdToken.address },
    tokens: [native, ...listed],
    find: (address) => byAddress.get(lower(address)),
    routeAddress: (token) => (token.native ? weth : token.address),
    usdToken,
  }
}

const lower = (address: string) => address.toLowerCase()

/**
 * The swap chains of a server's chain clients, built once per client. `get` answers undefined
 * for a chain not served or served without a `swap` configuration.
 */
export function createSwapChains(chains: ChainClients) {
  const built = new WeakMap<ChainClient, SwapChain>()
  return {
    get(caipNetworkId: string): SwapChain | undefined {
      const client = chains.get(caipNetworkId)
      const swap = client?.config.swap
      if (!client || !swap || client.namespace !== 'eip155') return undefined
      let chain = built.get(client)
      if (!chain) {
        chain = createSwapChain(client, swap)
        built.set(client, chain)
      }
      return chain
    },
  }
}

export type SwapChains = ReturnType<typeof createSwapChains>

/** `eip155:1:0xabc…` → the network `eip155:1` and the address `0xabc…`. */
export function splitTokenId(tokenId: string): { caipNetworkId: string; address: string } {
  const index = tokenId.lastIndexOf(':')
  return { caipNetworkId: tokenId.slice(0, index), address: tokenId.slice(index + 1) }
}
