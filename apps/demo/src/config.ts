import type { CaipNetwork } from '@gangway/core/adapter'

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
  /** The local balance API (Tokens tab); without one the tab lists the native balance. */
  balanceApiUrl?: string
  /** The local activity API (Activity tab); without one the tab is empty. */
  activityApiUrl?: string
  /** The local NFT API (NFTs tab); without one the tab is empty. */
  nftApiUrl?: string
  /** The local swap API (the same server's `/swap/*`, quoting the anvil chains' Uniswap V2). */
  swapApiUrl?: string
  /** The local @gangway/server: analytics go to it; its `/directory` serves the catalogue. */
  serverUrl?: string
  /** The project the server knows the demo by. */
  projectId?: string
  /**
   * The local on-ramp (`startLocalOnramp`): a page on 127.0.0.1 that sells ETH by sending it on
   * the first anvil chain; Buy lists it there. Without it Buy shows only where a real provider sells.
   */
  onramp?: { url: string; network: `${string}:${string}`; sender: string; assets: string[] }
  /**
   * The embedded wallet on the demo's server (email codes to its local mailbox, socials through a
   * local OpenID Connect provider, Farcaster on a test IdRegistry); email and socials are off
   * without it.
   */
  embedded?: { url: string }
  /** The local WalletConnect relay; WalletConnect is off without one. */
  relayUrl?: string
  /** The local Solana validator and its funded test wallet; no Solana without it. */
  solana?: {
    rpcUrl: string
    wallet: { secretKey: string; address: string }
    recipient: string
  }
  /** The local TON node (toncenter v2 JSON-RPC) and its funded TON Connect test wallet. */
  ton?: {
    rpcUrl: string
    globalId: number
    wallet: { mnemonic: string; address: string }
    recipient: string
  }
}

declare const __GANGWAY_DEMO__: DemoConfig

/**
 * The configuration the page was served with: a JSON block (`<script type="application/json"
 * id="gangway-demo-config">`, data, never run) the browser suite's servers write into the page,
 * so that one build of the app serves every lane of chains. Without one, the configuration baked
 * in at build time (`GANGWAY_DEMO_CONFIG`, see vite.config.ts).
 */
function servedConfig(): DemoConfig | undefined {
  const block = globalThis.document?.getElementById('gangway-demo-config')
  if (!block?.textContent) return undefined
  try {
    return JSON.parse(block.textContent) as DemoConfig
  } catch {
    return undefined
  }
}

export const demoConfig: DemoConfig = servedConfig() ?? __GANGWAY_DEMO__

export type AdapterName = 'wagmi' | 'ethers'

/** `?siwx=`: sign-in required (cancel disconnects) or optional. */
export type SiwxMode = 'required' | 'optional'

export interface DemoParams {
  /** `?adapter=ethers` picks the ethers v6 adapter; wagmi otherwise. */
  adapter: AdapterName
  /** `?testWallet=0` turns the built-in anvil test wallet off (use a real browser wallet). */
  testWallet: boolean
  /**
   * `?directoryUrl=<http(s) URL>`: a remote wallet directory (the kit's `walletDirectory.url`)
   * instead of the catalogue bundled with the kit. Unset when the parameter is missing or not an
   * http(s) URL (then `ignoredDirectoryUrl` holds what was given).
   */
  directoryUrl?: string
  ignoredDirectoryUrl?: string
  /** `?siwx=required|optional`: sign in with the wallet through the demo's server; off otherwise. */
  siwx?: SiwxMode
  /** `?legal=1`: the legalCheckbox feature, with the demo's own terms and privacy pages. */
  legal?: boolean
  /** `?sessions=1`: the smartSessions feature (ERC-7715 session keys for the embedded wallet). */
  sessions?: boolean
  /**
   * `?families=eip155` (comma-separated namespaces): only these chain families' adapters and
   * networks (e.g. all eip155, so WalletConnect sign-in is one-click `authenticate`).
   */
  families?: string[]
  /** `?locale=ar` (a language tag, or 'auto'): the modal's language; English otherwise. */
  locale?: string
}

/**
 * The page's CSP nonce, when the server that sent it put one in
 * `<meta property="csp-nonce" nonce="…">` (Vite's `html.cspNonce` convention): the kit's `nonce`
 * option, so the modal and buttons render styled under `style-src 'nonce-…'`.
 */
export function readCspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  // Browsers hide a nonce attribute once parsed; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}

/** An absolute http(s) URL without credentials, normalised; undefined otherwise. */
export function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.username || url.password) return undefined
    return url.href
  } catch {
    return undefined
  }
}

export function readDemoParams(search: string): DemoParams {
  const params = new URLSearchParams(search)
  const directoryParam = params.get('directoryUrl')?.trim()
  const directoryUrl = directoryParam ? httpUrl(directoryParam) : undefined
  const siwx = params.get('siwx')
  const locale = params.get('locale')?.trim()
  const families = (params.get('families') ?? '')
    .split(',')
    .map((namespace) => namespace.trim())
    .filter((namespace) => /^[-a-z0-9]{3,8}$/.test(namespace))
  return {
    adapter: params.get('adapter') === 'ethers' ? 'ethers' : 'wagmi',
    testWallet: !['0', 'false', 'off'].includes(params.get('testWallet') ?? '1'),
    ...(directoryUrl && { directoryUrl }),
    ...(directoryParam && !directoryUrl && { ignoredDirectoryUrl: directoryParam }),
    ...((siwx === 'required' || siwx === 'optional') && { siwx }),
    ...(params.get('legal') === '1' && { legal: true }),
    ...(params.get('sessions') === '1' && { sessions: true }),
    ...(families.length > 0 && { families }),
    ...(locale && /^(?:auto|[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3})$/.test(locale) && { locale }),
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

/** The demo's local TON node as a kit network (`ton:<its global id>`), if it runs one. */
export function demoTonNetworks(config: DemoConfig = demoConfig): CaipNetwork[] {
  if (!config.ton) return []
  const id = String(config.ton.globalId)
  return [
    {
      id,
      name: 'TON Localnet',
      chainNamespace: 'ton',
      caipNetworkId: `ton:${id}`,
      nativeCurrency: { name: 'Toncoin', symbol: 'TON', decimals: 9 },
      rpcUrls: { default: { http: [config.ton.rpcUrl] } },
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
