import { describe, expect, it } from 'vitest'
import { parseTransaction, parseTransactionsPage } from './parseTransactions.js'

const sent = {
  id: '0xabc',
  metadata: {
    minedAt: '2026-11-24T01:02:03.000Z',
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sentTo: '0x000000000000000000000000000000000000dEaD',
    hash: '0xabc',
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
      direction: 'out',
      quantity: { numeric: '0.01' },
      value: 0,
      price: 0,
    },
  ],
}

describe('parseTransaction', () => {
  it('keeps a well-formed transaction as is', () => {
    expect(parseTransaction(sent)).toEqual(sent)
  })

  it('keeps an NFT transfer, with its spam flag', () => {
    const nft = {
      nft_info: { name: 'Punk #1', flags: { is_spam: true }, content: { preview: { url: '' } } },
      direction: 'in',
      quantity: { numeric: '1' },
    }
    expect(parseTransaction({ ...sent, transfers: [nft] })?.transfers).toEqual([nft])
  })

  it.each([
    ['a missing id', { ...sent, id: undefined }],
    ['an empty id', { ...sent, id: '' }],
    ['a date that is no date', { ...sent, metadata: { ...sent.metadata, minedAt: 'yesterday' } }],
    ['a numeric status', { ...sent, metadata: { ...sent.metadata, status: 1 } }],
    ['transfers that are no list', { ...sent, transfers: {} }],
    ['an over-long chain', { ...sent, metadata: { ...sent.metadata, chain: 'x'.repeat(201) } }],
  ])('drops a transaction with %s', (_label, value) => {
    expect(parseTransaction(value)).toBeUndefined()
  })

  it('drops only the bad transfers of a good transaction', () => {
    const bad = [
      { ...sent.transfers[0], direction: 'sideways' },
      { ...sent.transfers[0], quantity: { numeric: '1e3' } },
      { direction: 'out', quantity: { numeric: '1' } }, // neither fungible nor NFT
      { ...sent.transfers[0], fungible_info: { name: 'X', symbol: 5, icon: { url: '' } } },
    ]
    expect(
      parseTransaction({ ...sent, transfers: [...bad, sent.transfers[0]] })?.transfers,
    ).toEqual(sent.transfers)
  })
})

describe('token icons', () => {
  it("keeps a server's inline SVG logo, and drops only a refused or oversized icon, not the transfer", () => {
    const svg = `data:image/svg+xml;base64,${'PHN2Zz48L3N2Zz4='.repeat(120)}`
    const withIcon = (url: unknown) => ({
      ...sent,
      transfers: [
        { ...sent.transfers[0], fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url } } },
      ],
    })
    expect(parseTransaction(withIcon(svg))?.transfers[0]?.fungible_info?.icon.url).toBe(svg)
    for (const url of ['javascript:alert(1)', `data:image/png;base64,${'A'.repeat(200_000)}`])
      expect(parseTransaction(withIcon(url))?.transfers[0]?.fungible_info?.icon.url).toBe('')
    expect(parseTransaction(withIcon(5))?.transfers).toEqual([])
  })
})

describe('parseTransactionsPage', () => {
  it('reads { data, next }; invalid entries are dropped', () => {
    expect(parseTransactionsPage({ data: [sent, { id: 7 }], next: 'c2' })).toEqual({
      transactions: [sent],
      next: 'c2',
    })
    expect(parseTransactionsPage({ data: [] })).toEqual({ transactions: [] })
  })

  it('is undefined when the answer holds no list', () => {
    for (const answer of [undefined, null, [], 'x', { data: 'x' }, { transactions: [] }])
      expect(parseTransactionsPage(answer)).toBeUndefined()
  })

  it('reads at most 100 transactions of a page', () => {
    expect(parseTransactionsPage({ data: Array(500).fill(sent) })?.transactions).toHaveLength(100)
  })
})
