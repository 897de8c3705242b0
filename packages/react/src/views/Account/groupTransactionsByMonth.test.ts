import type { ActivityTransaction } from '@gangway/core/internal'
import { describe, expect, it } from 'vitest'
import { groupTransactionsByMonth } from './groupTransactionsByMonth.js'

const at = (id: string, minedAt: string): ActivityTransaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '',
    sentTo: '',
  },
  transfers: [],
})

describe('groupTransactionsByMonth (spec §3: by year, then month, newest first)', () => {
  it('groups by UTC year and month, newest first at every level', () => {
    const groups = groupTransactionsByMonth([
      at('a', '2025-12-31T23:59:59Z'),
      at('b', '2026-11-02T10:00:00Z'),
      at('c', '2026-01-15T00:00:00Z'),
      at('d', '2026-11-20T10:00:00Z'),
      at('e', '2026-01-01T00:00:00Z'),
    ])
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 10, ['d', 'b']],
      [2026, 0, ['c', 'e']],
      [2025, 11, ['a']],
    ])
  })

  it('is empty for no transactions', () => {
    expect(groupTransactionsByMonth([])).toEqual([])
  })
})
