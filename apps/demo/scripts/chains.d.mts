import type { AnvilNode, LocalRelay } from '@gangway/testing'

export interface DemoChainConfig {
  chainId: number
  name: string
  rpcUrl: string
  tokens: { symbol: string; address: `0x${string}`; decimals: number }[]
}

export interface DemoRuntimeConfig {
  chains: DemoChainConfig[]
  wallet: { privateKey: `0x${string}`; address: `0x${string}` }
  recipient: `0x${string}`
  /** The local WalletConnect relay (`ws://127.0.0.1:<port>`). */
  relayUrl: string
}

export declare const DEMO_CHAINS: { chainId: number; name: string; preferredPort: number }[]
export declare const DEMO_WALLET_KEY: `0x${string}`
export declare const DEMO_RECIPIENT: `0x${string}`
export declare const DEMO_RELAY_PORT: number

export declare function startDemoChains(options?: { usePreferredPorts?: boolean }): Promise<{
  nodes: AnvilNode[]
  relay: LocalRelay
  config: DemoRuntimeConfig
  stop(): Promise<unknown>
}>
