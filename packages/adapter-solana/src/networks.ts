import type { CaipNetwork } from '@gangway/core/adapter'
import { solana, solanaDevnet, solanaTestnet } from '@gangway/core/networks'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

// The public networks are core's presets (one definition, also `@gangway/core/networks`).
export { solana, solanaDevnet, solanaTestnet }

/** The chain id of a local node; its Wallet Standard chain is 'solana:localnet'. */
export const SOLANA_LOCALNET_ID = 'localnet'

/**
 * A local Solana node (solana-test-validator, or the Gangway test validator), reached at
 * `rpcUrl`. Its CAIP network id is `solana:localnet`, which wallets know as 'solana:localnet'.
 */
export function solanaLocalnet(
  rpcUrl = 'http://127.0.0.1:8899',
  options: { name?: string; webSocketUrl?: string } = {},
): CaipNetwork {
  return {
    id: SOLANA_LOCALNET_ID,
    name: options.name ?? 'Solana Localnet',
    chainNamespace: 'solana',
    caipNetworkId: `solana:${SOLANA_LOCALNET_ID}`,
    nativeCurrency: SOL,
    rpcUrls: {
      default: {
        http: [rpcUrl],
        ...(options.webSocketUrl && { webSocket: [options.webSocketUrl] }),
      },
    },
    testnet: true,
  }
}

/** The three public Solana networks. */
export const SOLANA_NETWORKS: readonly CaipNetwork[] = [solana, solanaDevnet, solanaTestnet]

/** CAIP chain id → the Wallet Standard chain wallets announce (`solana:mainnet`, ...). */
const WALLET_STANDARD_CHAINS: Record<string, string> = {
  [solana.id]: 'solana:mainnet',
  [solanaDevnet.id]: 'solana:devnet',
  [solanaTestnet.id]: 'solana:testnet',
  [SOLANA_LOCALNET_ID]: 'solana:localnet',
}

/** The Wallet Standard chain of a network ('solana:mainnet'...), else its CAIP network id. */
export function toWalletStandardChain(network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>): string {
  return WALLET_STANDARD_CHAINS[String(network.id)] ?? network.caipNetworkId
}

/** True when a wallet's chain list includes the network (by either of its names). */
export function walletSupportsNetwork(
  chains: readonly string[],
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>,
): boolean {
  return chains.includes(toWalletStandardChain(network)) || chains.includes(network.caipNetworkId)
}

/**
 * The network a new session starts on: the asked one (by id or CAIP id), else the current one,
 * else the first the wallet announces, else the first of `networks`, else Solana mainnet.
 */
export function pickSolanaNetwork(
  networks: readonly CaipNetwork[],
  options: {
    chainId?: number | string | undefined
    current?: CaipNetwork | undefined
    walletChains?: readonly string[] | undefined
  },
): CaipNetwork {
  const { chainId, current, walletChains } = options
  const asked =
    chainId === undefined
      ? undefined
      : networks.find(
          (n) => String(n.id) === String(chainId) || n.caipNetworkId === String(chainId),
        )
  const supported = walletChains
    ? networks.find((n) => walletChains.includes(toWalletStandardChain(n)))
    : undefined
  return asked ?? current ?? supported ?? networks[0] ?? solana
}
