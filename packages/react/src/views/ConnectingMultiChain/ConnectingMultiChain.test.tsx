import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import type { ConnectParams, ConnectResult } from '@gangway/core/adapter'
import {
  type AdapterType,
  type CaipNetwork,
  type ChainFamily,
  solanaFamily,
} from '@gangway/core/adapter'
import { describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { mainnet, TestAdapter } from '../../testing/testKit.testing.js'
import { canConnectAll } from './connectAll.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const NAME = 'Gangway Test Wallet'
const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const solanaMainnet: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

/** The same wallet on Solana (merged with the eip155 test wallet by name into MULTI_CHAIN). */
class SolanaSide extends TestAdapter {
  override readonly family: ChainFamily = solanaFamily
  override readonly adapterType: AdapterType = 'solana'
  constructor() {
    super([
      { id: 'test-wallet-sol', name: NAME, type: 'ANNOUNCED', chain: 'solana', installed: true },
    ])
  }
  override async connect(params: ConnectParams): Promise<ConnectResult> {
    await this.connectGate
    if (this.connectError) throw this.connectError
    return { id: params.id, type: 'ANNOUNCED', address: SOLANA_ADDRESS, chainId: solanaMainnet.id }
  }
}

function multiChainKit() {
  const evm = new TestAdapter([
    { id: 'test-wallet', name: NAME, type: 'ANNOUNCED', chain: 'eip155', installed: true },
  ])
  const sol = new SolanaSide()
  const kit = createKit({
    adapters: [evm, sol],
    networks: [mainnet, solanaMainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
  })
  keep(kit)
  return { kit, evm, sol }
}

const status = (kit: GangwayKit, ns: 'eip155' | 'solana') =>
  kit.controllers.connection.getStatus(ns)

async function openPicker(kit: GangwayKit) {
  await openModal(kit)
  await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]')).toHaveLength(1))
  allInModal('[data-testid="wallet-option"]')[0]!.click()
  await vi.waitFor(() => expect(allInModal('[data-testid="multichain-option"]')).toHaveLength(2))
  expect(kit.stores.router.getState().view).toBe('ConnectingMultiChain')
}

describe('ConnectingMultiChain', () => {
  it('a wallet on two families asks which chain; the choice connects that one', async () => {
    const { kit } = multiChainKit()
    await openPicker(kit)
    expect(allInModal('[data-testid="multichain-option"]').map((o) => o.dataset.namespace)).toEqual(
      ['eip155', 'solana'],
    )
    inModal<HTMLButtonElement>('[data-namespace="solana"]')!.click()
    await vi.waitFor(() => expect(status(kit, 'solana')).toBe('connected'))
    expect(status(kit, 'eip155')).toBe('disconnected')
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
  })

  it('Connect all connects both in turn; a refusal stops there and a retry goes on', async () => {
    const { kit, sol } = multiChainKit()
    await openPicker(kit)
    sol.connectError = new Error('User rejected the request.')
    inModal<HTMLButtonElement>('[data-testid="multichain-connect-all"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="multichain-error"]')).not.toBeNull())
    expect(inModal('[data-testid="multichain-error"]')?.textContent).toContain('on Solana')
    expect(status(kit, 'eip155')).toBe('connected')
    expect(status(kit, 'solana')).not.toBe('connected')
    await vi.waitFor(() =>
      expect(inModal('[data-namespace="eip155"]')?.textContent).toContain('Connected'),
    )
    sol.connectError = undefined
    inModal<HTMLButtonElement>('[data-testid="multichain-connect-all"]')!.click()
    await vi.waitFor(() => expect(status(kit, 'solana')).toBe('connected'))
    expect(status(kit, 'eip155')).toBe('connected')
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
  })

  it('opened for one namespace, the merged wallet connects that member directly', async () => {
    const { kit } = multiChainKit()
    await openModal(kit, { namespace: 'solana' })
    await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]')).toHaveLength(1))
    allInModal('[data-testid="wallet-option"]')[0]!.click()
    await vi.waitFor(() => expect(status(kit, 'solana')).toBe('connected'))
    expect(kit.stores.router.getState().history).not.toContain('ConnectingMultiChain')
  })
})

describe('canConnectAll', () => {
  it('only browser wallets on more than one chain', () => {
    const m = (type: 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL', chain: 'eip155' | 'solana') => ({
      id: `${type}-${chain}`,
      name: NAME,
      type,
      chain,
    })
    expect(canConnectAll([m('ANNOUNCED', 'eip155'), m('INJECTED', 'solana')])).toBe(true)
    expect(canConnectAll([m('ANNOUNCED', 'eip155')])).toBe(false)
    expect(canConnectAll([m('ANNOUNCED', 'eip155'), m('EXTERNAL', 'solana')])).toBe(false)
  })
})
