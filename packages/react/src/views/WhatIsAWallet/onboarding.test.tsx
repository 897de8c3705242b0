import '../../testing/dom.testing.js'
import { describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { createStaticWalletDirectory } from '../../kit/walletDirectory.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const click = async (selector: string) => {
  await vi.waitFor(() => expect(inModal(selector)).not.toBeNull())
  inModal<HTMLElement>(selector)?.click()
}
const viewOf = (kit: GangwayKit) => kit.stores.router.getState().view

describe('onboarding views', () => {
  it('Connect → I don’t have a wallet → What is a wallet? → Get a wallet: directory wallets with safe links', async () => {
    const directory = createStaticWalletDirectory([
      {
        id: 'good',
        name: 'Good Wallet',
        app_store: 'https://apps.apple.com/app/good',
        play_store: 'https://play.google.com/store/apps/details?id=good',
        homepage: 'https://good.example',
      },
      {
        id: 'bad',
        name: 'Bad Wallet',
        homepage: 'javascript:alert(1)',
        app_store: 'http://x.example',
      },
    ])
    const { kit } = createTestKit({ walletDirectorySource: directory })
    keep(kit)
    await openModal(kit)
    await click('[data-testid="no-wallet-link"]')
    await vi.waitFor(() => expect(viewOf(kit)).toBe('WhatIsAWallet'))
    await vi.waitFor(() => expect(inModal('h2')?.textContent).toBe('What is a Wallet?'))
    await click('[data-testid="get-a-wallet"]')
    await vi.waitFor(() => expect(allInModal('[data-testid="get-wallet-row"]')).toHaveLength(1))
    const row = inModal('[data-testid="get-wallet-row"]')
    expect(row?.dataset.walletId).toBe('good')
    const links = Array.from(row?.querySelectorAll('a') ?? [])
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://apps.apple.com/app/good',
      'https://play.google.com/store/apps/details?id=good',
      'https://good.example',
    ])
    expect(links.every((a) => a.target === '_blank' && a.rel.includes('noopener'))).toBe(true)
    // Back twice returns to Connect.
    kit.controllers.router.goBack()
    kit.controllers.router.goBack()
    expect(viewOf(kit)).toBe('Connect')
  })

  it('GetWallet without a directory says so and goes back (no dead end)', async () => {
    const { kit } = createTestKit()
    keep(kit)
    await openModal(kit)
    await click('[data-testid="no-wallet-link"]')
    await click('[data-testid="get-a-wallet"]')
    await vi.waitFor(() => expect(inModal('[data-testid="get-wallet-empty"]')).not.toBeNull())
    inModal('[data-testid="get-wallet-empty"] button')?.dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    )
    await vi.waitFor(() => expect(viewOf(kit)).toBe('WhatIsAWallet'))
  })

  it('Networks → What is a network? → Choose a network returns to Networks', async () => {
    const { kit } = createTestKit()
    keep(kit)
    await openModal(kit, { view: 'Networks' })
    await click('[data-testid="what-is-a-network-link"]')
    await vi.waitFor(() => expect(viewOf(kit)).toBe('WhatIsANetwork'))
    await vi.waitFor(() => expect(inModal('h2')?.textContent).toBe('What is a Network?'))
    await click('[data-testid="choose-network"]')
    await vi.waitFor(() => expect(viewOf(kit)).toBe('Networks'))
    expect(kit.stores.router.getState().history).toEqual(['Networks'])
  })
})
