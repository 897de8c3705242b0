import '../testing/dom.testing.js'
import type { Connector } from '@gangway/core/adapter'
import { defaultOnrampProviders } from '@gangway/core/onramp'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { GangwayProvider } from '../components/GangwayProvider.js'
import { destroyAfterEach } from '../testing/cleanup.testing.js'
import { allInModal, inModal, keyDown, modalShadow, openModal } from '../testing/modal.testing.js'
import { render, settle } from '../testing/render.testing.js'
import { appliedCss } from '../testing/styles.testing.js'
import { connect, createTestKit } from '../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

function kitFor(options?: Parameters<typeof createTestKit>[0]) {
  const made = createTestKit(options)
  keep(made.kit)
  return made
}

const shadow = modalShadow
const all = allInModal
const key = keyDown
const openOn = openModal

describe('the modal element', () => {
  it('is a gangway-modal in document.body with an open shadow root holding its styles', async () => {
    const { kit } = kitFor()
    expect(document.querySelector('gangway-modal')).toBeNull() // nothing until the first open
    await openOn(kit)
    const host = document.querySelector('gangway-modal')!
    expect(host.parentElement).toBe(document.body)
    expect(host.shadowRoot?.mode).toBe('open')
    // Adopted as a constructed stylesheet (a strict CSP allows it), no <style> element.
    expect(host.shadowRoot!.querySelector('style')).toBeNull()
    const css = appliedCss(host.shadowRoot!)
    expect(css).toMatch(/:host\s*\{\s*all: initial/)
    expect(css).toContain('360px')
    expect(css).toContain('max-width: 430px')
    expect(css).toContain('prefers-reduced-motion: reduce')
    // Styles stay inside: nothing was added to the page for the modal.
    expect(appliedCss(document)).not.toContain('.gw-card')
  })

  it('is a real dialog labelled by its header title, with the spec timings and width', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    const dialog = inModal('[role="dialog"]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = shadow()!.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Connect Wallet')
    const root = inModal('[data-testid="modal-root"]')!
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--gw-duration-modal')).toBe('120ms')
    expect(root.style.getPropertyValue('--gw-duration-view')).toBe('150ms')
    expect(root.style.getPropertyValue('--gw-duration-header')).toBe('150ms')
    expect(root.style.getPropertyValue('--gw-duration-shake')).toBe('500ms')
    expect(root.style.getPropertyValue('--gw-modal-width')).toBe('360px')
    expect(inModal('[data-testid="modal-close"]')?.getAttribute('aria-label')).toBe('Close')
  })

  it('applies the theme mode and host theme variables', async () => {
    const { kit } = kitFor()
    kit.setThemeVariables({ '--gw-accent': '#ff0066' })
    await openOn(kit)
    kit.setThemeMode('light')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="modal-root"]')?.getAttribute('data-theme')).toBe('light'),
    )
    expect(inModal('[data-testid="modal-root"]')?.style.getPropertyValue('--gw-accent')).toBe(
      '#ff0066',
    )
  })

  it('Escape closes and focus returns to the button that opened it', async () => {
    const { kit } = kitFor()
    await kit.ready
    const { container, unmount } = await render(
      <GangwayProvider kit={kit}>
        <ConnectButton />
      </GangwayProvider>,
    )
    const opener = container.querySelector<HTMLButtonElement>('[data-testid="connect-button"]')!
    opener.focus()
    opener.click()
    await vi.waitFor(() => expect(inModal('[role="dialog"]')).not.toBeNull(), { timeout: 10_000 })
    await vi.waitFor(() => expect(document.activeElement).not.toBe(opener))
    key(inModal('[role="dialog"]')!, 'Escape')
    expect(kit.stores.modal.getState().open).toBe(false)
    await vi.waitFor(() => expect(inModal('[role="dialog"]')).toBeNull(), { timeout: 5000 })
    expect(document.activeElement).toBe(opener)
    await unmount()
  })

  it('with closeDisabled, close is aria-disabled and Escape, the button and the overlay shake for 500 ms instead of closing', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    kit.controllers.modal.setCloseDisabled(true)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="modal-close"]')?.getAttribute('aria-disabled')).toBe('true'),
    )
    key(inModal('[role="dialog"]')!, 'Escape')
    expect(kit.stores.modal.getState().open).toBe(true)
    expect(kit.stores.modal.getState().shake).toBe(true)
    await vi.waitFor(() =>
      expect(inModal('[role="dialog"]')?.getAttribute('data-shake')).toBe('true'),
    )
    await vi.waitFor(() => expect(kit.stores.modal.getState().shake).toBe(false), { timeout: 2000 })
    inModal<HTMLButtonElement>('[data-testid="modal-close"]')!.click()
    expect(kit.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    await vi.waitFor(() => expect(kit.stores.modal.getState().shake).toBe(false), { timeout: 2000 })
    inModal<HTMLElement>('.gw-overlay')!.click()
    expect(kit.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    kit.controllers.modal.setCloseDisabled(false)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="modal-close"]')?.hasAttribute('aria-disabled')).toBe(false),
    )
    inModal<HTMLButtonElement>('[data-testid="modal-close"]')!.click()
    expect(kit.stores.modal.getState().open).toBe(false)
  })

  it('keeps Tab inside the dialog', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    await vi.waitFor(() => expect(all('[data-testid="wallet-option"]').length).toBe(1))
    const focusables = all('button:not([disabled]), input')
    const first = focusables[0]!
    const last = focusables.at(-1)!
    last.focus()
    key(last, 'Tab')
    expect(shadow()!.activeElement).toBe(first)
    key(first, 'Tab', true)
    expect(shadow()!.activeElement).toBe(last)
  })

  it('keeps focus in the dialog when a view change removes the focused control', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    await vi.waitFor(() => expect(inModal('[data-testid="all-wallets"]')).not.toBeNull())
    const entry = inModal('[data-testid="all-wallets"]')!
    entry.focus()
    expect(shadow()!.activeElement).toBe(entry)
    entry.click()
    await vi.waitFor(() => expect(inModal('[data-testid="wallet-search"]')).not.toBeNull())
    await vi.waitFor(() => expect(shadow()!.activeElement).toBe(inModal('[role="dialog"]')))
  })

  it('back goes one step back; UnsupportedChain hides back', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    expect(inModal('[data-testid="modal-back"]')).toBeNull()
    kit.controllers.router.push('AllWallets')
    await vi.waitFor(() => expect(inModal('[data-testid="modal-back"]')).not.toBeNull())
    inModal('[data-testid="modal-back"]')!.click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Connect'))
    kit.controllers.router.push('UnsupportedChain')
    await vi.waitFor(() => expect(inModal('[data-testid="view-UnsupportedChain"]')).not.toBeNull())
    expect(inModal('[data-testid="modal-back"]')).toBeNull()
  })
})

