import {
  type ActivitySource,
  type BalanceSource,
  type CustomWallet,
  createMemoryBackend,
  type ModalPreload,
  type NftSource,
} from '@gangway/core'
import {
  type AdapterType,
  type BalanceResult,
  BaseAdapter,
  type CaipNetwork,
  type ChainFamily,
  type ConnectParams,
  type ConnectResult,
  type DiscoveredConnector,
  type RestoreParams,
  type SendTransactionParams,
  type SignMessageParams,
} from '@gangway/core/adapter'
import { eip155Family } from '@gangway/core/eip155'
import type { OnRampProvider } from '@gangway/core/onramp'
import type { GangwayKit, WalletDirectorySource } from '../kit/types.js'
import { createKernelKit as createKit } from '../testing/kernelKit.testing.js'

/** A valid eip155 address (connect validates the wallet's answer per family). */
export const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

export function network(id: number, name: string): CaipNetwork {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
  }
}

export const mainnet = network(1, 'Ethereum')
export const base = network(8453, 'Base')

/** A scriptable eip155 adapter (contract v2): connects to ADDRESS, reports a fixed balance. */
export class TestAdapter extends BaseAdapter {
  readonly family: ChainFamily = eip155Family
  readonly adapterType: AdapterType = 'universal'
  balance = '1234.56789'
  chainId: number | string = 1
  connectError: unknown
  /** While set, connect waits for it (to see the pending state). */
  connectGate: Promise<void> | undefined

  constructor(connectors?: DiscoveredConnector[]) {
    super()
    this.connectors = connectors ?? [
      {
        id: 'test-wallet',
        name: 'Gangway Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        installed: true,
        info: { rdns: 'dev.gangway.test', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
    ]
  }

  protected discover() {
    this.setConnectors(this.connectors)
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    await this.connectGate
    if (this.connectError) throw this.connectError
    this.provider = { isTest: true }
    return {
      id: params.id,
      type: 'ANNOUNCED',
      address: ADDRESS,
      chainId: params.chainId ?? this.chainId,
    }
  }

  async restore(_params: RestoreParams): Promise<ConnectResult | null> {
    return null
  }

  async disconnect() {
    this.provider = undefined
  }

  async signMessage({ message }: SignMessageParams): Promise<{ signature: string }> {
    return { signature: `0x${Array.from(message, (c) => c.charCodeAt(0).toString(16)).join('')}` }
  }

  async sendTransaction(_params: SendTransactionParams): Promise<{ hash: string }> {
    return { hash: `0x${'ab'.repeat(32)}` }
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
    this.chainId = caipNetwork.id
  }

  async getBalance(): Promise<BalanceResult> {
    return { balance: this.balance, symbol: 'ETH', decimals: 18 }
  }
}

export function createTestKit(
  options: {
    connectors?: DiscoveredConnector[]
    features?: Record<string, unknown>
    walletDirectorySource?: WalletDirectorySource
    preloadModal?: ModalPreload
    activitySource?: ActivitySource
    nftSource?: NftSource
    nonce?: string
    balanceSource?: BalanceSource
    networks?: CaipNetwork[]
    /** The operator's swap API (the Swap button shows only with one). */
    swapApiUrl?: string
    /** The operator's name API (account names, Send to a name). */
    namesApiUrl?: string
    /** The on-ramp providers (Buy shows only where one sells). */
    onrampProviders?: OnRampProvider[]
    /** The modal's language (default English). */
    locale?: string
    customWallets?: CustomWallet[]
    /**
     * WalletConnect: 'stub' (default: on, with a provider that is never loaded), 'off'
     * (`enableWalletConnect: false`) or 'package' (on, the kit imports the package itself).
     */
    pairing?: 'stub' | 'off' | 'package'
  } = {},
): { kit: GangwayKit; adapter: TestAdapter } {
  const adapter = new TestAdapter(options.connectors)
  const kit = createKit({
    adapters: [adapter],
    networks: options.networks ?? [mainnet, base],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    // WalletConnect on (directory wallets are listed only then) with a provider that is never
    // loaded: the test wallet's adapter offers no pairing connector.
    ...((options.pairing ?? 'stub') === 'stub' && {
      walletConnect: { loadProvider: () => Promise.reject(new Error('No pairing in these tests')) },
    }),
    ...(options.pairing === 'off' && { enableWalletConnect: false }),
    walletDirectory: false,
    features: { analytics: false, ...options.features },
    logger: { error: () => {}, warn: () => {} },
    ...(options.walletDirectorySource && { walletDirectorySource: options.walletDirectorySource }),
    ...(options.preloadModal !== undefined && { preloadModal: options.preloadModal }),
    ...(options.activitySource && { activitySource: options.activitySource }),
    ...(options.nftSource && { nftSource: options.nftSource }),
    ...(options.nonce && { nonce: options.nonce }),
    ...(options.balanceSource && { balanceSource: options.balanceSource }),
    ...(options.swapApiUrl && { swapApiUrl: options.swapApiUrl }),
    ...(options.namesApiUrl && { namesApiUrl: options.namesApiUrl }),
    ...(options.onrampProviders && { onrampProviders: options.onrampProviders }),
    ...(options.locale && { locale: options.locale }),
    ...(options.customWallets && { customWallets: options.customWallets }),
  })
  return { kit, adapter }
}

/** Connects the test wallet through the kit, as the ConnectingExternal view does. */
export async function connect(kit: GangwayKit) {
  await kit.ready
  await kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
}
