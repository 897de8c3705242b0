/**
 * The portfolio sync and the activity and NFT readers are imported on first use. An import that
 * fails (a dropped connection while the chunk downloads) must show the catalogue's error and be
 * tried again on the next use, not leave the tab dead until the page reloads. Each import here
 * fails once, then loads the real module.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActivityController } from '../controllers/activity/activityController.js'
import { createNftsController } from '../controllers/nfts/nftsController.js'
import { startPortfolioSync } from '../portfolio/startPortfolioSync.js'
import { EVM_TEST_ADDRESS, useEvmTestKits } from './evmTestKit.testing.js'
import type { Kit } from './types.js'

const kitWith = useEvmTestKits()

/** `load`, except that its first call fails as a dropped chunk download does. */
function failingOnce<T>(load: () => Promise<T>) {
  let calls = 0
  const loader = vi.fn(async () => {
    if (calls++ === 0) throw new TypeError('Failed to fetch dynamically imported module')
    return load()
  })
  return loader
}

const snackbarSays = (kit: Kit, message: string) =>
  vi.waitFor(
    () => expect(kit.controllers.snackbar.getState()).toMatchObject({ message, variant: 'error' }),
    {
      timeout: 2000,
      interval: 5,
    },
  )

const transaction = {
  id: 't1',
  metadata: {
    minedAt: '2026-11-24T01:00:00Z',
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: EVM_TEST_ADDRESS,
    sentTo: '0x000000000000000000000000000000000000dEaD',
  },
  transfers: [],
}

describe('an on-demand import that fails once', () => {
  it("Activity: 'Failed to fetch transactions' (and its event), then the next read loads and lists", async () => {
    const kit = await kitWith({ projectId: 'p1' })
    const loadReader = failingOnce(() => import('../activity/activityReader.js'))
    const activity = createActivityController({
      chain: kit.controllers.chain,
      supported: () => true,
      snackbar: kit.controllers.snackbar,
      events: kit.controllers.events,
      projectId: 'p1',
      source: { getTransactions: async () => ({ data: [transaction] }) },
      loadReader,
    })
    await activity.fetchTransactions()
    expect(activity.store.getState()).toMatchObject({ transactions: [], failed: true })
    await snackbarSays(kit, 'Failed to fetch transactions')
    const sent = kit.controllers.events
      .history()
      .find((event) => event.name === 'ERROR_FETCH_TRANSACTIONS')
    expect(sent?.properties).toMatchObject({
      namespace: 'eip155',
      address: EVM_TEST_ADDRESS,
      projectId: 'p1',
      isSmartAccount: false,
    })

    await activity.fetchTransactions()
    expect(loadReader).toHaveBeenCalledTimes(2)
    expect(activity.store.getState()).toMatchObject({ failed: false, loading: false })
    expect(activity.store.getState().transactions.map((t) => t.id)).toEqual(['t1'])
    activity.dispose()
  })

  it("NFTs: 'Failed to fetch NFTs', then the next read loads and lists", async () => {
    const kit = await kitWith()
    const loadReader = failingOnce(() => import('../nfts/nftsReader.js'))
    const nfts = createNftsController({
      chain: kit.controllers.chain,
      supported: () => true,
      snackbar: kit.controllers.snackbar,
      source: {
        getNfts: async () => ({
          nfts: [
            {
              name: 'Gangway #1',
              collection: 'Gangway Test Collectibles',
              contract: '0x00000000000000000000000000000000000000c1',
              tokenId: '1',
              chainId: 'eip155:1',
            },
          ],
        }),
      },
      loadReader,
    })
    await nfts.fetchNfts()
    expect(nfts.store.getState()).toMatchObject({ nfts: [], failed: true })
    await snackbarSays(kit, 'Failed to fetch NFTs')

    await nfts.fetchNfts()
    expect(loadReader).toHaveBeenCalledTimes(2)
    expect(nfts.store.getState()).toMatchObject({ failed: false })
    expect(nfts.store.getState().nfts.map((nft) => nft.name)).toEqual(['Gangway #1'])
    nfts.dispose()
  })

  it("Tokens: 'Token Balance Unavailable', then a refresh loads the sync and lists the tokens", async () => {
    // The kit's own sync (no balance source) lists the native balance only.
    const kit = await kitWith()
    const loadSync = failingOnce(() => import('../portfolio/syncPortfolio.js'))
    const dai = {
      name: 'Dai',
      symbol: 'DAI',
      chainId: 'eip155:1',
      address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
      value: 7,
      price: 1,
      quantity: { decimals: '18', numeric: '7' },
      iconUrl: '',
    }
    const portfolio = startPortfolioSync({
      chain: kit.controllers.chain,
      supported: () => true,
      adapterOf: (namespace) => kit.getAdapter(namespace),
      nativeTokenAddresses: (namespace) => kit.families.get(namespace)?.nativeTokenAddress,
      storage: kit.controllers.storage,
      snackbar: kit.controllers.snackbar,
      balanceSource: { getBalances: async () => ({ balances: [dai] }) },
      balanceApiUrl: undefined,
      loadSync,
    })
    await snackbarSays(kit, 'Token Balance Unavailable')
    await portfolio.refresh()
    expect(loadSync).toHaveBeenCalledTimes(2)
    const symbols = (kit.controllers.chain.getAccountState('eip155')?.tokenBalance ?? []).map(
      (t) => t.symbol,
    )
    expect(symbols).toEqual(['ETH', 'DAI'])
    portfolio.dispose()
  })
})
