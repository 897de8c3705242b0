import type { WalletAsset } from '../adapters/capabilities.js'
import { eip155Family } from '../families/eip155.js'
import type { CaipNetwork } from '../types/chain.js'
import { isValidWalletAssetResponse, type WalletAssetResponse } from '../validators/walletAssets.js'
import { toHexChainId } from './switchChain.js'
import type { Eip1193Provider } from './types.js'

export interface WalletGetAssetsParams {
  account: string
  /** Hex chain ids (ERC-7811); all chains the wallet knows when omitted. */
  chainFilter?: readonly string[]
  /** Reject instead of answering the fallback when the wallet fails or answers an invalid list. */
  strict?: boolean
}

/**
 * ERC-7811 `wallet_getAssets`, validated by the kernel's asset-response check (spec §5). When
 * the wallet fails, lacks the method, or answers something invalid, `fallback` answers instead
 * (with `strict`, it rejects: the kit then reads the balance API).
 */
export async function fetchWalletAssets(
  provider: Eip1193Provider,
  params: WalletGetAssetsParams,
  fallback: () => Promise<WalletAssetResponse>,
): Promise<WalletAssetResponse> {
  let response: unknown
  try {
    response = await provider.request({
      method: 'wallet_getAssets',
      params: [
        {
          account: params.account,
          ...(params.chainFilter ? { chainFilter: [...params.chainFilter] } : {}),
        },
      ],
    })
  } catch (error) {
    if (params.strict) throw error
    return fallback()
  }
  if (isValidWalletAssetResponse(response)) return response
  if (params.strict) throw new Error('wallet_getAssets answered an invalid asset list')
  return fallback()
}

/**
 * The balance fallback: the native balance on each chain, as NATIVE assets in the
 * `wallet_getAssets` shape (price 0: no price source on this path).
 */
export async function nativeBalanceAssets(
  networks: readonly CaipNetwork[],
  getBalance: (network: CaipNetwork) => Promise<bigint>,
): Promise<WalletAssetResponse> {
  const entries = await Promise.all(
    networks.map(async (network): Promise<[string, WalletAsset[]]> => {
      const balance = await getBalance(network)
      return [
        toHexChainId(network.id),
        [
          {
            address: eip155Family.nativeTokenAddress,
            balance: `0x${balance.toString(16)}`,
            type: 'NATIVE',
            metadata: {
              name: network.nativeCurrency.name,
              symbol: network.nativeCurrency.symbol,
              decimals: network.nativeCurrency.decimals,
              price: 0,
              iconUrl: network.assets?.imageUrl ?? '',
            },
          },
        ],
      ]
    }),
  )
  return Object.fromEntries(entries)
}

/** The networks a `chainFilter` (hex ids) selects among `networks`; all eip155 ones without it. */
export function networksForChainFilter(
  networks: readonly CaipNetwork[],
  chainFilter?: readonly string[],
): CaipNetwork[] {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  if (!chainFilter) return evm
  const wanted = new Set(chainFilter.map((id) => BigInt(id)))
  return evm.filter((network) => wanted.has(BigInt(network.id)))
}

/** EIP-5792 `wallet_getCapabilities` for an address. */
export function requestCapabilities(provider: Eip1193Provider, address: string): Promise<unknown> {
  return provider.request({ method: 'wallet_getCapabilities', params: [address] })
}
