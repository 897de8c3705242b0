import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../../createKit.js'
import { isKitError } from '../../errors/KitError.js'
import { EVM_TEST_ADDRESS, useEvmTestKits } from '../../kit/evmTestKit.testing.js'
import { scriptedCalls, waitForQueries } from '../../kit/scriptedSource.testing.js'
import type { NftQuery, NftSource } from '../../nfts/types.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { mainnet, optimism } from '../chain/networks.testing.js'

const nft = (tokenId: string, chainId = 'eip155:1') => ({
  chainId,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name: `Test #${tokenId}`,
  collection: 'Test Collectibles',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
})

function scriptedSource() {
  const calls = scriptedCalls<NftQuery>()
  const source: NftSource = { getNfts: (query) => calls.call(query) }
  return { ...calls, source }
}

const kitWith = useEvmTestKits()

describe('the NFTs controller', () => {
  it("reads the active account's NFTs on the active network, keeping the valid ones", async () => {
    const api = scriptedSource()
    const kit = await kitWith({ nftSource: api.source })
    const read = kit.controllers.nfts.fetchNfts()
    await waitForQueries(api, 1)
    expect(kit.controllers.nfts.store.getState().loading).toBe(true)
    api.answer({
      nfts: [
        nft('1'),
        { ...nft('2'), name: '<img src=x onerror=alert(1)>' },
        nft('1'), // a duplicate
        nft('3', 'eip155:10'), // another network
        { ...nft('4'), tokenId: 4 }, // not text
        { ...nft('5'), imageUrl: 'x'.repeat(20_000) }, // image too long: listed without it
        { junk: true },
      ],
    })
    await read
    expect(api.queries).toEqual([{ address: EVM_TEST_ADDRESS, caipNetworkId: 'eip155:1' }])
    const { nfts, loading, failed, account } = kit.controllers.nfts.store.getState()
    expect({ loading, failed, account }).toEqual({
      loading: false,
      failed: false,
      account: `eip155:1:${EVM_TEST_ADDRESS}`,
    })
    expect(nfts.map((item) => [item.tokenId, item.name, item.imageUrl?.slice(0, 10)])).toEqual([
      ['1', 'Test #1', 'data:image'],
      // Text stays text: the UI renders it as text, never as HTML.
      ['2', '<img src=x onerror=alert(1)>', 'data:image'],
      ['5', 'Test #5', undefined],
    ])
    // This account's list is here: no second read unless refreshed.
    await kit.controllers.nfts.fetchNfts()
    expect(api.queries).toHaveLength(1)
    const again = kit.controllers.nfts.fetchNfts({ refresh: true })
    await waitForQueries(api, 2)
    api.answer({ nfts: [] })
    await again
    expect(kit.controllers.nfts.store.getState().nfts).toEqual([])
  })

  it("a failed read empties the list and shows 'Failed to fetch NFTs'; the next fetch reads again", async () => {
    const api = scriptedSource()
    const kit = await kitWith({ nftSource: api.source })
    const read = kit.controllers.nfts.fetchNfts()
    await waitForQueries(api, 1)
    api.fail(new Error('HTTP status code: 500'))
    await read
    expect(kit.controllers.nfts.store.getState()).toMatchObject({
      nfts: [],
      failed: true,
      loading: false,
    })
    expect(kit.controllers.snackbar.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch NFTs',
    })
    const again = kit.controllers.nfts.fetchNfts()
    await waitForQueries(api, 2)
    api.answer('<html>') // no list: also a failure
    await again
    expect(kit.controllers.nfts.store.getState().failed).toBe(true)
  })

  it('drops the list when the network changes; a late answer never lands on the new one', async () => {
    const api = scriptedSource()
    const kit = await kitWith({ nftSource: api.source })
    const read = kit.controllers.nfts.fetchNfts()
    await waitForQueries(api, 1)
    await kit.switchNetwork(optimism)
    api.answer({ nfts: [nft('1')] })
    await read
    expect(kit.controllers.nfts.store.getState()).toMatchObject({ nfts: [], loading: false })
    const fresh = kit.controllers.nfts.fetchNfts()
    await waitForQueries(api, 2)
    api.answer({ nfts: [nft('7', 'eip155:10')] })
    await fresh
    expect(api.queries[1]?.caipNetworkId).toBe('eip155:10')
    expect(kit.controllers.nfts.store.getState().nfts.map((item) => item.tokenId)).toEqual(['7'])
  })

  it('drops the list on disconnect; with no account nothing is asked', async () => {
    const api = scriptedSource()
    const kit = await kitWith({ nftSource: api.source })
    const read = kit.controllers.nfts.fetchNfts()
    await waitForQueries(api, 1)
    api.answer({ nfts: [nft('1')] })
    await read
    await kit.disconnect('eip155')
    expect(kit.controllers.nfts.store.getState().nfts).toEqual([])
    await kit.controllers.nfts.fetchNfts()
    expect(api.queries).toHaveLength(1)
    expect(kit.controllers.nfts.store.getState()).toMatchObject({
      nfts: [],
      loading: false,
      failed: false,
    })
  })

  it('reads the NFT API at nftApiUrl: GET {url}/nfts?address&caipNetworkId', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ nfts: [nft('9')] })))
    vi.stubGlobal('fetch', fetch)
    try {
      const kit = await kitWith({ nftApiUrl: 'http://127.0.0.1:9/api' })
      await kit.controllers.nfts.fetchNfts()
      const url = new URL(String(fetch.mock.calls[0]?.[0]))
      expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9/api/nfts')
      expect(url.searchParams.get('address')).toBe(EVM_TEST_ADDRESS)
      expect(url.searchParams.get('caipNetworkId')).toBe('eip155:1')
      expect(kit.controllers.nfts.store.getState().nfts.map((item) => item.tokenId)).toEqual(['9'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('rejects an nftSource without getNfts and an nftApiUrl that is not http(s)', () => {
    for (const bad of [{ nftSource: {} as never }, { nftApiUrl: 'javascript:alert(1)' }]) {
      const error = (() => {
        try {
          createKit({ networks: [mainnet], storage: createMemoryBackend(), ...bad })
        } catch (e) {
          return e
        }
      })()
      expect(isKitError(error, 'INVALID_OPTION')).toBe(true)
    }
  })
})
