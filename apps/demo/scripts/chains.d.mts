import type {
  AnvilNode,
  LocalRelay,
  Mailbox,
  SolanaValidator,
  TestOAuthProvider,
  TonSandbox,
} from '@gangway/testing'

export interface DemoChainConfig {
  chainId: number
  name: string
  rpcUrl: string
  tokens: { symbol: string; address: `0x${string}`; decimals: number }[]
  /** ERC-721 test collections, with the token ids minted to the test wallet. */
  collectibles: { address: `0x${string}`; name: string; symbol: string; tokenIds: string[] }[]
  /** The chain's Uniswap V2 (pools ETH/USDC, ETH/DAI, USDC/USDT at 1 ETH = 2,000 USD). */
  dex: { router: `0x${string}`; factory: `0x${string}`; weth: `0x${string}` }
  /**
   * ERC-4337 v0.7: the EntryPoint at its public address, the SessionAccountFactory (the embedded
   * wallet's smart accounts, SimpleAccount with smart sessions), a
   * VerifyingPaymaster (its signer the server's), and the chain's bundler (alto) unless
   * `startDemoChains` was told `bundlers: false` (or a list of chain indices without it).
   */
  erc4337: {
    entryPoint: `0x${string}`
    accountFactory: `0x${string}`
    paymaster: `0x${string}`
    bundlerUrl?: string
  }
}

export interface DemoRuntimeConfig {
  chains: DemoChainConfig[]
  /** The local balance API (`http://127.0.0.1:<port>`): the kit's `balanceApiUrl`. */
  balanceApiUrl: string
  /** The same local server's activity API: the kit's `activityApiUrl`. */
  activityApiUrl: string
  /** The same local server's NFT API (`GET /nfts`): the kit's `nftApiUrl`. */
  nftApiUrl: string
  /** The same local server's swap API (`/swap/*`): the kit's `swapApiUrl`. */
  swapApiUrl: string
  /** The same @gangway/server: analytics (`POST /e`) and the wallet directory (`GET /directory`). */
  serverUrl: string
  /** The project the server knows the demo by (analytics, the relay). */
  projectId: string
  wallet: { privateKey: `0x${string}`; address: `0x${string}` }
  recipient: `0x${string}`
  /** The local WalletConnect relay (`ws://127.0.0.1:<port>`). */
  relayUrl: string
  /** The local Solana validator (solana:localnet) and its funded test wallet. */
  solana: DemoSolanaConfig
  /** The local TON node (ton:-1000) and its funded TON Connect test wallet. */
  ton: DemoTonConfig
  /** The local on-ramp (`startLocalOnramp`): sells ETH on the first anvil chain from `sender`. */
  onramp: { url: string; network: `${string}:${string}`; sender: string; assets: string[] }
  /** The embedded wallet, when the app's origins were given (`appOrigins`). */
  embedded?: DemoEmbeddedConfig
}

export interface DemoEmbeddedConfig {
  /** The server the kit's `embeddedWallet.url` names (the same @gangway/server). */
  url: string
  /** The local SMTP mailbox every login mail goes to (`smtp://127.0.0.1:<port>`). */
  mailboxUrl: string
  /** The mailbox over HTTP (`serveMailboxInbox`): its page, and `/messages?to=` for tests. */
  inboxUrl: string
  /** The local OpenID Connect provider standing in for every social provider. */
  oauthIssuer: string
  /** The demo's Farcaster account: its fid on the test IdRegistry and its custody key. */
  farcaster: {
    fid: string
    idRegistry: `0x${string}`
    username: string
    custodyKey: `0x${string}`
  }
}

export interface DemoTonConfig {
  /** toncenter v2 JSON-RPC of the sandbox. */
  rpcUrl: string
  globalId: number
  /** The test wallet's mnemonic (public test key) and raw address. */
  wallet: { mnemonic: string; address: string }
  recipient: string
}

export interface DemoSolanaConfig {
  rpcUrl: string
  wallet: { secretKey: string; address: string }
  recipient: string
  /** The SPL test token (its mint) the wallet holds, listed by the demo's server. */
  tokens: { name: string; symbol: string; decimals: number; price: number; address: string }[]
}

export declare const DEMO_CHAINS: { chainId: number; name: string; preferredPort: number }[]
export declare const DEMO_WALLET_KEY: `0x${string}`
export declare const DEMO_RECIPIENT: `0x${string}`
export declare const DEMO_RELAY_PORT: number
export declare const DEMO_SOLANA_PORT: number
export declare const DEMO_SOLANA_SECRET_KEY: string
export declare const DEMO_SOLANA_RECIPIENT: string
export declare const DEMO_TON_PORT: number
export declare const DEMO_TON_RECIPIENT: string

export declare const DEMO_FARCASTER: { username: string; custodyKey: `0x${string}` }

export declare function startDemoChains(options?: {
  usePreferredPorts?: boolean
  appOrigins?: string[]
  /** false: no bundler per chain; a list of chain indices: bundlers there only (default: one each, alto). */
  bundlers?: boolean | number[]
}): Promise<{
  nodes: AnvilNode[]
  /** With `appOrigins`: the SMTP mailbox and the OpenID Connect provider of the embedded wallet. */
  mailbox?: Mailbox
  oauth?: TestOAuthProvider
  relay: LocalRelay
  solana: SolanaValidator
  ton: TonSandbox
  config: DemoRuntimeConfig
  stop(): Promise<unknown>
}>
