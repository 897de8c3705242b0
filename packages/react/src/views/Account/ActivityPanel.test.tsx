import '../../testing/dom.testing.js'
import type { ActivityQuery, ActivitySource } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, base, connect, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const sent = (id: string, minedAt: string, numeric = '0.0123456', chain = 'eip155:1') => ({
  id,
  metadata: {
    minedAt,
    chain,
    operationType: 'send',
    status: id.startsWith('failed') ? 'failed' : 'confirmed',
    sentFrom: ADDRESS,
    sentTo: RECIPIENT,
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
      direction: 'out',
      quantity: { numeric },
    },
  ],
})

/** An activity source answering from a script of pages (or failures), recording the queries. */
function scripted(pages: (unknown | Error)[]) {
  const queries: ActivityQuery[] = []
  const source: ActivitySource = {
    getTransactions: async (query) => {
      queries.push(query)
      const page = pages.shift()
      if (page instanceof Error || page === undefined) throw page ?? new Error('no more pages')
      return page
    },
  }
  return { source, queries }
}

async function openActivity(source: ActivitySource, features: Record<string, unknown> = {}) {
  const { kit } = createTestKit({ activitySource: source, features })
  keep(kit)
  await connect(kit)
  await openModal(kit, { view: 'Account' })
  // The Account view's first open imports its chunk (slow under the test transform).
  await vi.waitFor(() => expect(allInModal('[role="tab"]').length).toBeGreaterThan(0), {
    timeout: 10_000,
  })
  const tab = allInModal('[role="tab"]').find((el) => el.textContent === 'Activity')
  tab?.click()
  return { kit, tab }
}

const headings = () =>
  allInModal('[data-testid="account-tab-activity"] h3').map((h) => h.textContent)
const rows = () =>
  allInModal('[data-testid="activity-row"]').map((row) => [
    row.querySelector('.gw-list-item-label')?.textContent,
    row.querySelector('.gw-list-item-end')?.textContent,
  ])

