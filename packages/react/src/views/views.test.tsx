import '../testing/dom.testing.js'
import { VIEWS, type View } from '@gangway/core'
import type { Connector } from '@gangway/core/adapter'
import { describe, expect, it, vi } from 'vitest'
import { uiChunks } from '../kit/chunks.js'
import { createStaticWalletDirectory } from '../kit/walletDirectory.js'
import { destroyAfterEach } from '../testing/cleanup.testing.js'
import { allInModal, inModal, keyDown, modalShadow, openModal } from '../testing/modal.testing.js'
import { createTestKit } from '../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const wallet = (id: string, name: string, type: Connector['type']): Connector => ({
  id,
  name,
  type,
  chain: 'eip155',
})

/** The order the connect methods appear in on screen. */
function methodOrder(): string[] {
  const marks = allInModal(
    '[data-testid="email-input"], [data-testid="wallet-option"], .gw-social, [data-social]',
  )
  const order: string[] = []
  for (const element of marks) {
    const method = element.matches('[data-testid="email-input"]')
      ? 'email'
      : element.matches('[data-testid="wallet-option"]')
        ? 'wallet'
        : 'social'
    if (order.at(-1) !== method) order.push(method)
  }
  return order
}

describe('Connect: connect-method order (spec §2)', () => {
  it('wallet, email, social when an announced wallet is usable', async () => {
    const made = createTestKit({
      connectors: [wallet('mm', 'MetaMask', 'ANNOUNCED'), wallet('auth', 'Email', 'AUTH')],
    })
    keep(made.kit)
    await openModal(made.kit)
    await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]').length).toBe(1))
    expect(methodOrder()).toEqual(['wallet', 'email', 'social'])
  })

  it('email, social, wallet when no browser wallet is usable', async () => {
    const made = createTestKit({
      connectors: [wallet('ledger', 'Ledger', 'EXTERNAL'), wallet('auth', 'Email', 'AUTH')],
    })
    keep(made.kit)
    await openModal(made.kit)
    await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]').length).toBe(1))
    expect(methodOrder()).toEqual(['email', 'social', 'wallet'])
    expect(inModal('[data-social="google"]')?.textContent).toBe('Continue with Google')
  })

  it('lists a recent wallet first with its tag', async () => {
    const made = createTestKit({
      connectors: [wallet('mm', 'MetaMask', 'ANNOUNCED'), wallet('ledger', 'Ledger', 'EXTERNAL')],
    })
    keep(made.kit)
    made.kit.controllers.connectors.addRecentWallet({ id: 'ledger' })
    await openModal(made.kit)
    await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]').length).toBe(2))
    const [first, second] = allInModal('[data-testid="wallet-option"]')
    expect(first?.querySelector('.gw-list-item-label')?.textContent).toBe('Ledger')
    expect(first?.querySelector('.gw-tag')?.textContent).toBe('Recent')
    expect(second?.querySelector('.gw-list-item-label')?.textContent).toBe('MetaMask')
    expect(second?.querySelector('.gw-tag')?.textContent).toBe('Installed')
  })
})

describe('AllWallets', () => {
  it('searches installed wallets and the directory, and arrow keys move between results', async () => {
    const { kit } = createTestKit({
      connectors: [wallet('mm', 'MetaMask', 'ANNOUNCED'), wallet('rabby', 'Rabby', 'ANNOUNCED')],
      walletDirectorySource: createStaticWalletDirectory([
        { id: 'rainbow', name: 'Rainbow' },
        { id: 'zerion', name: 'Zerion' },
      ]),
    })
    keep(kit)
    await openModal(kit, { view: 'AllWallets' })
    await vi.waitFor(() => expect(allInModal('[data-testid="wallet-option"]').length).toBe(4))
    const names = () =>
      allInModal('[data-testid="wallet-option"]').map(
        (el) => el.querySelector('.gw-list-item-label')?.textContent,
      )
    expect(names()).toEqual(['MetaMask', 'Rabby', 'Rainbow', 'Zerion'])

    const search = inModal<HTMLInputElement>('[data-testid="wallet-search"]')!
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(search, 'ra')
    search.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(names()).toEqual(['Rabby', 'Rainbow']))

    search.focus()
    keyDown(search, 'ArrowDown')
    const options = allInModal('[data-testid="wallet-option"]')
    expect(modalShadow()!.activeElement).toBe(options[0])
    keyDown(options[0]!, 'ArrowDown')
    expect(modalShadow()!.activeElement).toBe(options[1])
    keyDown(options[1]!, 'Home')
    expect(modalShadow()!.activeElement).toBe(options[0])
  })
})

describe('built views', () => {
  it('every router view is built, each its own chunk with a view component', async () => {
    const modules = await Promise.all(VIEWS.map((view) => uiChunks.view(view).load()))
    for (const [index, module] of modules.entries())
      expect(typeof module.default, VIEWS[index]).toBe('function')
    for (const view of ['Swap', 'SwapSelectToken', 'SwapPreview'] as const)
      expect(uiChunks.view(view)).not.toBe(uiChunks.view('EmailVerifyOtp'))
    expect(
      new Set(['Swap', 'SwapSelectToken', 'SwapPreview'].map((v) => uiChunks.view(v as View))).size,
    ).toBe(3)
    const { default: SwapView } = await uiChunks.view('Swap').load()
    expect(SwapView.name).toBe('SwapView')
  })
})
