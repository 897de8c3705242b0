/**
 * A third party adds a fifth chain family to the kernel using only the public entries
 * (`@gangway/core`, `@gangway/core/adapter` and `@gangway/core/common`): its family descriptor and an adapter for it,
 * run through a kit from connect to reconnect. The kernel names no family of its own here.
 * (The real fifth-family adapter, with a test wallet speaking its wallet protocol, is a package
 * of its own; this test pins the kernel's side of the contract.)
 */
import { describe, expect, it } from 'vitest'
import {
  BaseAdapter,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  defineChainFamily,
  type RestoreParams,
  type SignMessageParams,
} from '../adapter.js'
import { getCapability, isKitError } from '../common.js'
import { createKit, createMemoryBackend, type KitEvent, type StorageBackend } from '../index.js'

/** A made-up family: bech32-like addresses with the `demo1` prefix, chains named in letters. */
const demoFamily = defineChainFamily({
  namespace: 'demo',
  name: 'Demo',
  isChainId: (reference) => /^[a-z]{3,16}-[0-9]{1,3}$/.test(reference),
  isAddress: (address) => /^demo1[02-9ac-hj-np-z]{38}$/.test(address),
  accountTypes: ['eoa'],
  walletConnect: { methods: ['demo_signMessage'], events: ['accountsChanged'] },
  features: { send: true },
})

const network = (id: string, name: string): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'demo',
  caipNetworkId: `demo:${id}`,
  nativeCurrency: { name: 'Demo', symbol: 'DMO', decimals: 6 },
  rpcUrls: { default: { http: [`https://rpc.${id}.example/`] } },
})
const mainDemo = network('main-1', 'Demo Main')
const testDemo = network('test-2', 'Demo Test')

const ADDRESS = `demo1${'q'.repeat(38)}`

/** The other side: an extension holding the account. */
class Extension {
  authorized = false
  chainId = mainDemo.id as string
  accounts = [ADDRESS]
}

class DemoAdapter extends BaseAdapter {
  readonly family = demoFamily
  readonly adapterType = 'demo'
  readonly capabilities = { getAccounts: async () => ({ accounts: this.entries() }) }

  constructor(private readonly extension: Extension) {
    super()
  }

  protected discover() {
    this.setConnectors([
      { id: 'demo-ext', name: 'Demo Extension', type: 'INJECTED', chain: 'demo' },
    ])
  }

  private entries() {
    return this.extension.accounts.map((address) => ({
      namespace: 'demo',
      address,
      type: 'eoa' as const,
    }))
  }

