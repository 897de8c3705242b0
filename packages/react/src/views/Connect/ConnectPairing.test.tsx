/**
 * Connect and AllWallets list no wallet that only pairing reaches when pairing cannot work in
 * this app: WalletConnect turned off, or its optional peer `@walletconnect/universal-provider`
 * not installed (an empty module here, as a bundler told to leave it out gives). Core decides
 * (`selectCanPairWallets`); the views follow.
 */
import '../../testing/dom.testing.js'
import type { WalletDirectorySource } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

// (vitest's mock throws on reading an export it lacks: each one the loader reads is listed)
vi.mock('@walletconnect/universal-provider', () => ({
  default: undefined,
  UniversalProvider: undefined,
}))

const keep = destroyAfterEach()
const directory: WalletDirectorySource = {
  fetchWallets: async () => ({ data: [{ id: 'rainbow', name: 'Rainbow' }], count: 1 }),
}
const customWallets = [
  { id: 'my-wallet', name: 'My Wallet', webapp_link: 'https://wallet.example' },
]

const names = () =>
  allInModal('[data-testid="wallet-option"]').map(
    (el) => el.querySelector('.gw-list-item-label')?.textContent,
  )

describe('Connect without a way to pair', () => {
  it('with WalletConnect on, the directory and custom wallets are listed (the control case)', async () => {
    const { kit } = createTestKit({ walletDirectorySource: directory, customWallets })
    keep(kit)
    await openModal(kit)
    await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet', 'My Wallet', 'Rainbow']))
    expect(inModal('[data-testid="all-wallets"]')).toBeTruthy()
  })

  it('enableWalletConnect: false lists the browser wallets only, and no All wallets', async () => {
    const { kit } = createTestKit({
      walletDirectorySource: directory,
      customWallets,
      pairing: 'off',
    })
    keep(kit)
    await openModal(kit)
    await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet']))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(names()).toEqual(['Gangway Test Wallet'])
    expect(inModal('[data-testid="all-wallets"]')).toBeNull()
  })

  it('without @walletconnect/universal-provider: the browser wallets only, in Connect and AllWallets', async () => {
    const { kit } = createTestKit({
      walletDirectorySource: directory,
      customWallets,
      pairing: 'package',
    })
    keep(kit)
    await openModal(kit)
    await vi.waitFor(() => expect(kit.stores.connectors.getState().walletConnect).toBe('missing'))
    await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet']))
    expect(inModal('[data-testid="all-wallets"]')).toBeNull()

    kit.controllers.router.push('AllWallets')
    await vi.waitFor(() => expect(inModal('[data-testid="all-wallets-list"]')).toBeTruthy())
    await new Promise((resolve) => setTimeout(resolve, 20))
    const rows = allInModal('[data-testid="all-wallets-list"] [data-testid="wallet-option"]')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Gangway Test Wallet'),
    ])
  })

  it('a pairing view reached anyway says what the app lacks, from the error catalogue', async () => {
    const { kit } = createTestKit({ pairing: 'package' })
    keep(kit)
    await openModal(kit)
    kit.controllers.router.push('ConnectingWalletConnect')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="wc-unavailable"]')?.textContent).toContain(
        '@walletconnect/universal-provider is not installed',
      ),
    )
  })
})
