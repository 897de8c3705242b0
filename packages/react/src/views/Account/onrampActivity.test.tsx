import '../../testing/dom.testing.js'
import { type ActivityQuery, type ActivitySource, createMemoryBackend } from '@gangway/core'
import type { OnRampProvider } from '@gangway/core/onramp'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { allInModal, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, base, mainnet, TestAdapter } from '../../testing/testKit.testing.js'
import { onrampEntryName } from './onrampEntry.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const SENDER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const FRIEND = '0x000000000000000000000000000000000000bEEF'
const shop: OnRampProvider = {
  id: 'shop',
  name: 'Shop',
  feeRangePercent: [1, 2],
  assets: { 'eip155:1': ['ETH'] },
  buildUrl: () => 'https://shop.example/',
  deliveries: { senders: { 'eip155:1': [SENDER] } },
}

const received = (id: string, from: string, operationType = 'receive') => ({
  id,
  metadata: {
    minedAt: '2026-11-20T10:00:00Z',
    chain: 'eip155:1',
    operationType,
    status: 'confirmed',
    sentFrom: from,
    sentTo: ADDRESS,
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
      direction: 'in' as const,
      quantity: { numeric: '0.02' },
    },
  ],
})

describe('Activity marks on-ramp deliveries', () => {
  it("asks with the providers' senders (the transactions call's onramp) and labels their deliveries 'Bought via'", async () => {
    const queries: ActivityQuery[] = []
    const activitySource: ActivitySource = {
      getTransactions: async (query) => {
        queries.push(query)
        return {
          data: [
            received('0xa1', SENDER.toLowerCase()),
            received('0xa2', '0x00000000000000000000000000000000000000Aa', 'onramp'),
            received('0xa3', FRIEND),
          ],
        }
      },
    }
    const kit = createKit({
      adapters: [new TestAdapter()],
      networks: [mainnet, base],
      storage: createMemoryBackend(),
      reconnectOnStart: false,
      enableWalletConnect: false,
      walletDirectory: false,
      features: { analytics: false },
      logger: { error: () => {}, warn: () => {} },
      activitySource,
      onrampProviders: [shop],
    })
    keep(kit)
    await kit.ready
    await kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await openModal(kit, { view: 'Account' })
    await vi.waitFor(() => expect(allInModal('[role="tab"]').length).toBeGreaterThan(0))
    allInModal('[role="tab"]')
      .find((el) => el.textContent === 'Activity')!
      .click()
    await vi.waitFor(() => expect(allInModal('[data-testid="activity-row"]')).toHaveLength(3))
    expect(queries[0]).toEqual({
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      onramp: SENDER.toLowerCase(),
    })
    const rows = allInModal('[data-testid="activity-row"]')
    expect(
      rows.map((row) => row.querySelector('.gw-list-item-label')?.firstChild?.textContent),
    ).toEqual(['Bought via Shop', 'Bought via an on-ramp provider', 'Received from 0x0000…bEEF'])
    expect(rows.map((row) => row.dataset.onramp)).toEqual(['true', 'true', undefined])
    expect(rows[0]!.textContent).toContain('Bought via Shop')
    expect(rows[1]!.textContent).toContain('Bought via an on-ramp provider')
    expect(rows[2]!.textContent).toContain('Received from 0x0000…bEEF')
  })

  it('never calls a send or a swap a purchase, even from a provider sender', () => {
    const out = received('0xb1', SENDER)
    out.transfers.push({ ...out.transfers[0]!, direction: 'out' as never })
    expect(onrampEntryName([shop], out)).toBeUndefined()
    expect(onrampEntryName([shop], { ...received('0xb2', SENDER), transfers: [] })).toBeUndefined()
    expect(onrampEntryName([], received('0xb3', SENDER))).toBeUndefined()
  })
})
