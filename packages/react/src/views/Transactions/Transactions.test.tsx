import '../../testing/dom.testing.js'
import type { ActivitySource } from '@gangway/core'
import type { TokenBalance } from '@gangway/core/internal'
import { LIMITS } from '@gangway/core/internal'
import { addPendingTransaction } from '@gangway/core/send'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, connect, createTestKit, mainnet } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const tx = (n: number, minedAt: string) => ({
  id: hash(n),
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x000000000000000000000000000000000000dEaD',
    hash: hash(n),
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
      direction: 'out',
      quantity: { numeric: '1' },
    },
  ],
})

const ethereum = {
  ...mainnet,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

function pagedSource(pages: unknown[]): ActivitySource {
  return {
    getTransactions: async (query) =>
      pages[query.cursor ? Number(query.cursor) : 0] ?? { data: [] },
  }
}

const rows = () => allInModal('[data-testid="activity-row"]')

describe('Transactions', () => {
  it('is reached from the Activity tab’s View all; lists every page with explorer links', async () => {
    const source = pagedSource([
      { data: [tx(1, '2026-11-20T09:00:00Z'), tx(2, '2026-11-02T09:00:00Z')], next: '1' },
      { data: [tx(3, '2026-10-01T09:00:00Z')], next: '2' },
      { data: [tx(4, '2025-01-01T09:00:00Z')] },
    ])
    const { kit } = createTestKit({ activitySource: source, networks: [ethereum] })
    keep(kit)
    await connect(kit)
    await openModal(kit, { view: 'Account' })
    await vi.waitFor(() => expect(allInModal('[role="tab"]').length).toBeGreaterThan(0))
    allInModal('[role="tab"]')
      .find((el) => el.textContent === 'Activity')
      ?.click()
    await vi.waitFor(() => expect(inModal('[data-testid="activity-view-all"]')).not.toBeNull())
    // The tab has no explorer links; the full view has.
    expect(allInModal('[data-testid="activity-explorer-link"]')).toHaveLength(0)
    inModal<HTMLButtonElement>('[data-testid="activity-view-all"]')?.click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Transactions'))
    await vi.waitFor(() => expect(rows()).toHaveLength(2))
    expect(inModal('[data-testid="activity-view-all"]')).toBeNull()
    for (const expected of [3, 4]) {
      await vi.waitFor(() =>
        expect(inModal<HTMLButtonElement>('[data-testid="activity-load-more"]')?.disabled).toBe(
          false,
        ),
      )
      inModal<HTMLButtonElement>('[data-testid="activity-load-more"]')?.click()
      await vi.waitFor(() => expect(rows()).toHaveLength(expected))
    }
    expect(inModal('[data-testid="activity-load-more"]')).toBeNull()
    const links = allInModal('[data-testid="activity-explorer-link"]') as HTMLAnchorElement[]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4].map((n) => `https://etherscan.io/tx/${hash(n)}`),
    )
    expect(links[0]?.rel).toContain('noopener')
    expect(links[0]?.textContent).toContain('View on explorer')
  })

  it('keeps at most 99 pending sends on top, newest first, until the source lists them', async () => {
    let listed: unknown[] = []
    const source: ActivitySource = { getTransactions: async () => ({ data: listed }) }
    const { kit } = createTestKit({ activitySource: source, networks: [ethereum] })
    keep(kit)
    await connect(kit)
    const token = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    } as TokenBalance
    for (let n = 1; n <= 100; n++) {
      addPendingTransaction(kit, {
        hash: hash(n),
        from: ADDRESS,
        to: ADDRESS,
        network: ethereum,
        token,
        amount: '0.5',
      })
    }
    expect(kit.stores.activity.getState().pending).toHaveLength(LIMITS.PENDING_TRANSACTIONS)
    await openModal(kit, { view: 'Transactions' })
    const pending = () => allInModal('section[aria-label="Pending"] [data-testid="activity-row"]')
    await vi.waitFor(() => expect(pending()).toHaveLength(99))
    // Newest first; the oldest (1) fell off.
    expect(pending()[0]?.querySelector('a')?.getAttribute('href')).toContain(hash(100))
    expect(pending().at(-1)?.querySelector('a')?.getAttribute('href')).toContain(hash(2))
    // Mined: the source lists it, and it leaves the pending section.
    listed = [tx(100, '2026-11-27T05:00:00Z')]
    await kit.controllers.activity.fetchTransactions({ refresh: true })
    await vi.waitFor(() => expect(pending()).toHaveLength(98))
    expect(rows()).toHaveLength(99)
  })
})
