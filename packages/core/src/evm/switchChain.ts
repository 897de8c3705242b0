import type { CaipNetwork } from '../types/chain.js'
import { hasProviderErrorCode, PROVIDER_ERROR_CODES } from './providerErrorCode.js'
import type { Eip1193Provider, Hex } from './types.js'

/** A chain id as the `0x`-prefixed hex EIP-1193 wallet methods expect. */
export function toHexChainId(chainId: number | string | bigint): Hex {
  return `0x${BigInt(chainId).toString(16)}`
}

/** The `wallet_addEthereumChain` parameter (EIP-3085) for a kit network. */
export function toAddEthereumChainParameter(
  network: CaipNetwork,
  rpcUrls: readonly string[] = network.rpcUrls.default.http,
) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...rpcUrls],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  }
}

/**
 * Asks the wallet to switch to `network` (`wallet_switchEthereumChain`). When the wallet does
 * not know the chain (code 4902, also when wrapped), adds it with `wallet_addEthereumChain`
 * and, if the wallet did not switch on adding, switches again. Other errors are rethrown as is.
 */
export async function switchOrAddEthereumChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
  options: { rpcUrls?: readonly string[] } = {},
): Promise<void> {
  const chainId = toHexChainId(network.id)
  const switchChain = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    if (!hasProviderErrorCode(error, PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN)) throw error
  }
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [toAddEthereumChainParameter(network, options.rpcUrls)],
  })
  const current = await provider.request({ method: 'eth_chainId' })
  if (BigInt(current as string) !== BigInt(network.id)) await switchChain()
}
