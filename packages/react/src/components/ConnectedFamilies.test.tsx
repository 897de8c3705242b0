import '../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import type { ConnectParams, ConnectResult } from '@gangway/core/adapter'
import {
  type AdapterType,
  type CaipNetwork,
  type ChainFamily,
  solanaFamily,
} from '@gangway/core/adapter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernelKit as createKit } from '../testing/kernelKit.testing.js'
import { render, settle } from '../testing/render.testing.js'
import { connect, mainnet, TestAdapter } from '../testing/testKit.testing.js'
import { ConnectButton } from './ConnectButton.js'
import { GangwayProvider } from './GangwayProvider.js'
import { NetworkButton } from './NetworkButton.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

const solanaLocalnet: CaipNetwork = {
  id: 'localnet',
  name: 'Solana Localnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

class SolanaWallet extends TestAdapter {
  override readonly family: ChainFamily = solanaFamily
  override readonly adapterType: AdapterType = 'solana'
  constructor() {
    super([{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }])
  }
  override async connect(params: ConnectParams): Promise<ConnectResult> {
    return {
      id: params.id,
      type: 'ANNOUNCED',
      address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      chainId: 'localnet',
    }
  }
}

async function setup(locale?: string) {
  const kit = createKit({
    ...(locale && { locale }),
    adapters: [new TestAdapter(), new SolanaWallet()],
    networks: [mainnet, solanaLocalnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
  })
  await kit.ready
  const view = await render(
    <GangwayProvider kit={kit}>
      <NetworkButton />
      <ConnectButton />
    </GangwayProvider>,
  )
  cleanups.push(view.unmount, () => kit.destroy())
  const q = (id: string) => view.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)
  return { kit, q }
}

const dots = (element: HTMLElement | null) =>
  [...(element?.querySelectorAll<HTMLElement>('[data-namespace]') ?? [])].map((dot) => [
    dot.dataset.namespace,
    dot.dataset.connected,
  ])

describe('the buttons show which chain families are connected', () => {
  it('nothing while no family is connected; then a dot per family and the same as text', async () => {
    const { kit, q } = await setup()
    expect(q('connected-families')).toBeNull()
    expect(q('connect-button')?.textContent).toBe('Connect Wallet')
    await settle(() => connect(kit))
    const network = q('network-button')!
    const families = network.querySelector<HTMLElement>('[data-testid="connected-families"]')
    expect(dots(families)).toEqual([
      ['eip155', 'true'],
      ['solana', 'false'],
    ])
    expect(families?.textContent).toBe('EVM connected, Solana not connected')
    expect(families?.title).toBe('EVM connected, Solana not connected')
    expect(
      dots(q('connect-button')!.querySelector('[data-testid="connected-families"]')),
    ).toHaveLength(2)
  })

  it("speaks the kit's locale (French once its chunk is in)", async () => {
    const { kit, q } = await setup('fr')
    await settle(() => connect(kit))
    await vi.waitFor(() =>
      expect(
        q('network-button')?.querySelector('[data-testid="connected-families"]')?.textContent,
      ).toBe('EVM connecté et Solana non connecté'),
    )
  })

  it('with EVM connected and Solana active: the connect button says so and opens Solana wallets only', async () => {
    const { kit, q } = await setup()
    await settle(() => connect(kit))
    await settle(() => kit.switchNetwork(solanaLocalnet))
    const button = q('connect-button')!
    expect(button.textContent).toBe('Connect WalletEVM connected, Solana not connected')
    await settle(() => button.click())
    expect(kit.stores.router.getState()).toMatchObject({
      view: 'Connect',
      data: { namespace: 'solana' },
    })
    expect(kit.stores.modal.getState().filterByNamespace).toBe('solana')
    expect(kit.stores.connectors.getState().connectors.map((c) => c.id)).toEqual(['phantom'])
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })
})
