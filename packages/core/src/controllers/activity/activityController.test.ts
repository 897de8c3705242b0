import { describe, expect, it } from 'vitest'
import type { ActivityQuery, ActivitySource } from '../../activity/types.js'
import { createKit } from '../../createKit.js'
import { isKitError } from '../../errors/KitError.js'
import { EVM_TEST_ADDRESS, useEvmTestKits } from '../../kit/evmTestKit.testing.js'
import { scriptedCalls, waitForQueries } from '../../kit/scriptedSource.testing.js'
import type { CreateKitOptions, Kit } from '../../kit/types.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { mainnet, optimism } from '../chain/networks.testing.js'

const ADDRESS = EVM_TEST_ADDRESS
const transaction = (id: string) => ({
  id,
  metadata: {
    minedAt: '2026-11-24T01:00:00Z',
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x000000000000000000000000000000000000dEaD',
  },
  transfers: [],
})

function scriptedSource() {
  const calls = scriptedCalls<ActivityQuery>()
  const source: ActivitySource = { getTransactions: (query) => calls.call(query) }
  return { ...calls, source }
}

const kitWithProject = useEvmTestKits()
const kitWith = (options: Partial<CreateKitOptions>, connect = true) =>
  kitWithProject({ projectId: 'p1', ...options }, connect)

const names = (kit: Kit) => kit.controllers.events.history().map((event) => event.name)