describe('the Activity tab', () => {
  it('reads when opened; lists by month, newest first; Load more pages on', async () => {
    const api = scripted([
      { data: [sent('a', '2026-10-30T12:00:00Z'), sent('b', '2026-11-20T09:00:00Z')], next: 'p2' },
      { data: [sent('failed-c', '2025-12-31T23:00:00Z', '5')] },
    ])
    await openActivity(api.source)
    await vi.waitFor(() => expect(rows()).toHaveLength(2))
    expect(api.queries).toEqual([{ address: ADDRESS, caipNetworkId: 'eip155:1' }])
    expect(headings()).toEqual(['November 2026', 'October 2026'])
    // Spec §9: token amounts in activity show 3 decimals.
    expect(rows()).toEqual([
      ['Sent to 0x0000…dEaD-0.012 ETH', 'Nov 20'],
      ['Sent to 0x0000…dEaD-0.012 ETH', 'Oct 30'],
    ])

    inModal<HTMLButtonElement>('[data-testid="activity-load-more"]')?.click()
    await vi.waitFor(() => expect(rows()).toHaveLength(3))
    expect(api.queries[1]).toEqual({ address: ADDRESS, caipNetworkId: 'eip155:1', cursor: 'p2' })
    expect(headings()).toEqual(['November 2026', 'October 2026', 'December 2025'])
    expect(rows()[2]).toEqual(['Sent to 0x0000…dEaD-5.000 ETH', 'Failed'])
    expect(inModal('[data-testid="activity-load-more"]')).toBeNull()
  })

  it('a swap (trade) shows what went out and what came in, with no router as counterpart', async () => {
    const swap = sent('swap', '2026-11-21T09:00:00Z', '1')
    swap.metadata.operationType = 'trade'
    swap.transfers.push({
      fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } },
      direction: 'in',
      quantity: { numeric: '1992.0131' },
    })
    await openActivity(scripted([{ data: [swap] }]).source)
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]).toEqual(['Swapped-1.000 ETH → +1,992.013 USDC', 'Nov 21'])
  })

  it('reads again for the new network when it changes while the tab is open', async () => {
    const api = scripted([
      { data: [sent('on-mainnet', '2026-11-20T09:00:00Z')] },
      { data: [sent('on-base', '2026-11-21T09:00:00Z', '2', 'eip155:8453')] },
    ])
    const { kit } = await openActivity(api.source)
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    await kit.switchNetwork(base)
    await vi.waitFor(() => expect(rows()[0]?.[0]).toContain('-2.000 ETH'))
    expect(api.queries.map((query) => query.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it("a failed read says 'Failed to fetch transactions' and Try again reads again", async () => {
    const api = scripted([new Error('HTTP status code: 500'), { data: [] }])
    const { kit } = await openActivity(api.source)
    const panel = () => inModal('[data-testid="account-tab-activity"]')?.textContent ?? ''
    await vi.waitFor(() => expect(panel()).toContain('Failed to fetch transactions'))
    expect(kit.controllers.snackbar.getState().message).toBe('Failed to fetch transactions')
    const retry = allInModal('[data-testid="account-tab-activity"] button').find(
      (button) => button.textContent === 'Try again',
    )
    retry?.click()
    await vi.waitFor(() => expect(panel()).toContain('No activity yet'))
    expect(api.queries).toHaveLength(2)
  })

  it("shows the kit's own send pending on top until the source lists it, reading again meanwhile", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const listed = { ...sent('0xfeed', '2026-11-24T09:00:00Z'), id: 'api-id' }
      listed.metadata = { ...listed.metadata, hash: '0xFEED' } as typeof listed.metadata
      const api = scripted([{ data: [] }, { data: [] }, { data: [listed] }])
      const { kit } = await openActivity(api.source)
      await vi.waitFor(() => expect(api.queries).toHaveLength(1))
      const { addPendingTransaction } = await import('@gangway/core/send')
      addPendingTransaction(kit, {
        hash: '0xfeed',
        from: ADDRESS,
        to: RECIPIENT,
        network: kit.getActiveCaipNetwork()!,
        token: {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 0,
          price: 0,
          quantity: { decimals: '18', numeric: '0.5' },
          iconUrl: '',
        },
        amount: '0.5',
      })
      await vi.waitFor(() => expect(rows()).toEqual([['Sent to 0x0000…dEaD-0.500 ETH', 'Pending']]))
      expect(headings()).toEqual(['Pending'])
      vi.advanceTimersByTime(4000) // still not listed
      await vi.waitFor(() => expect(api.queries).toHaveLength(2))
      expect(rows()[0]?.[1]).toBe('Pending')
      vi.advanceTimersByTime(4000) // listed (same hash): the pending entry goes
      await vi.waitFor(() => expect(api.queries).toHaveLength(3))
      await vi.waitFor(() => expect(rows()).toEqual([['Sent to 0x0000…dEaD-0.012 ETH', 'Nov 24']]))
    } finally {
      vi.useRealTimers()
    }
  })

  it('renders text from the API as text, never as HTML', async () => {
    const hostile = sent('x', '2026-11-20T09:00:00Z')
    hostile.transfers[0]!.fungible_info.symbol = '<img src=x onerror=alert(1)>'
    await openActivity(scripted([{ data: [hostile] }]).source)
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    expect(inModal('[data-testid="activity-row"] img')).toBeNull()
    expect(rows()[0]?.[0]).toContain('<img src=x onerror=alert(1)>')
  })

  it('with the history feature off there is no Activity tab and nothing is read', async () => {
    const api = scripted([{ data: [] }])
    const { tab } = await openActivity(api.source, { history: false })
    expect(tab).toBeUndefined()
    expect(allInModal('[role="tab"]').map((el) => el.textContent)).toEqual(['Tokens', 'NFTs'])
    expect(api.queries).toEqual([])
  })
  it('reads again when the tab is reopened and every 15 s while it is open', async () => {
    const first = { data: [sent('a', '2026-10-30T12:00:00Z')] }
    const hostSent = { data: [sent('b', '2026-11-20T09:00:00Z'), ...first.data] }
    const api = scripted([first, hostSent, { data: [sent('c', '2026-11-21T09:00:00Z')] }])
    const { tab } = await openActivity(api.source)
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    // Away to Tokens and back: the list is read again and shows what was sent meanwhile.
    allInModal('[role="tab"]')
      .find((el) => el.textContent === 'Tokens')
      ?.click()
    await vi.waitFor(() => expect(rows()).toHaveLength(0))
    // The panel's refresh interval runs on a fake clock (only setInterval is faked).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      tab?.click()
      await vi.waitFor(() => expect(rows()).toHaveLength(2))
      expect(api.queries).toHaveLength(2)
      // While the tab stays open it reads again on its own.
      vi.advanceTimersByTime(14_000)
      expect(api.queries).toHaveLength(2)
      vi.advanceTimersByTime(1_000)
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(() => expect(api.queries).toHaveLength(3))
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
  })
})
