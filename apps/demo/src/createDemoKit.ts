import type { ChainAdapter } from '@gangway/core'
import { createKit } from '@gangway/react'
import { type AdapterName, type DemoConfig, demoNetworks, demoSolanaNetworks } from './config.js'

/** The adapter the visitor picked; each is imported on its own, so the ethers page ships no wagmi. */
async function createAdapter(name: AdapterName, config: DemoConfig): Promise<ChainAdapter> {
  const networks = demoNetworks(config)
  if (name === 'ethers') {
    const { EthersAdapter } = await import('@gangway/adapter-ethers')
    // Reads go to each network's own RPC URL (the local anvil nodes).
    return new EthersAdapter()
  }
  const { WagmiAdapter } = await import('@gangway/adapter-wagmi')
  return new WagmiAdapter({ networks })
}

/** The Solana adapter, when the demo runs a local Solana validator. */
async function createSolanaAdapter(config: DemoConfig): Promise<ChainAdapter | undefined> {
  if (!config.solana) return undefined
  const { SolanaAdapter } = await import('@gangway/adapter-solana')
  return new SolanaAdapter({ connectionSettings: 'confirmed' })
}

/**
 * The demo's kit: the local anvil chains, one EVM adapter, the local Solana validator with the
 * Solana adapter (when the run has one), WalletConnect through the local relay
 * (`npm run demo:pair -- <uri>` pairs the test wallet), the wallet catalogue bundled with the kit,
 * and nothing that calls a cloud service (no wallet directory API, no analytics, no email or
 * social login).
 */
export async function createDemoKit(adapterName: AdapterName, config: DemoConfig) {
  const [adapter, solanaAdapter] = await Promise.all([
    createAdapter(adapterName, config),
    createSolanaAdapter(config),
  ])
  const networks = demoNetworks(config)
  const kit = createKit({
    adapters: solanaAdapter ? [adapter, solanaAdapter] : [adapter],
    networks: [...networks, ...demoSolanaNetworks(config)],
    metadata: {
      name: 'Gangway demo',
      description: 'The Gangway connect-wallet modal on local anvil chains',
      url: window.location.origin,
      icons: [],
    },
    features: {
      analytics: false,
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
    },
    enableWalletConnect: Boolean(config.relayUrl),
    ...(config.relayUrl && { relayUrl: config.relayUrl, projectId: 'gangway-demo' }),
    // The wallet catalogue bundled with the kit (no directory API): AllWallets imports it.
    themeMode: 'dark',
  })
  return { kit, adapter, solanaAdapter, networks }
}

export type DemoKit = Awaited<ReturnType<typeof createDemoKit>>