describe('the activity controller', () => {
  it('reads the first page of the active account, then pages on with loadMore', async () => {
    const api = scriptedSource()
    const kit = await kitWith({ activitySource: api.source })
    const first = kit.controllers.activity.fetchTransactions()
    await waitForQueries(api, 1)
    expect(kit.controllers.activity.store.getState().loading).toBe(true)
    api.answer({ data: [transaction('t1'), { junk: true }], next: 'page2' })
    await first
    expect(api.queries).toEqual([{ address: ADDRESS, caipNetworkId: 'eip155:1' }])
    expect(kit.controllers.activity.store.getState()).toMatchObject({
      loading: false,
      next: 'page2',
      account: `eip155:1:${ADDRESS}`,
    })
    expect(kit.controllers.activity.store.getState().transactions.map((t) => t.id)).toEqual(['t1'])

    // Already here: no second read.
    await kit.controllers.activity.fetchTransactions()
    expect(api.queries).toHaveLength(1)

    const more = kit.controllers.activity.loadMore()
    await waitForQueries(api, 2)
    api.answer({ data: [transaction('t2')] })
    await more
    expect(api.queries[1]).toEqual({ address: ADDRESS, caipNetworkId: 'eip155:1', cursor: 'page2' })
    expect(kit.controllers.activity.store.getState().transactions.map((t) => t.id)).toEqual([
      't1',
      't2',
    ])
    expect(kit.controllers.activity.store.getState().next).toBeUndefined()
    expect(names(kit)).toContain('LOAD_MORE_TRANSACTIONS')
  })

  it('a current read (after its own send) reads again and tells the source; a refresh or a first read does not', async () => {
    const options: ({ current?: boolean } | undefined)[] = []
    const source: ActivitySource = {
      getTransactions: (_query, request) => {
        options.push(request?.current === undefined ? undefined : { current: request.current })
        return Promise.resolve({ data: [transaction('t1')] })
      },
    }
    const kit = await kitWith({ activitySource: source })
    await kit.controllers.activity.fetchTransactions()
    await kit.controllers.activity.fetchTransactions({ refresh: true })
    // `current` alone reads again (it implies refresh).
    await kit.controllers.activity.fetchTransactions({ current: true })
    expect(options).toEqual([undefined, undefined, { current: true }])
  })

  it('a refresh and a Load more that overlap both land; a refresh keeps the pages loaded', async () => {
    const api = scriptedSource()
    const kit = await kitWith({ activitySource: api.source })
    const { activity } = kit.controllers
    const ids = () => activity.store.getState().transactions.map((t) => t.id)
    const first = activity.fetchTransactions()
    await waitForQueries(api, 1)
    api.answer({ data: [transaction('t1')], next: 'page2' })
    await first

    // Load more, then a refresh (the tab opened again) before the page came back.
    const more = activity.loadMore()
    await waitForQueries(api, 2)
    const refresh = activity.fetchTransactions({ refresh: true })
    await waitForQueries(api, 3)
    await activity.loadMore() // a second click while one runs: no read (checked below)
    api.answer({ data: [transaction('t2')], next: 'page3' })
    await more
    expect(activity.store.getState().loading).toBe(true)
    api.answer({ data: [transaction('t0'), transaction('t1')], next: 'page2' })
    await refresh
    expect(ids()).toEqual(['t0', 't1', 't2'])
    expect(activity.store.getState()).toMatchObject({ loading: false, next: 'page3' })
    expect(api.queries).toHaveLength(3)

    // A refresh started first, a Load more right after: the page follows the fresh first page.
    const again = activity.fetchTransactions({ refresh: true })
    await waitForQueries(api, 4)
    const third = activity.loadMore()
    await waitForQueries(api, 5)
    expect(api.queries[4]).toMatchObject({ cursor: 'page3' })
    api.answer({ data: [transaction('t-1'), transaction('t0')], next: 'page2' })
    await again
    expect(ids()).toEqual(['t-1', 't0', 't1', 't2'])
    api.answer({ data: [transaction('t3')] })
    await third
    expect(ids()).toEqual(['t-1', 't0', 't1', 't2', 't3'])
    expect(activity.store.getState()).toMatchObject({ loading: false })
    expect(activity.store.getState().next).toBeUndefined()
  })

  it("a failed read empties the list, shows 'Failed to fetch transactions' and sends ERROR_FETCH_TRANSACTIONS", async () => {
    const api = scriptedSource()
    const kit = await kitWith({ activitySource: api.source })
    const read = kit.controllers.activity.fetchTransactions()
    await waitForQueries(api, 1)
    api.fail(new Error('HTTP status code: 500'))
    await read
    expect(kit.controllers.activity.store.getState()).toMatchObject({
      transactions: [],
      failed: true,
    })
    expect(kit.controllers.snackbar.getState()).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    const sent = kit.controllers.events
      .history()
      .find((event) => event.name === 'ERROR_FETCH_TRANSACTIONS')
    expect(sent?.properties).toMatchObject({
      address: ADDRESS,
      projectId: 'p1',
      isSmartAccount: false,
    })

    // An answer that is no list is a failure too.
    const again = kit.controllers.activity.fetchTransactions()
    await waitForQueries(api, 2)
    api.answer('<html>')
    await again
    expect(kit.controllers.activity.store.getState().failed).toBe(true)
  })

  it('keeps only transactions on the active chain and removes spam (spec §4 transactions list)', async () => {
    const api = scriptedSource()
    const kit = await kitWith({ activitySource: api.source })
    const nftTransfer = (is_spam: boolean) => ({
      nft_info: { name: 'Prize', flags: { is_spam }, content: { preview: { url: '' } } },
      direction: 'in',
      quantity: { numeric: '1' },
    })
    const read = kit.controllers.activity.fetchTransactions()
    await waitForQueries(api, 1)
    api.answer({
      data: [
        transaction('mainnet'),
        {
          ...transaction('on-optimism'),
          metadata: { ...transaction('x').metadata, chain: 'eip155:10' },
        },
        { ...transaction('all-spam'), transfers: [nftTransfer(true), nftTransfer(true)] },
        { ...transaction('some-spam'), transfers: [nftTransfer(true), nftTransfer(false)] },
        { ...transaction('real-nft'), transfers: [nftTransfer(false)] },
      ],
    })
    await read
    expect(kit.controllers.activity.store.getState().transactions.map((t) => t.id)).toEqual([
      'mainnet',
      'some-spam',
      'real-nft',
    ])
  })

  it("throws 'Transactions can't be fetched without an accountAddress' with no account", async () => {
    const kit = await kitWith({ activitySource: scriptedSource().source }, false)
    const error = await kit.controllers.activity.fetchTransactions().catch((e: unknown) => e)
    expect(isKitError(error, 'TRANSACTIONS_NO_ACCOUNT')).toBe(true)
    expect((error as Error).message).toBe("Transactions can't be fetched without an accountAddress")
  })

  it('drops the list when the network changes; a late answer never lands on the new one', async () => {
    const api = scriptedSource()
    const kit = await kitWith({ activitySource: api.source })
    const read = kit.controllers.activity.fetchTransactions()
    await waitForQueries(api, 1)
    await kit.switchNetwork(optimism)
    api.answer({ data: [transaction('old')] })
    await read
    expect(kit.controllers.activity.store.getState().transactions).toEqual([])
    const fresh = kit.controllers.activity.fetchTransactions()
    await waitForQueries(api, 2)
    const onOptimism = transaction('new')
    onOptimism.metadata.chain = 'eip155:10'
    api.answer({ data: [onOptimism] })
    await fresh
    expect(api.queries[1]?.caipNetworkId).toBe('eip155:10')
    expect(kit.controllers.activity.store.getState().transactions.map((t) => t.id)).toEqual(['new'])
  })

  it('without a source the list is empty and nothing is asked', async () => {
    const kit = await kitWith({})
    await kit.controllers.activity.fetchTransactions()
    expect(kit.controllers.activity.store.getState()).toMatchObject({
      transactions: [],
      failed: false,
    })
  })

  it('rejects an activitySource without getTransactions and an activityApiUrl that is not http(s)', () => {
    for (const bad of [{ activitySource: {} as never }, { activityApiUrl: 'ftp://x.test' }]) {
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
