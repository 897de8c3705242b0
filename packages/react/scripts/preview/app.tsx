// A self-contained preview host for the modal: fake wallets on fake chains, no network. Built and
// screenshotted by ../preview.mjs. URL: ?view=Connect&theme=light&connected=1

import { createMemoryBackend, type View } from '@gangway/core'
import {
  type AdapterType,
  type BalanceResult,
  BaseAdapter,
  type CaipNetwork,
  type ChainFamily,
  type ChainNamespace,
  type ConnectParams,
  type ConnectResult,
  type DiscoveredConnector,
  solanaFamily,
} from '@gangway/core/adapter'
import { eip155Family } from '@gangway/core/eip155'
import { createRoot } from 'react-dom/client'
import { ConnectButton, createKit, GangwayProvider, NetworkButton } from '../../src/index.js'

const icon = (color: string, letter: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${color}"/><text x="20" y="27" font-family="Arial" font-weight="700" font-size="18" text-anchor="middle" fill="white">${letter}</text></svg>`,
  )}`

const net = (
  namespace: ChainNamespace,
  id: number | string,
  name: string,
  color: string,
): CaipNetwork => ({
  id,
  name,
  chainNamespace: namespace,
  caipNetworkId: `${namespace}:${id}`,
  nativeCurrency: { name, symbol: namespace === 'solana' ? 'SOL' : 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  assets: { imageUrl: icon(color, name[0]!) },
})

class PreviewAdapter extends BaseAdapter {
  readonly adapterType: AdapterType = 'universal'
  constructor(
    readonly family: ChainFamily,
    connectors: DiscoveredConnector[],
    private address: string,
  ) {
    super()
    this.connectors = connectors
  }
  protected discover() {
    this.setConnectors(this.connectors)
  }
  async connect(params: ConnectParams): Promise<ConnectResult> {
    if (params.id === 'ledger') await new Promise(() => {}) // stays pending: the connecting state
    return {
      id: params.id,
      type: 'ANNOUNCED',
      address: this.address,
      chainId: params.chainId ?? this.networks[0]!.id,
    }
  }
  async restore() {
    return null
  }
  async disconnect() {}
  async signMessage() {
    return { signature: '0x' }
  }
  async sendTransaction() {
    return { hash: '0x' }
  }
  async switchNetwork() {}
  async getBalance(): Promise<BalanceResult> {
    return { balance: '1234.56789', symbol: this.namespace === 'solana' ? 'SOL' : 'ETH' }
  }
}

const params = new URLSearchParams(location.search)
/** The scripted secure frame's server (../preview.mjs), for the embedded wallet's views. */
const frameUrl = params.get('frame') ?? undefined

const evm = new PreviewAdapter(
  eip155Family,
  [
    {
      id: 'test',
      name: 'Gangway Test Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      installed: true,
      info: { rdns: 'dev.gangway.test', icon: icon('#4c7dff', 'G') },
    },
    {
      id: 'trust-evm',
      name: 'Trust Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      installed: true,
      info: { rdns: 'com.trustwallet.app', icon: icon('#0500ff', 'T') },
    },
    {
      id: 'rabby',
      name: 'Rabby Wallet',
      type: 'INJECTED',
      chain: 'eip155',
      installed: true,
      provider: {},
      imageUrl: icon('#7084ff', 'R'),
    },
    { id: 'ledger', name: 'Ledger Live', type: 'EXTERNAL', chain: 'eip155' },
    { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    // The embedded wallet (email, socials) when the preview has its scripted frame.
    ...(frameUrl
      ? [{ id: 'AUTH', name: 'Email and socials', type: 'AUTH' as const, chain: 'eip155' as const }]
      : []),
  ],
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
)
const sol = new PreviewAdapter(
  solanaFamily,
  [
    {
      id: 'trust-sol',
      name: 'Trust',
      type: 'ANNOUNCED',
      chain: 'solana',
      installed: true,
      info: { icon: icon('#0500ff', 'T') },
    },
  ],
  '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
)

const kit = createKit({
  adapters: [evm, sol],
  networks: [
    net('eip155', 1, 'Ethereum', '#627eea'),
    net('eip155', 8453, 'Base', '#0052ff'),
    net('eip155', 31337, 'Anvil', '#f59e0b'),
    net('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', '#9945ff'),
  ],
  storage: createMemoryBackend(),
  reconnectOnStart: false,
  enableWalletConnect: false,
  features: { analytics: false },
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  customWallets: [{ id: 'custom', name: 'My Custom Wallet', image_url: icon('#10b981', 'M') }],
  walletDirectory: {
    wallets: [
      'Rainbow',
      'Coinbase Wallet',
      'Zerion',
      'Phantom',
      'OKX Wallet',
      'Uniswap Wallet',
      'Argent',
      'Safe',
    ].map((name, index) => ({
      id: `dir-${index}`,
      name,
      image_url: index % 3 === 2 ? undefined : icon(`hsl(${index * 45} 70% 50%)`, name[0]!),
    })),
  },
  ...(frameUrl && { embeddedWallet: { url: frameUrl }, projectId: 'preview' }),
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
})

function App() {
  return (
    <GangwayProvider kit={kit}>
      <div style={{ display: 'flex', gap: 12, padding: 24, justifyContent: 'flex-end' }}>
        <NetworkButton />
        <ConnectButton />
      </div>
    </GangwayProvider>
  )
}

document.body.style.margin = '0'
document.body.style.minHeight = '100vh'
document.body.style.background = params.get('theme') === 'light' ? '#eef1f6' : '#0b0c0f'
document.body.style.fontFamily = 'Georgia, serif' // host CSS that must not leak into the modal
const style = document.createElement('style')
style.textContent =
  'button { color: red !important; text-transform: uppercase; } * { letter-spacing: 2px; }'
if (params.get('hostile') === '1') document.head.append(style)
createRoot(document.getElementById('root')!).render(<App />)

async function main() {
  await kit.ready
  if (params.get('connected') === '1')
    await kit.connect({ namespace: 'eip155', connectorId: 'test' })
  const view = params.get('view') as View | null
  const connector = kit.controllers.connectors.getConnector('ledger')
  if (view)
    await kit.open(
      view === 'ConnectingExternal' && connector ? { view, data: { connector } } : { view },
    )
  Object.assign(window, { kit })
  ;(window as { previewReady?: boolean }).previewReady = true
}
void main()
