import '../../testing/dom.testing.js'
import type { WalletDirectoryPage } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { loadBuiltInIcon } from '../../icons/builtInIcons.js'
import { preloadModal } from '../../kit/preload.js'
import type { WalletDirectorySource } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()
const PAGE: WalletDirectoryPage = { data: [{ id: 'rainbow', name: 'Rainbow' }], count: 1 }

const names = () =>
  allInModal('[data-testid="wallet-option"]').map(
    (el) => el.querySelector('.gw-list-item-label')?.textContent,
  )
const list = () => inModal<HTMLElement>('[data-testid="wallet-list"]')

/** A remote-like directory: every ask waits until the test answers it. */
function heldDirectory() {
  const held: (() => void)[] = []
  const source: WalletDirectorySource = {
    fetchWallets: () => new Promise((resolve) => held.push(() => resolve(PAGE))),
  }
  const answerAll = () => {
    for (const answer of held.splice(0)) answer()
  }
  return { source, held, answerAll }
}

describe('Connect: the directory’s wallets', () => {
  it('says the list is busy while the directory is asked, then lists its wallets', async () => {
    const directory = heldDirectory()
    const { kit } = createTestKit({ walletDirectorySource: directory.source })
    keep(kit)
    await openModal(kit)
    await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet']))
    expect(list()?.getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(directory.held.length).toBeGreaterThan(0))
    directory.answerAll()
    await vi.waitFor(() => expect(list()?.getAttribute('aria-busy')).toBe('false'))
    expect(names()).toEqual(['Gangway Test Wallet', 'Rainbow'])
  })

  it('the preload asks ahead: the first frame of Connect lists them, and nothing moves after', async () => {
    const directory = heldDirectory()
    const { kit } = createTestKit({ walletDirectorySource: directory.source })
    keep(kit)
    await kit.ready
    await preloadModal(kit)
    await vi.waitFor(() => expect(directory.held.length).toBeGreaterThan(0))
    directory.answerAll()
    await vi.waitFor(() => expect(directory.held).toEqual([]))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await openModal(kit)
    await vi.waitFor(() => expect(list()).toBeTruthy())
    expect(names()).toEqual(['Gangway Test Wallet', 'Rainbow'])
    expect(list()?.getAttribute('aria-busy')).toBe('false')
  })
})

describe('Connect: a detected wallet without an image of its own', () => {
  it('a wallet app the directory knows (a Solana deep link on a phone) shows its logo, not letters', async () => {
    const { kit } = createTestKit({
      connectors: [
        {
          id: 'deeplink:phantom',
          name: 'Phantom',
          explorerId: 'phantom',
          type: 'EXTERNAL',
          chain: 'eip155',
        },
        { id: 'unknown-app', name: 'Unknown App', type: 'EXTERNAL', chain: 'eip155' },
      ],
    })
    keep(kit)
    await openModal(kit)
    const row = (name: string) =>
      allInModal('[data-testid="wallet-option"]').find((option) =>
        option.textContent?.includes(name),
      )
    const phantom = await loadBuiltInIcon('wallet', 'phantom')
    expect(phantom).toMatch(/^data:image\/svg\+xml,/)
    await vi.waitFor(() =>
      expect(row('Phantom')?.querySelector('.gw-image img')?.getAttribute('src')).toBe(phantom),
    )
    expect(row('Phantom')?.querySelector('.gw-image')?.textContent).toBe('')
    // A wallet the directory does not know keeps its monogram.
    expect(row('Unknown App')?.querySelector('.gw-image')?.textContent).toBe('UA')
  })
})
