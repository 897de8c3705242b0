/**
 * Issue 20: the Account view's numbers and dates go through the one formatter (useNumberFormat)
 * in the kit's locale — balances 3 decimals floored, activity amounts 3, USD 2; trailing zeros
 * dropped, the whole part grouped.
 */
import '../../testing/dom.testing.js'
import type { ActivitySource, BalanceSource } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, connect, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const balance = (
  symbol: string,
  name: string,
  numeric: string,
  price: number,
  address: string,
) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:${address}`,
  value: price * Number(numeric),
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

const balances: BalanceSource = {
  getBalances: async () => ({
    balances: [
      balance('ETH', 'Ether', '2.5', 2000, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
      balance('DAI', 'Dai Stablecoin', '1000000', 1, '0x6b175474e89094c44da98b954eedeac495271d0f'),
      balance('GHO', 'Unpriced', '0.1239', 0, '0x40d16fc0246ad3160ccc09b8d0d3a2cd28ae6c2f'),
    ],
  }),
}

const activity: ActivitySource = {
  getTransactions: async () => ({
    data: [
      {
        id: 'in',
        metadata: {
          minedAt: '2026-11-21T10:00:00Z',
          chain: 'eip155:1',
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: '0x000000000000000000000000000000000000bEEF',
          sentTo: ADDRESS,
        },
        transfers: [
          {
            fungible_info: { name: 'Tether USD', symbol: 'USDT', icon: { url: '' } },
            direction: 'in',
            quantity: { numeric: '1000000' },
          },
        ],
      },
    ],
  }),
}

async function openAccount(locale?: string) {
  const { kit } = createTestKit({
    balanceSource: balances,
    activitySource: activity,
    ...(locale && { locale }),
  })
  keep(kit)
  await connect(kit)
  await openModal(kit, { view: 'Account' })
  await vi.waitFor(() => expect(allInModal('[role="tab"]')).toHaveLength(3))
  return kit
}

const tokenRows = () =>
  allInModal('[data-testid="account-tab-tokens"] li').map((row) => [
    row.querySelector('.gw-list-item-sub')?.textContent,
    row.querySelector('.gw-list-item-end')?.textContent ?? null,
  ])
const activityRow = () => ({
  heading: inModal('[data-testid="account-tab-activity"] h3')?.textContent,
  amount: inModal('[data-testid="activity-row"] .gw-list-item-sub')?.textContent,
  day: inModal('[data-testid="activity-row"] .gw-list-item-end')?.textContent,
})

describe('Account numbers (issue 20)', () => {
  it("Tokens: quantities grouped with spec §9's 3 decimals (floored), USD with 2 decimals, the native row priced", async () => {
    await openAccount()
    await vi.waitFor(() => expect(tokenRows()).toHaveLength(3))
    expect(tokenRows()).toEqual([
      ['2.500 ETH', '$5,000.00'],
      ['1,000,000.000 DAI', '$1,000,000.00'],
      // No price: no USD value (never a made-up one); 3 decimals, floored.
      ['0.123 GHO', null],
    ])
  })

  it('Activity: a received amount grouped, with 3 decimals; month and day in the locale', async () => {
    await openAccount()
    allInModal('[role="tab"]')[2]!.click()
    await vi.waitFor(() => expect(activityRow().amount).toBe('+1,000,000.000 USDT'))
    expect(activityRow()).toEqual({
      heading: 'November 2026',
      amount: '+1,000,000.000 USDT',
      day: 'Nov 21',
    })
  })

  it('in French: separators, currency and dates of the locale, tab labels translated', async () => {
    await openAccount('fr')
    await vi.waitFor(() =>
      expect(allInModal('[role="tab"]').map((tab) => tab.textContent)).toEqual([
        'Jetons',
        'NFT',
        'Activité',
      ]),
    )
    await vi.waitFor(() => expect(tokenRows()).toHaveLength(3))
    const fr = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' })
    expect(tokenRows()).toEqual([
      ['2,500 ETH', fr.format(5000)],
      [`${new Intl.NumberFormat('fr').format(1_000_000)},000 DAI`, fr.format(1_000_000)],
      ['0,123 GHO', null],
    ])
    allInModal('[role="tab"]')[2]!.click()
    await vi.waitFor(() => expect(activityRow().heading).toBe('novembre 2026'))
    expect(activityRow().amount).toBe(`+${new Intl.NumberFormat('fr').format(1_000_000)},000 USDT`)
    expect(activityRow().day).toBe('21 nov.')
  })
})