  private result(id: string): ConnectResult {
    return {
      id,
      type: 'INJECTED',
      address: this.extension.accounts[0] as string,
      chainId: this.extension.chainId,
      accounts: this.entries(),
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

  async restore({ id }: RestoreParams) {
    if (!this.extension.authorized) return null
    this.provider = this.extension
    return this.result(id)
  }

  async signMessage({ message }: SignMessageParams) {
    return { signature: `demo-signature:${message}` }
  }

  sendTransaction() {
    return this.notSupported('sendTransaction', 'The demo extension has no transfers.')
  }

  getBalance() {
    return this.notSupported('getBalance')
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
    if (!this.networks.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)) {
      throw new Error('unknown chain')
    }
    this.extension.chainId = String(caipNetwork.id)
    this.emit('networkChanged', { chainId: caipNetwork.id })
  }
}

/** A logger for kits whose kernel is meant to refuse its options (the shell logs the refusal). */
const quiet = { error: () => undefined, warn: () => undefined }

const startKit = (extension: Extension, backend: StorageBackend) => {
  const adapter = new DemoAdapter(extension)
  const kit = createKit({ adapters: [adapter], networks: [mainDemo, testDemo], storage: backend })
  const events: KitEvent[] = []
  kit.subscribeEvents((event) => events.push(event))
  return { kit, adapter, events }
}

describe('a fifth chain family, added through the public API only', () => {
  it('connects, switches network, signs, disconnects and reconnects', async () => {
    const extension = new Extension()
    const backend = createMemoryBackend()
    const { kit, events } = startKit(extension, backend)
    await kit.ready
    expect(kit.families.get('demo')).toBe(demoFamily)
    expect(kit.stores.connectors.getState().connectors.map((c) => c.id)).toEqual(['demo-ext'])

    await kit.connect({ namespace: 'demo', connectorId: 'demo-ext' })
    expect(kit.getAccount('demo')).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `demo:main-1:${ADDRESS}`,
      allAccounts: [{ namespace: 'demo', address: ADDRESS, type: 'eoa' }],
      preferredAccountType: 'eoa',
      connectorId: 'demo-ext',
    })
    expect(kit.getProvider('demo')).toBe(extension)
    expect(events.filter((e) => e.name === 'CONNECT_SUCCESS').map((e) => e.properties)).toEqual([
      {
        namespace: 'demo',
        method: 'browser',
        name: 'Demo Extension',
        caipNetworkId: 'demo:main-1',
      },
    ])

    await kit.switchNetwork(testDemo)
    expect(kit.getAccount().caipAddress).toBe(`demo:test-2:${ADDRESS}`)

    // The contract's signing, and a capability found by detection (never by namespace)
    const adapter = kit.getAdapter('demo')
    expect(await adapter?.signMessage({ message: 'hi', address: ADDRESS })).toEqual({
      signature: 'demo-signature:hi',
    })
    expect(await getCapability(adapter, 'getAccounts')?.({ id: 'demo-ext' })).toEqual({
      accounts: [{ namespace: 'demo', address: ADDRESS, type: 'eoa' }],
    })
    expect(getCapability(adapter, 'signTypedData')).toBeUndefined()
    const refused = await adapter?.sendTransaction({ to: ADDRESS, value: 1n }).catch((e) => e)
    expect(isKitError(refused, 'METHOD_NOT_SUPPORTED')).toBe(true)

    await kit.disconnect('demo')
    expect(kit.getAccount('demo')).toMatchObject({ status: 'disconnected', caipAddress: undefined })
    expect(extension.authorized).toBe(false)

    await kit.connect({ namespace: 'demo', connectorId: 'demo-ext' })
    await kit.destroy()
    const reloaded = startKit(extension, backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount()).toMatchObject({
      namespace: 'demo',
      status: 'connected',
      caipAddress: `demo:test-2:${ADDRESS}`,
      connectorId: 'demo-ext',
    })
    await reloaded.kit.destroy()
  })

  it("refuses the family's invalid addresses and networks", async () => {
    const extension = new Extension()
    extension.accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
    const { kit } = startKit(extension, createMemoryBackend())
    await kit.ready
    await expect(kit.connect({ namespace: 'demo', connectorId: 'demo-ext' })).rejects.toMatchObject(
      {
        code: 'INVALID_ADDRESS',
      },
    )
    expect(kit.getAccount('demo').status).toBe('disconnected')
    // Options are checked when the kernel loads: a bad one rejects `ready`.
    const bad = createKit({
      adapters: [new DemoAdapter(extension)],
      networks: [network('BAD_ID', 'Bad')],
      logger: quiet,
    })
    await expect(bad.ready).rejects.toThrow(/not a chain id of the demo family/)
    await kit.destroy()
  })

  it('a network of a family nobody describes is refused at createKit', async () => {
    const other = { ...mainDemo, chainNamespace: 'other', caipNetworkId: 'other:main-1' as const }
    await expect(createKit({ networks: [other], logger: quiet }).ready).rejects.toThrow(
      /chainNamespace must be one of/,
    )
    // ...and accepted with the family's descriptor (WalletConnect only, the universal adapter)
    const otherFamily = defineChainFamily({ ...demoFamily, namespace: 'other' })
    const kit = createKit({ networks: [other], families: [otherFamily] })
    await kit.ready
    expect(kit.getAdapter('other')?.adapterType).toBe('universal')
    await kit.destroy()
  })

  it('after a reload, a wallet that no longer confirms leaves the kit disconnected', async () => {
    const extension = new Extension()
    const backend = createMemoryBackend()
    const first = startKit(extension, backend)
    await first.kit.connect({ namespace: 'demo', connectorId: 'demo-ext' })
    await first.kit.destroy()

    extension.authorized = false // the visitor revoked the site in the extension
    const { kit } = startKit(extension, backend)
    await kit.ready
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', caipAddress: undefined })
    expect(kit.controllers.storage.getConnectedNamespaces()).toEqual([])
    await kit.destroy()
  })
})
