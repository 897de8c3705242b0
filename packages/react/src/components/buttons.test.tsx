import '../testing/dom.testing.js'
import { selectStatus } from '@gangway/core/internal'
import { selectAccount, selectIsConnected } from '@gangway/core/shell'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, settle } from '../testing/render.testing.js'
import { appliedCss } from '../testing/styles.testing.js'
import { ADDRESS, base, connect, createTestKit } from '../testing/testKit.testing.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { GangwayProvider } from './GangwayProvider.js'
import { NetworkButton } from './NetworkButton.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

async function setup() {
  const { kit, adapter } = createTestKit()
  await kit.ready
  const view = await render(
    <GangwayProvider kit={kit}>
      <NetworkButton />
      <ConnectButton />
      <AccountButton />
    </GangwayProvider>,
  )
  cleanups.push(view.unmount, () => kit.destroy())
  const q = (id: string) => view.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)
  return { kit, adapter, q, container: view.container }
}

describe('buttons', () => {
  it('the connect button opens the modal and marks data-bench="connect"', async () => {
    const { kit, q } = await setup()
    const button = q('connect-button')!
    expect(button.textContent).toBe('Connect Wallet')
    expect(button.getAttribute('data-bench')).toBe('connect')
    expect(q('account-button')).toBeNull()
    await settle(() => button.click())
    expect(kit.stores.modal.getState().open).toBe(true)
    expect(kit.stores.router.getState().view).toBe('Connect')
  })

  it('turns into the account button on connect (floored balance, short address) and back', async () => {
    const { kit, adapter, q } = await setup()
    adapter.balance = '1234.56789'
    await settle(() => connect(kit))
    await vi.waitFor(() => expect(q('account-balance')?.textContent).toBe('1,234.567 ETH'))
    const button = q('connect-button')!
    expect(button.querySelector('[data-testid="account-address"]')?.textContent).toBe('0x1234…abcd')
    expect(button.title).toBe(ADDRESS)
    expect(q('account-button')).not.toBeNull()
    await settle(() => button.click())
    expect(kit.stores.router.getState().view).toBe('Account')

    await settle(() => kit.disconnect())
    expect(q('connect-button')?.textContent).toBe('Connect Wallet')
    expect(q('account-address')).toBeNull()
    expect(q('account-button')).toBeNull()
  })

  it('call the account connected exactly when core does: not while the wallet connects again', async () => {
    const { kit, adapter, q } = await setup()
    await settle(() => connect(kit))
    expect(q('account-button')).not.toBeNull()
    let release = () => {}
    adapter.connectGate = new Promise((resolve) => {
      release = resolve
    })
    const again = kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settle()
    const chain = kit.stores.chain.getState()
    expect(selectStatus(chain)).toBe('connecting')
    expect(selectAccount(chain).address).toBe(ADDRESS)
    expect(selectIsConnected(chain)).toBe(false)
    expect(q('account-button')).toBeNull()
    expect(q('connect-button')?.getAttribute('aria-busy')).toBe('true')
    adapter.connectGate = undefined
    release()
    await settle(() => again)
    expect(q('account-button')).not.toBeNull()
    expect(q('connect-button')?.getAttribute('aria-busy')).toBeNull()
  })

  it('shows the profile name instead of the address when there is one', async () => {
    const { kit, q } = await setup()
    await settle(() => connect(kit))
    await settle(() =>
      kit.controllers.chain.updateAccountState('eip155', { profileName: 'gangway.eth' }),
    )
    expect(q('account-address')?.textContent).toBe('gangway.eth')
    // The button may cut a long name short: its tooltip keeps the name whole, and the address.
    expect(q('account-button')?.title).toBe(`gangway.eth\n${ADDRESS}`)
  })

  it('the network button names the active network and opens Networks', async () => {
    const { kit, q } = await setup()
    expect(q('network-button')?.textContent).toContain('Ethereum')
    await settle(() => kit.switchNetwork(base))
    expect(q('network-button')?.textContent).toContain('Base')
    await settle(() => q('network-button')!.click())
    expect(kit.stores.router.getState().view).toBe('Networks')
  })

  it('adopts the button styles into the document once', async () => {
    await setup()
    await setup()
    expect(document.adoptedStyleSheets).toHaveLength(1)
    expect(appliedCss(document)).toContain('.gw-b')
    expect(document.head.querySelectorAll('style')).toHaveLength(0)
  })
})
