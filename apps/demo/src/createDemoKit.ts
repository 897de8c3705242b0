import type { CaipNetwork, ChainAdapter } from '@gangway/core'
import { createKit } from '@gangway/react'
import {
  type AdapterName,
  type DemoConfig,
  demoNetworks,
  demoSolanaNetworks,
  demoTonNetworks,
  type SiwxMode,
} from './config.js'
import { createDemoSiwx } from './demoSiwx.js'

/** The adapter the visitor picked; each is imported on its own, so the ethers page ships no wagmi. */
async function createAdapter(name: AdapterName, config: DemoConfig): Promise<ChainAdapter> {
  const networks = demoNetworks(config)
  // The local USDT-like tokens take USDT's ABI (no return value from transfer), as mainnet USDT.
  const usdtAddresses = config.chains.flatMap((chain) =>
    chain.tokens.filter((token) => token.symbol === 'USDT').map((token) => token.address),
  )
  if (name === 'ethers') {
    const { EthersAdapter } = await import('@gangway/adapter-ethers')
    // Reads go to each network's own RPC URL (the local anvil nodes).
    return new EthersAdapter({ usdtAddresses })
  }
  const { WagmiAdapter } = await import('@gangway/adapter-wagmi')
  return new WagmiAdapter({ networks, usdtAddresses })
}

/** The Solana adapter, when the demo runs a local Solana validator. */
async function createSolanaAdapter(config: DemoConfig): Promise<ChainAdapter | undefined> {
  if (!config.solana) return undefined
  const { SolanaAdapter } = await import('@gangway/adapter-solana')
  return new SolanaAdapter({ connectionSettings: 'confirmed' })
}

/** A lazily imported chain family: its adapter and the networks the demo offers for it. */
interface DemoFamily {
  adapter: ChainAdapter
  networks: CaipNetwork[]
}

/** Bitcoin on testnet (no node: the test wallet signs and broadcasts nothing; no balances). */
async function createBitcoinFamily(): Promise<DemoFamily> {
  const { BitcoinAdapter, bitcoinTestnet } = await import('@gangway/adapter-bitcoin')
  return { adapter: new BitcoinAdapter({ networks: [bitcoinTestnet] }), networks: [bitcoinTestnet] }
}

/** Polkadot on Westend (no node: accounts and message signing come from the extension). */
async function createPolkadotFamily(): Promise<DemoFamily> {
  const { PolkadotAdapter, westend } = await import('@gangway/adapter-polkadot')
  return {
    adapter: new PolkadotAdapter({ appName: 'Gangway demo', networks: [westend] }),
    networks: [westend],
  }
}

/** TON on the local sandbox node, through TON Connect's JS bridge (when the run has a node). */
async function createTonFamily(config: DemoConfig): Promise<DemoFamily | undefined> {
  const networks = demoTonNetworks(config)
  if (networks.length === 0) return undefined
  const { TonAdapter } = await import('@gangway/adapter-ton')
  const manifestUrl = `${window.location.origin}/tonconnect-manifest.json`
  return { adapter: new TonAdapter({ manifestUrl, networks }), networks }
}

/**
 * The demo's kit: the local anvil chains, one EVM adapter, the local Solana validator with the
 * Solana adapter and the local TON node with the TON adapter (when the run has them), Bitcoin
 * (testnet) and Polkadot (Westend) with no node behind them (each adapter imported on demand, like the others), WalletConnect through the local relay
 * (`npm run demo:pair -- <uri>` pairs the test wallet), the wallet catalogue bundled with the kit,
 * its own @gangway/server for balances, activity, NFTs and analytics, and nothing that calls a
 * cloud service (no email or social login). `directoryUrl` (the page's `?directoryUrl=`, already checked to be an http(s)
 * URL) points the kit at a remote wallet directory instead of the bundled catalogue; `nonce` is the
 * page's CSP nonce, if it has one.
 */
