// The networks from the main entries: plain data, which the bundler keeps without the adapters.
import { bitcoinTestnet } from '@gangway/adapter-bitcoin'
import { bitcoinAdapter } from '@gangway/adapter-bitcoin/descriptor'
import { ethersAdapter } from '@gangway/adapter-ethers/descriptor'
import { westend } from '@gangway/adapter-polkadot'
import { polkadotAdapter } from '@gangway/adapter-polkadot/descriptor'
import { solanaAdapter } from '@gangway/adapter-solana/descriptor'
import { tonAdapter } from '@gangway/adapter-ton/descriptor'
import { wagmiAdapter } from '@gangway/adapter-wagmi/descriptor'
import type { CaipNetwork } from '@gangway/core/adapter'
import type { AdapterDescriptor } from '@gangway/core/shell'
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

/**
 * The demo's adapters as descriptors: the page imports a few bytes for each, and each adapter's
 * code and chain SDK load with the kit's kernel, after the first paint (the ethers page loads no
 * wagmi, and the other way round).
 */
function demoAdapters(
  name: AdapterName,
  config: DemoConfig,
  { networks, tonNetworks }: { networks: CaipNetwork[]; tonNetworks: CaipNetwork[] },
): AdapterDescriptor[] {
  // The local USDT-like tokens take USDT's ABI (no return value from transfer), as mainnet USDT.
  const usdtAddresses = config.chains.flatMap((chain) =>
    chain.tokens.filter((token) => token.symbol === 'USDT').map((token) => token.address),
  )
  return [
    // Reads go to each network's own RPC URL (the local anvil nodes).
    name === 'ethers'
      ? ethersAdapter({ usdtAddresses })
      : wagmiAdapter({ networks, usdtAddresses }),
    // Solana, when the demo runs a local Solana validator.
    ...(config.solana ? [solanaAdapter({ connectionSettings: 'confirmed' })] : []),
    // Bitcoin on testnet (no node: the test wallet signs and broadcasts nothing; no balances).
    bitcoinAdapter({ networks: [bitcoinTestnet] }),
    // Polkadot on Westend (no node: accounts and message signing come from the extension).
    polkadotAdapter({ appName: 'Gangway demo', networks: [westend] }),
    // TON on the local sandbox node, through TON Connect's JS bridge (when the run has a node).
    ...(tonNetworks.length > 0
      ? [
          tonAdapter({
            manifestUrl: `${window.location.origin}/tonconnect-manifest.json`,
            networks: tonNetworks,
          }),
        ]
      : []),
  ]
}

/**
 * The demo's kit: the local anvil chains, one EVM adapter, the local Solana validator with the
 * Solana adapter and the local TON node with the TON adapter (when the run has them), Bitcoin
 * (testnet) and Polkadot (Westend) with no node behind them (every adapter a descriptor, loaded
 * with the kernel after the first paint), WalletConnect through the local relay
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
    sessions,
    families,
    locale,
  }: {
    directoryUrl?: string | undefined
    nonce?: string | undefined
    siwx?: SiwxMode | undefined
    legal?: boolean | undefined
    /** `?sessions=1`: smart sessions (the host asks the embedded wallet for session keys). */
    sessions?: boolean | undefined
    /** Only these namespaces' adapters and networks (`?families=`); all when unset. */
    families?: string[] | undefined
    /** The modal's language (`?locale=`); English when unset. */
    locale?: string | undefined
  } = {},
) {
  const [siwx, onramp] = await Promise.all([
    createDemoSiwx(siwxMode, config),
    // The local on-ramp's descriptor, imported only when the run started one.
    config.onramp ? import('@gangway/testing/browser') : undefined,
  ])
  const networks = demoNetworks(config)
  const tonNetworks = demoTonNetworks(config)
  const kept = (namespace: string) => !families?.length || families.includes(namespace)
  const kit = createKit({
    adapters: demoAdapters(adapterName, config, { networks, tonNetworks }).filter((each) =>
      kept(each.namespace),
    ),
    networks: [
      ...networks,
      ...demoSolanaNetworks(config),
      bitcoinTestnet,
      westend,
      ...tonNetworks,
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
      // `?sessions=1`: ERC-7715 session keys, granted in the embedded wallet, listed and revoked
      // in AccountSettings.
      smartSessions: Boolean(sessions && config.embedded),
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
  return { kit, networks, directoryUrl, siwx }
}

export type DemoKit = Awaited<ReturnType<typeof createDemoKit>>
