import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../types/chain.js'
import type { WalletListing } from '../types/connector.js'
import { createKitWalletDirectory } from './kitDirectory.js'
import { createStaticDirectorySource } from './sources.js'

const wallets: WalletListing[] = [
  { id: 'evm-1', name: 'EVM One', chains: ['eip155:*'] },
  { id: 'sol-1', name: 'Sol One', chains: ['solana:*'] },
  { id: 'evm-2', name: 'EVM Two', chains: ['eip155:1'] },
  { id: 'sol-2', name: 'Sol Two', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
]

const networks = [
  { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' },
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana' },
]

describe('the kit wallet directory', () => {
  it("offers only the filtered namespace's wallets while the connect views are filtered", async () => {
    let filter: ChainNamespace | undefined
    const dir = createKitWalletDirectory(createStaticDirectorySource(wallets), {
      options: { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [] },
      chain: {
        getNetworks: ((namespace?: ChainNamespace) =>
          networks.filter((n) => !namespace || n.chainNamespace === namespace)) as never,
      },
      connectors: {
        getConnectors: () => [],
        getState: () => ({ filterByNamespace: filter, recentWallets: [] }) as never,
      },
    })
    const ids = async () => (await dir.getRecommended()).map((wallet) => wallet.id)
    expect(await ids()).toEqual(['evm-1', 'sol-1', 'evm-2', 'sol-2'])
    filter = 'solana'
    expect(await ids()).toEqual(['sol-1', 'sol-2'])
    filter = 'eip155'
    expect(await ids()).toEqual(['evm-1', 'evm-2'])
  })
})