export async function createDemoKit(
  adapterName: AdapterName,
  config: DemoConfig,
  {
    directoryUrl,
    nonce,
    siwx: siwxMode,
    legal,
    families,
    locale,
  }: {
    directoryUrl?: string | undefined
    nonce?: string | undefined
    siwx?: SiwxMode | undefined
    legal?: boolean | undefined
    /** Only these namespaces' adapters and networks (`?families=`); all when unset. */
    families?: string[] | undefined
    /** The modal's language (`?locale=`); English when unset. */
    locale?: string | undefined
  } = {},
) {
  const [adapter, solanaAdapter, bitcoin, polkadot, ton, siwx, onramp] = await Promise.all([
    createAdapter(adapterName, config),
    createSolanaAdapter(config),
    createBitcoinFamily(),
    createPolkadotFamily(),
    createTonFamily(config),
    createDemoSiwx(siwxMode, config),
    // The local on-ramp's descriptor, imported only when the run started one.
    config.onramp ? import('@gangway/testing/browser') : undefined,
  ])
  const networks = demoNetworks(config)
  const kept = (namespace: string) => !families?.length || families.includes(namespace)
  const kit = createKit({
    adapters: [
      adapter,
      ...(solanaAdapter ? [solanaAdapter] : []),
      bitcoin.adapter,
      polkadot.adapter,
      ...(ton ? [ton.adapter] : []),
    ].filter((each) => kept(each.family.namespace)),
    networks: [
      ...networks,
      ...demoSolanaNetworks(config),
      ...bitcoin.networks,
      ...polkadot.networks,
      ...(ton?.networks ?? []),
    ].filter((network) => kept(network.chainNamespace)),
    metadata: {
      name: 'Gangway demo',
      description: 'The Gangway connect-wallet modal on local anvil chains',
      url: window.location.origin,
      icons: [],
    },
    features: {
      // Analytics go to the demo's own server (POST /e, stored in its database), nowhere else.
      analytics: Boolean(config.serverUrl),
      // Email, socials and Farcaster through the demo server's embedded wallet (its secure frame).
      email: Boolean(config.embedded),
      ...(!config.embedded && { socials: false }),
      // Swaps through the demo's own server, quoting the Uniswap V2 pools on the anvil chains.
      swaps: Boolean(config.swapApiUrl),
      // `?legal=1`: connecting waits for the terms box.
      legalCheckbox: Boolean(legal),
    },
    // Buy: the local on-ramp (sells ETH on the first anvil chain). The real providers (Coinbase,
    // Transak) need the host's credentials and sell on no local chain, so the demo lists none.
    onrampProviders: onramp ? [onramp.localOnrampProvider(config.onramp!)] : [],
    // The demo's own (local) terms and privacy pages, shown with `?legal=1`.
    ...(legal && {
      termsConditionsUrl: `${window.location.origin}/terms.html`,
      privacyPolicyUrl: `${window.location.origin}/privacy.html`,
    }),
    ...(config.embedded && { embeddedWallet: { url: config.embedded.url } }),
    enableWalletConnect: Boolean(config.relayUrl),
    ...(config.relayUrl && { relayUrl: config.relayUrl }),
    projectId: config.projectId ?? 'gangway-demo',
    ...(config.serverUrl && { analyticsUrl: config.serverUrl }),
    // The self-hosted balance API the demo starts beside its chains (Tokens tab).
    ...(config.balanceApiUrl && { balanceApiUrl: config.balanceApiUrl }),
    ...(config.activityApiUrl && { activityApiUrl: config.activityApiUrl }),
    ...(config.nftApiUrl && { nftApiUrl: config.nftApiUrl }),
    // The demo's server quotes swaps on the anvil chains (not on spec §9's list: named here).
    ...(config.swapApiUrl && {
      swapApiUrl: config.swapApiUrl,
      swapNetworks: networks.map((network) => network.caipNetworkId),
    }),
    // Account names on the demo's own server (`/names/*`, stored in its database).
    ...(config.serverUrl && { namesApiUrl: config.serverUrl }),
    // The wallet catalogue bundled with the kit (no directory API) unless the page names one:
    // AllWallets imports the catalogue, or asks the directory.
    ...(directoryUrl && { walletDirectory: { url: directoryUrl } }),
    // `?siwx=`: sign-in verified by the demo's server (SIWXSignMessage after connect).
    ...(siwx && { siwx }),
    themeMode: 'dark',
    ...(locale && { locale }),
    // A page served with a strict Content-Security-Policy passes its nonce (see readCspNonce).
    ...(nonce && { nonce }),
  })
  return {
    kit,
    adapter,
    solanaAdapter,
    bitcoinAdapter: bitcoin.adapter,
    polkadotAdapter: polkadot.adapter,
    tonAdapter: ton?.adapter,
    networks,
    directoryUrl,
    siwx,
  }
}

export type DemoKit = Awaited<ReturnType<typeof createDemoKit>>
