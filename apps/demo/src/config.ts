import type { CaipNetwork } from '@gangway/core'

/** What scripts/start.mjs (or the e2e setup) found when it started the local chains. */
export interface DemoConfig {
  chains: {
    chainId: number
    name: string
    rpcUrl: string
    tokens: { symbol: string; address: `0x${string}`; decimals: number }[]
  }[]
  wallet: { privateKey: `0x${string}`; address: `0x${string}` }
  recipient: `0x${string}`
  /** The local WalletConnect relay; WalletConnect is off without one. */
  relayUrl?: string
  /** The local Solana validator and its funded test wallet; no Solana without it. */
  solana?: {
    rpcUrl: string
    wallet: { secretKey: string; address: string }
    recipient: string
  }
}

declare const __GANGWAY_DEMO__: DemoConfig

export const demoConfig: DemoConfig = __GANGWAY_DEMO__

export type AdapterName = 'wagmi' | 'ethers'

export interface DemoParams {
  /** `?adapter=ethers` picks the ethers v6 adapter; wagmi otherwise. */
  adapter: AdapterName
  /** `?testWallet=0` turns the built-in anvil test wallet off (use a real browser wallet). */
  testWallet: boolean
}

export function readDemoParams(search: string): DemoParams {
  const params = new URLSearchParams(search)
  return {
    adapter: params.get('adapter') === 'ethers' ? 'ethers' : 'wagmi',
    testWallet: !['0', 'false', 'off'].includes(params.get('testWallet') ?? '1'),
  }
}

/** The demo's local Solana validator as a kit network (solana:localnet), if it runs one. */
export function demoSolanaNetworks(config: DemoConfig = demoConfig): CaipNetwork[] {
  if (!config.solana) return []
  return [
    {
      id: 'localnet',
      name: 'Solana Localnet',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [config.solana.rpcUrl] } },
      testnet: true,
    },
  ]
}

/** The demo's local anvil chains as kit networks. */
export function demoNetworks(config: DemoConfig = demoConfig): CaipNetwork[] {
  return config.chains.map((chain) => ({
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }))
}