describe('views', () => {
  it('Connect lists the installed wallet with its icon, then "All wallets"', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    await vi.waitFor(() => expect(all('[data-testid="wallet-option"]')).toHaveLength(1))
    const option = all('[data-testid="wallet-option"]')[0]!
    expect(option.textContent).toContain('Gangway Test Wallet')
    expect(option.textContent).toContain('Installed')
    expect(option.dataset.bench).toBe('wallet-option')
    expect(option.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(inModal('[data-testid="all-wallets"]')?.textContent).toContain('All wallets')
  })

  it('choosing a wallet connects through ConnectingExternal and closes the modal', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    await vi.waitFor(() => expect(all('[data-testid="wallet-option"]')).toHaveLength(1))
    all('[data-testid="wallet-option"]')[0]!.click()
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(kit.getAccount().isConnected).toBe(true)
  })

  it('ConnectingExternal shows "Continue in <wallet>" and a retry after an error', async () => {
    const { kit, adapter } = kitFor()
    let release = () => {}
    adapter.connectGate = new Promise((resolve) => {
      release = resolve
    })
    await openOn(kit)
    await vi.waitFor(() => expect(all('[data-testid="wallet-option"]')).toHaveLength(1))
    all('[data-testid="wallet-option"]')[0]!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="connecting-title"]')?.textContent).toBe(
        'Continue in Gangway Test Wallet',
      ),
    )
    adapter.connectError = Object.assign(new Error('User rejected'), { code: 4001 })
    adapter.connectGate = undefined
    release()
    await vi.waitFor(() => expect(inModal('[data-testid="connecting-retry"]')).not.toBeNull())
    expect(kit.stores.modal.getState().shake).toBe(true)
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Gangway Test Wallet')
    adapter.connectError = undefined
    inModal('[data-testid="connecting-retry"]')!.click()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true))
  })

  it('renders wallet names as text and refuses unsafe image URLs (monogram instead)', async () => {
    const hostile: Connector = {
      id: 'evil',
      name: '<img src=x onerror=alert(1)>',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'javascript:alert(1)',
    }
    const { kit } = kitFor({ connectors: [hostile] })
    await openOn(kit)
    await vi.waitFor(() => expect(all('[data-testid="wallet-option"]')).toHaveLength(1))
    const option = all('[data-testid="wallet-option"]')[0]!
    expect(option.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(option.querySelector('img')).toBeNull()
    expect(option.querySelector('.gw-image')?.textContent).toBe('IS')
  })

  it('Account shows the address, balance, the features row in order and disconnects', async () => {
    const { kit } = kitFor({
      swapApiUrl: 'https://swap.example',
      onrampProviders: defaultOnrampProviders({ coinbase: { appId: 'app' } }),
    })
    await connect(kit)
    await openOn(kit)
    await vi.waitFor(() => expect(inModal('[data-testid="account-view-address"]')).not.toBeNull())
    expect(inModal('[data-testid="account-view-address"]')?.textContent).toBe('0x1234…abcd')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="account-view-balance"]')?.textContent).toBe('1,234.567 ETH'),
    )
    expect(all('[data-feature]').map((button) => button.dataset.feature)).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
    expect(all('[role="tab"]').map((tab) => tab.textContent)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
    inModal('[data-testid="disconnect-button"]')!.click()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(false))
    expect(kit.stores.modal.getState().open).toBe(false)
  })

  it('Account features follow the host flags', async () => {
    const { kit } = kitFor({ features: { swaps: false, onramp: false } })
    await connect(kit)
    await openOn(kit, { view: 'Account' })
    await vi.waitFor(() => expect(all('[data-feature]').length).toBeGreaterThan(0))
    expect(all('[data-feature]').map((button) => button.dataset.feature)).toEqual([
      'receive',
      'send',
    ])
  })

  it('Account offers no Swap without a swap API, no Buy without providers (never a dead end)', async () => {
    const { kit } = kitFor()
    await connect(kit)
    await openOn(kit, { view: 'Account' })
    await vi.waitFor(() => expect(all('[data-feature]').length).toBeGreaterThan(0))
    expect(all('[data-feature]').map((button) => button.dataset.feature)).toEqual([
      'receive',
      'send',
    ])
  })

  it('Networks switches the network', async () => {
    const { kit } = kitFor()
    await openOn(kit, { view: 'Networks' })
    await vi.waitFor(() => expect(all('[data-testid="network-option"]')).toHaveLength(2))
    all('[data-testid="network-option"]')[1]!.click()
    await vi.waitFor(() =>
      expect(selectActiveCaipNetwork(kit.stores.chain.getState())?.caipNetworkId).toBe(
        'eip155:8453',
      ),
    )
  })

  it('a login view on a kit without the embedded wallet says why, with a way back', async () => {
    const { kit } = kitFor()
    await openOn(kit, { view: 'EmailVerifyOtp' })
    await vi.waitFor(() => expect(inModal('[data-testid="embedded-failure"]')).not.toBeNull())
    expect(inModal('[data-testid="embedded-failure"] [role="alert"]')?.textContent).toBe(
      'Invalid option embeddedWallet',
    )
    expect(inModal('[data-testid="embedded-failure"] button')?.textContent).toBe('Go back')
  })

  it('shows the snackbar and the alert', async () => {
    const { kit } = kitFor()
    await openOn(kit)
    kit.controllers.snackbar.showSuccess('Address copied')
    kit.controllers.alert.open({
      shortMessage: 'Session Expired',
      longMessage: 'Reconnect, please.',
    })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="snackbar"]')?.textContent).toBe('Address copied'),
    )
    const alert = inModal('[data-testid="alert"]')!
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toContain('Session Expired')
    expect(alert.textContent).toContain('Reconnect, please.')
    await settle()
  })

  it("the snackbar's row keeps its room when it hides, until the visitor goes to another view", async () => {
    const { kit } = kitFor()
    await openOn(kit)
    // happy-dom lays nothing out: the row is 56 px high while it shows a toast.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'snackbar-slot' && this.firstElementChild ? 56 : 0
      },
    })
    try {
      const row = () => inModal('[data-testid="snackbar-slot"]')!
      kit.controllers.snackbar.showSuccess('Address copied', { autoClose: false })
      await vi.waitFor(() => expect(inModal('[data-testid="snackbar"]')).not.toBeNull())
      expect(row().style.minHeight).toBe('')
      kit.controllers.snackbar.hide()
      await vi.waitFor(() => expect(inModal('[data-testid="snackbar"]')).toBeNull())
      expect(row().style.minHeight).toBe('56px')
      kit.controllers.router.push('Networks')
      await vi.waitFor(() => expect(row().style.minHeight).toBe(''))
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height)
    }
    await settle()
  })
})
