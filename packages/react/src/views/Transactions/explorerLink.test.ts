import type { CaipNetwork } from '@gangway/core/adapter'
import { describe, expect, it } from 'vitest'
import { transactionExplorerUrl } from './explorerLink.js'

const net = (url?: string): CaipNetwork => ({
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
  ...(url ? { blockExplorers: { default: { name: 'Scan', url } } } : {}),
})
const HASH = `0x${'ab'.repeat(32)}`

describe('transactionExplorerUrl', () => {
  it('builds explorer/tx/hash for the transaction network', () => {
    expect(transactionExplorerUrl([net('https://etherscan.io/')], 'eip155:1', HASH)).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
  })
  it('gives none for another network, no explorer, no or odd hash, or an unsafe explorer', () => {
    expect(
      transactionExplorerUrl([net('https://etherscan.io')], 'eip155:8453', HASH),
    ).toBeUndefined()
    expect(transactionExplorerUrl([net()], 'eip155:1', HASH)).toBeUndefined()
    expect(
      transactionExplorerUrl([net('https://etherscan.io')], 'eip155:1', undefined),
    ).toBeUndefined()
    expect(
      transactionExplorerUrl([net('https://etherscan.io')], 'eip155:1', '../x?y'),
    ).toBeUndefined()
    expect(transactionExplorerUrl([net('javascript:alert(1)//')], 'eip155:1', HASH)).toBeUndefined()
    expect(transactionExplorerUrl([net('http://evil.example')], 'eip155:1', HASH)).toBeUndefined()
  })
})
