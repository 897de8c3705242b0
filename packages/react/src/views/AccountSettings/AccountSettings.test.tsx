import '../../testing/dom.testing.js'
import type { ConnectParams } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, connect, createTestKit } from '../../testing/testKit.testing.js'
import { accountTypeChoices } from './accountTypes.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const SMART = '0x00000000000000000000000000000000000051a7'
const click = async (selector: string) => {
  await vi.waitFor(() => expect(inModal(selector)).not.toBeNull())
  inModal<HTMLElement>(selector)!.click()
}

async function openSettings(
  accounts = false,
  setActiveAccount?: (params: { id: string; address: string }) => Promise<void>,
) {
  const made = createTestKit()
  keep(made.kit)
  // The connector's own way to change the account it signs with (Bitcoin's, Polkadot's).
  if (setActiveAccount) Object.assign(made.adapter, { capabilities: { setActiveAccount } })
  if (accounts) {
    const base = made.adapter.connect.bind(made.adapter)
    made.adapter.connect = async (params: ConnectParams) => ({
      ...(await base(params)),
      accounts: [
        { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
        { namespace: 'eip155', address: SMART, type: 'smartAccount' },
      ],
    })
  }
  await connect(made.kit)
  await openModal(made.kit, { view: 'Account' })
  await click('[data-testid="account-settings-button"]')
  await vi.waitFor(() => expect(made.kit.stores.router.getState().view).toBe('AccountSettings'))
  await vi.waitFor(() => expect(inModal('[data-testid="settings-disconnect"]')).not.toBeNull())
  return made.kit
}

describe('AccountSettings', () => {
  it('is reached from Account; the network row opens Networks; no type choice for one account', async () => {
    const kit = await openSettings()
    expect(inModal('[data-testid="settings-network"]')?.textContent).toContain('Ethereum')
    expect(allInModal('[data-testid="settings-account-type"]')).toHaveLength(0)
    expect(inModal('[data-testid="settings-email"]')).toBeNull()
    await click('[data-testid="settings-network"]')
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Networks'))
  })

  it('chooses between the account types the wallet connected', async () => {
    const kit = await openSettings(true)
    await vi.waitFor(() =>
      expect(allInModal('[data-testid="settings-account-type"]')).toHaveLength(2),
    )
    const [eoa, smart] = allInModal('[data-testid="settings-account-type"]')
    expect(eoa?.textContent).toContain('Standard account')
    expect(eoa?.getAttribute('aria-pressed')).toBe('true')
    expect(smart?.textContent).toContain('Smart account')
    smart!.click()
    await vi.waitFor(() =>
      expect(kit.getAccount().address?.toLowerCase()).toBe(SMART.toLowerCase()),
    )
    const state = kit.stores.chain.getState().chains.eip155!.accountState
    expect(state.preferredAccountType).toBe('smartAccount')
    expect(state.caipAddress).toBe(`eip155:1:${SMART}`)
    await vi.waitFor(() =>
      expect(
        allInModal('[data-testid="settings-account-type"]')[1]?.getAttribute('aria-pressed'),
      ).toBe('true'),
    )
  })

  it('the choice takes effect through the connector: the adapter is told first', async () => {
    const told: { id: string; address: string }[] = []
    const kit = await openSettings(true, async (params) => {
      told.push(params)
    })
    await vi.waitFor(() =>
      expect(allInModal('[data-testid="settings-account-type"]')).toHaveLength(2),
    )
    allInModal('[data-testid="settings-account-type"]')[1]!.click()
    await vi.waitFor(() =>
      expect(kit.getAccount().address?.toLowerCase()).toBe(SMART.toLowerCase()),
    )
    expect(told).toEqual([{ id: 'test-wallet', address: SMART }])
    expect(kit.controllers.snackbar.getState().message).toBe('Switched to Smart account')
  })

  it('a connector that refuses the other account changes nothing and says why', async () => {
    const kit = await openSettings(true, async () => {
      throw new KitError('USER_REJECTED')
    })
    await vi.waitFor(() =>
      expect(allInModal('[data-testid="settings-account-type"]')).toHaveLength(2),
    )
    const before = kit.stores.chain.getState().chains.eip155!.accountState
    allInModal('[data-testid="settings-account-type"]')[1]!.click()
    await vi.waitFor(() =>
      expect(kit.controllers.snackbar.getState().message).toBe('User rejected the request'),
    )
    expect(kit.getAccount().address).toBe(ADDRESS)
    const after = kit.stores.chain.getState().chains.eip155!.accountState
    expect([after.caipAddress, after.preferredAccountType]).toEqual([
      before.caipAddress,
      before.preferredAccountType,
    ])
    expect(
      allInModal('[data-testid="settings-account-type"]')[0]?.getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('shows the embedded account’s email (as text) and disconnects', async () => {
    const kit = await openSettings()
    kit.controllers.chain.updateAccountState('eip155', {
      user: { email: '<b>me@example.com</b>', address: ADDRESS, chainId: 1 },
    })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="settings-email"]')?.textContent).toContain(
        '<b>me@example.com</b>',
      ),
    )
    await click('[data-testid="settings-disconnect"]')
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(false))
    expect(kit.stores.modal.getState().open).toBe(false)
  })
})

describe('accountTypeChoices', () => {
  it('one per type, none when all share one', () => {
    const a = { namespace: 'bip122' as const, address: 'a', type: 'payment' as const }
    const b = { namespace: 'bip122' as const, address: 'b', type: 'ordinal' as const }
    expect(accountTypeChoices([a, { ...a, address: 'c' }])).toEqual([])
    expect(accountTypeChoices([a, b, { ...b, address: 'd' }])).toEqual([a, b])
  })

  it("offers the embedded wallet's smart account and EOA where the frame has the smart account", async () => {
    const kit = await openSettings()
    const { chain } = kit.controllers
    // An embedded login (runtime.showUser) on a network without the smart account: no choice.
    chain.updateAccountState('eip155', {
      user: { address: ADDRESS, chainId: 'eip155:1', preferredAccountType: 'smartAccount' },
      preferredAccountType: 'smartAccount',
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(allInModal('[data-testid="settings-account-type"]')).toHaveLength(0)
    chain.updateNetworkState('eip155', { smartAccountEnabledNetworks: [1] })
    await vi.waitFor(() =>
      expect(allInModal('[data-testid="settings-account-type"]')).toHaveLength(2),
    )
    const [smart, eoa] = allInModal('[data-testid="settings-account-type"]')
    expect(smart?.textContent).toContain('Smart account')
    expect(smart?.getAttribute('aria-pressed')).toBe('true')
    expect(smart?.tagName).toBe('BUTTON')
    expect(eoa?.textContent).toContain('Standard account')
    expect(eoa?.getAttribute('aria-pressed')).toBe('false')
  })
})
