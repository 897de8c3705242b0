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
import { ADDRESS, mainnet, TestAdapter } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const SECOND = '0x00000000000000000000000000000000000000b0'
const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const solanaLocalnet: CaipNetwork = {
  id: 'localnet',
  name: 'Solana Localnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
}

/** An eip155 wallet sharing two named accounts; `setActiveAccount` is a spy unless left out. */
class TwoAccounts extends TestAdapter {
  readonly setActiveAccount = vi.fn(async (_params: { id: string; address: string }) => {})
  constructor(withCapability = true) {
    super()
    if (withCapability)
      (this as { capabilities?: object }).capabilities = {
        setActiveAccount: this.setActiveAccount,
      }
  }
  override async connect(params: ConnectParams): Promise<ConnectResult> {
    return {
      ...(await super.connect(params)),
      accounts: [
        { namespace: 'eip155', address: ADDRESS, type: 'eoa', name: 'Main' },
        { namespace: 'eip155', address: SECOND, type: 'eoa', name: 'Savings' },
      ],
    }
  }
}

class SolanaWallet extends TestAdapter {
  override readonly family: ChainFamily = solanaFamily
  override readonly adapterType: AdapterType = 'solana'
  constructor() {
    super([{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', installed: true }])
  }
  override async connect(params: ConnectParams): Promise<ConnectResult> {
    return { id: params.id, type: 'ANNOUNCED', address: SOLANA_ADDRESS, chainId: 'localnet' }
  }
}

function makeKit(options: { capability?: boolean; solana?: boolean } = {}) {
  const evm = new TwoAccounts(options.capability !== false)
  const kit = createKit({
    adapters: options.solana ? [evm, new SolanaWallet()] : [evm],
    networks: options.solana ? [mainnet, solanaLocalnet] : [mainnet],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
  })
  keep(kit)
  return { kit, evm }
}

const waitForView = (kit: GangwayKit, view: string) =>
  vi.waitFor(() => expect(kit.stores.router.getState().view).toBe(view))

const clickOption = async (testId: string, text: string) => {
  await vi.waitFor(() =>
    expect(
      allInModal(`[data-testid="${testId}"]`).find((el) => el.textContent?.includes(text)),
    ).toBeDefined(),
  )
  ;(
    allInModal(`[data-testid="${testId}"]`).find((el) =>
      el.textContent?.includes(text),
    ) as HTMLElement
  ).click()
}

describe('SelectAccount (the account picker)', () => {
  it('after connecting a wallet with two accounts, asks which one; the second becomes the kit address', async () => {
    const { kit, evm } = makeKit()
    await openModal(kit)
    await clickOption('wallet-option', 'Gangway Test Wallet')
    await waitForView(kit, 'SelectAccount')
    await vi.waitFor(() => expect(allInModal('[data-testid="account-option"]')).toHaveLength(2))
    expect(inModal('[data-testid="modal-title"]')?.textContent).toContain('Select Account')
    expect(inModal('[data-view="SelectAccount"]')?.textContent).toContain(
      'Gangway Test Wallet shares 2 accounts with this site. Choose the one to use.',
    )
    const options = allInModal('[data-testid="account-option"]')
    expect(options.map((el) => el.getAttribute('data-address'))).toEqual([ADDRESS, SECOND])
    expect(options[0]?.textContent).toContain('Main')
    expect(options[0]?.textContent).toContain('Active')
    expect(options[0]?.getAttribute('aria-current')).toBe('true')
    expect(options[1]?.textContent).toContain('Savings')

    await clickOption('account-option', 'Savings')
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(evm.setActiveAccount).toHaveBeenCalledWith({ id: 'test-wallet', address: SECOND })
    expect(kit.getAccount()).toMatchObject({ address: SECOND, isConnected: true })
  })

  it('switches later from AccountSettings, then goes back there', async () => {
    const { kit } = makeKit()
    await kit.ready
    await kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await openModal(kit, { view: 'AccountSettings' })
    await clickOption('settings-switch-account', 'Switch account')
    await waitForView(kit, 'SelectAccount')
    expect(inModal('[data-view="SelectAccount"]')?.textContent).toContain(
      'Choose the account to use on this site.',
    )
    await clickOption('account-option', 'Savings')
    await waitForView(kit, 'AccountSettings')
    expect(kit.getAccount().address).toBe(SECOND)
    expect(kit.stores.snackbar.getState().message).toBe('Switched to Savings')
    expect(inModal('[data-testid="settings-switch-account"]')?.textContent).toContain('Savings')
  })

  it('a wallet whose adapter cannot switch: no picker, the modal closes after connecting', async () => {
    const { kit } = makeKit({ capability: false })
    await openModal(kit)
    await clickOption('wallet-option', 'Gangway Test Wallet')
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(kit.getAccount().address).toBe(ADDRESS)
  })
})

describe('a network of a family with no connection (Networks)', () => {
  it('goes straight to that family’s wallets; the EVM session stays; Networks and buttons show the connected families', async () => {
    const { kit } = makeKit({ capability: false, solana: true })
    await kit.ready
    await kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await openModal(kit, { view: 'Networks' })
    await vi.waitFor(() => expect(allInModal('[data-testid="family-connection"]')).toHaveLength(2))
    const tags = allInModal('[data-testid="family-connection"]')
    expect(tags.map((el) => [el.dataset.namespace, el.textContent])).toEqual([
      ['eip155', 'Connected'],
      ['solana', 'Not connected'],
    ])

    inModal<HTMLElement>('[data-network-id="solana:localnet"]')!.click()
    await waitForView(kit, 'Connect')
    expect(kit.stores.router.getState().history).toEqual(['Connect'])
    expect(kit.stores.modal.getState().filterByNamespace).toBe('solana')
    // Only Solana wallets, a title naming the family, and the EVM session still there.
    await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]')).toHaveLength(1))
    expect(allInModal('[data-testid="wallet-option"]')[0]?.textContent).toContain('Phantom')
    expect(inModal('[data-testid="modal-card"]')?.textContent).toContain('Connect a Solana wallet')
    expect(inModal('[data-testid="other-families-note"]')?.textContent).toBe(
      'Your EVM wallet stays connected.',
    )
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe('solana:localnet')

    await clickOption('wallet-option', 'Phantom')
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(kit.getAccount('solana')).toMatchObject({ isConnected: true, address: SOLANA_ADDRESS })
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS })
  })
})
