/**
 * A third party writes an adapter for a made-up use of the 'polkadot' namespace using only the
 * package's public exports, and runs it through a kit from connect to reconnect.
 */
import { describe, expect, it } from 'vitest'
import {
  BaseAdapter,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  createKit,
  createMemoryBackend,
  isKitError,
  type KitEvent,
  type StorageBackend,
} from '../index.js'

const polkadot: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.example/'] } },
}
const kusama: CaipNetwork = {
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  nativeCurrency: { name: 'KSM', symbol: 'KSM', decimals: 12 },
  rpcUrls: { default: { http: ['https://rpc.kusama.example/'] } },
}

const ADDRESS = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

/** A fake browser extension: what the adapter talks to. */
class FakeExtension {
  authorized = false
  chainId: string = polkadot.id as string
  accounts = [ADDRESS]
}

class MadeUpPolkadotAdapter extends BaseAdapter {
  readonly namespace = 'polkadot' as const
  readonly adapterType = 'polkadot' as const

  constructor(private readonly extension: FakeExtension) {
    super()
  }

  syncConnectors() {
    this.setConnectors([
      {
        id: 'polkadot-js',
        name: 'polkadot{.js}',
        type: 'INJECTED',
        chain: 'polkadot',
        info: { rdns: 'io.parity.polkadotjs' },
      },
    ])
  }

  private result(id: string): ConnectResult {
    return {
      id,
      type: 'INJECTED',
      address: this.extension.accounts[0] as string,
      chainId: this.extension.chainId,
      accounts: this.extension.accounts.map((address) => ({
        namespace: 'polkadot' as const,
        address,
        type: 'eoa' as const,
      })),
    }
  }

  async connect(params: ConnectParams) {
    if (params.chainId !== undefined) this.extension.chainId = String(params.chainId)
    this.extension.authorized = true
    this.provider = this.extension
    return this.result(params.id)
  }

  async disconnect() {
    this.extension.authorized = false
    this.provider = undefined
  }

  async syncConnection({ id }: { id: string }) {
    if (!this.extension.authorized) return null
    this.provider = this.extension
    return this.result(id)
  }

  override async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
    if (!this.networks.some((network) => network.caipNetworkId === caipNetwork.caipNetworkId)) {
      throw new Error('unknown chain')
    }
    this.extension.chainId = String(caipNetwork.id)
    this.emit('switchNetwork', { chainId: caipNetwork.id })
  }
}

const startKit = (extension: FakeExtension, backend: StorageBackend) => {
  const adapter = new MadeUpPolkadotAdapter(extension)
  const kit = createKit({ adapters: [adapter], networks: [polkadot, kusama], storage: backend })
  const events: KitEvent[] = []
  kit.subscribeEvents((event) => events.push(event))
  return { kit, adapter, events }
}

describe('a third-party adapter built on the public API', () => {
  it('connects, switches network, reports unsupported methods, disconnects and reconnects', async () => {
    const extension = new FakeExtension()
    const backend = createMemoryBackend()
    const { kit, adapter, events } = startKit(extension, backend)
    await kit.ready
    expect(kit.connectors.getConnectors('polkadot').map((c) => c.id)).toEqual(['polkadot-js'])

    // Connect
    await kit.connect({ namespace: 'polkadot', connectorId: 'polkadot-js' })
    expect(kit.getAccount('polkadot')).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `polkadot:91b171bb158e2d3848fa23a9f1c25182:${ADDRESS}`,
      allAccounts: [{ namespace: 'polkadot', address: ADDRESS, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(kit.connection.getStatus('polkadot')).toBe('connected')
    expect(kit.getProvider('polkadot')).toBe(extension)
    expect(events.filter((e) => e.name === 'CONNECT_SUCCESS').map((e) => e.properties)).toEqual([
      {
        namespace: 'polkadot',
        method: 'browser',
        name: 'polkadot{.js}',
        caipNetworkId: polkadot.caipNetworkId,
      },
    ])

    // Switch network
    await kit.switchNetwork(kusama)
    expect(extension.chainId).toBe(kusama.id)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(kusama.caipNetworkId)
    expect(kit.getAccount().caipAddress).toBe(
      `polkadot:b0a8d493285c2df73290dfb7e61f870f:${ADDRESS}`,
    )

    // An operation the adapter does not implement
    const error = await kit.chain
      .getAdapter('polkadot')
      .writeContract({
        tokenAddress: 'x',
        receiverAddress: 'y',
        tokenAmount: 1n,
        fromAddress: ADDRESS,
        method: 'transfer',
      })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'METHOD_NOT_SUPPORTED')).toBe(true)
    expect((error as { shortMessage: string }).shortMessage).toBe(
      'writeContract is not supported on polkadot',
    )
    await expect(adapter.estimateGas({ address: ADDRESS, to: ADDRESS })).rejects.toThrow(
      'estimateGas is not supported on polkadot',
    )

    // Disconnect
    await kit.disconnect('polkadot')
    expect(events.filter((e) => e.name === 'DISCONNECT_SUCCESS').map((e) => e.properties)).toEqual([
      { namespace: 'polkadot' },
    ])
    expect(kit.getAccount('polkadot')).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
    })
    expect(kit.getProvider('polkadot')).toBeUndefined()
    expect(kit.storage.getConnectedConnectorId('polkadot')).toBeUndefined()
    expect(kit.storage.getConnectedNamespaces()).toEqual([])
    expect(extension.authorized).toBe(false)

    // Connect again, then reload: a new kit on the same storage backend restores it
    await kit.connect({ namespace: 'polkadot', connectorId: 'polkadot-js' })
    kit.destroy()
    const reloaded = startKit(extension, backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount()).toMatchObject({
      namespace: 'polkadot',
      status: 'connected',
      caipAddress: `polkadot:b0a8d493285c2df73290dfb7e61f870f:${ADDRESS}`,
      connectorId: 'polkadot-js',
    })
    expect(reloaded.kit.getActiveCaipNetwork()?.caipNetworkId).toBe(kusama.caipNetworkId)
  })

  it('after a reload, a wallet that no longer confirms leaves the kit disconnected', async () => {
    const extension = new FakeExtension()
    const backend = createMemoryBackend()
    const first = startKit(extension, backend)
    await first.kit.connect({ namespace: 'polkadot', connectorId: 'polkadot-js' })
    first.kit.destroy()

    extension.authorized = false // the visitor revoked the site in the extension
    const { kit } = startKit(extension, backend)
    await kit.ready
    expect(kit.getAccount()).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      caipAddress: undefined,
    })
    expect(kit.storage.getConnectedConnectorId('polkadot')).toBeUndefined()
    expect(kit.storage.getConnectedNamespaces()).toEqual([])
    expect(kit.storage.getConnectionStatus()).toBe('disconnected')
  })
})
