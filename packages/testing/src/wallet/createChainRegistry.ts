import { type Hex, isHex, numberToHex } from 'viem'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { ProviderRpcError, RPC_ERROR } from '../rpc/ProviderRpcError.js'
import type { TestWalletChain, TestWalletOptions } from './types.js'

export interface KnownChain {
  id: number
  name: string
  rpcUrl: string | undefined
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.invalidParams, message)
}

/** Reads a hex chain id parameter ('0x7a69'); anything else is an invalid-params error. */
export function parseChainIdParam(value: unknown, method: string): number {
  if (typeof value !== 'string' || !isHex(value) || value === '0x') {
    throw invalidParams(
      `${method}: chainId must be a 0x-prefixed hex string, got ${String(value)}.`,
    )
  }
  return Number(BigInt(value))
}

function toKnownChain(chain: TestWalletChain, fallbackRpcUrl?: string): KnownChain {
  return {
    id: chain.id,
    name: chain.name ?? `Chain ${chain.id}`,
    rpcUrl: chain.rpcUrl ?? chain.rpcUrls?.default?.http?.[0] ?? fallbackRpcUrl,
    ...(chain.nativeCurrency ? { nativeCurrency: chain.nativeCurrency } : {}),
  }
}

/** The chains a test wallet knows and which one is active. One registry per wallet. */
export function createChainRegistry(options: TestWalletOptions) {
  const chains = new Map<number, KnownChain>()
  for (const chain of options.chains ?? [])
    chains.set(chain.id, toKnownChain(chain, options.rpcUrl))
  let activeId = options.chainId ?? (options.rpcUrl ? undefined : options.chains?.[0]?.id)

  const adoptStartChain = (id: number) => {
    activeId = id
    const known = chains.get(id)
    chains.set(id, {
      ...(known ?? toKnownChain({ id }, options.rpcUrl)),
      rpcUrl: options.rpcUrl ?? known?.rpcUrl,
    })
  }
  if (activeId === undefined && !options.rpcUrl) {
    throw new Error('createTestWallet needs an rpcUrl, a chainId or a chains list.')
  }
  const ready: Promise<void> =
    activeId !== undefined
      ? Promise.resolve(adoptStartChain(activeId))
      : jsonRpcRequest<Hex>(options.rpcUrl as string, 'eth_chainId').then((id) =>
          adoptStartChain(Number(id)),
        )
  // Surface a failed eth_chainId lookup on the next request instead of as an unhandled rejection.
  ready.catch(() => {})

  const active = (): KnownChain => {
    const chain = activeId === undefined ? undefined : chains.get(activeId)
    if (!chain) throw new ProviderRpcError(RPC_ERROR.chainDisconnected, 'The wallet has no chain.')
    return chain
  }

  return {
    ready,
    active,
    activeId: () => active().id,
    activeHex: () => numberToHex(active().id),
    knownIds: () => [...chains.keys()],
    has: (id: number) => chains.has(id),
    /** Makes `id` active; returns whether the active chain changed. Throws 4902 for unknown ids. */
    switchTo(id: number): boolean {
      if (!chains.has(id)) {
        throw new ProviderRpcError(
          RPC_ERROR.unrecognizedChain,
          `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
        )
      }
      const changed = id !== activeId
      activeId = id
      return changed
    },
    add(chain: KnownChain) {
      chains.set(chain.id, chain)
    },
    /** Forgets every chain but the active one. */
    forgetOthers() {
      for (const id of chains.keys()) if (id !== activeId) chains.delete(id)
    },
    /** Sends a read to the active chain's node. */
    forward<T>(method: string, params: readonly unknown[]): Promise<T> {
      const { rpcUrl, id } = active()
      if (!rpcUrl) {
        throw new ProviderRpcError(
          RPC_ERROR.chainDisconnected,
          `The wallet has no RPC URL for chain ${id}, so it cannot answer ${method}.`,
        )
      }
      return jsonRpcRequest<T>(rpcUrl, method, params)
    },
  }
}

export type ChainRegistry = ReturnType<typeof createChainRegistry>

/** Reads the wallet_addEthereumChain parameter (EIP-3085). */
export function parseAddChainParam(param: unknown): KnownChain {
  if (!param || typeof param !== 'object') {
    throw invalidParams('wallet_addEthereumChain: expected one chain object.')
  }
  const { chainId, chainName, rpcUrls, nativeCurrency } = param as Record<string, any>
  const id = parseChainIdParam(chainId, 'wallet_addEthereumChain')
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || typeof rpcUrls[0] !== 'string') {
    throw invalidParams('wallet_addEthereumChain: rpcUrls must list at least one URL.')
  }
  if (nativeCurrency && typeof nativeCurrency.decimals !== 'number') {
    throw invalidParams('wallet_addEthereumChain: nativeCurrency.decimals must be a number.')
  }
  return {
    id,
    name: typeof chainName === 'string' ? chainName : `Chain ${id}`,
    rpcUrl: rpcUrls[0],
    ...(nativeCurrency ? { nativeCurrency } : {}),
  }
}
