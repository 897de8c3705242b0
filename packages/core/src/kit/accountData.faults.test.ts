/**
 * The account's data (Tokens, Activity, NFTs) from data APIs that misbehave: real HTTP servers on
 * 127.0.0.1 that never answer, answer 5xx, answer garbage or stop halfway through their answer.
 * Each read ends within its time limit with the catalogue's error (spec §8), the native balance
 * is listed whatever the balance API does, and nothing is left running once the kit is destroyed.
 */
import type { ServerResponse } from 'node:http'
import { describeTimer, trackTimers } from '@gangway/testing/conformance'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActivityApiSource } from '../activity/activityApiSource.js'
import type { Handler, LocalServer } from '../http/localServer.testing.js'
import { startLocalServer } from '../http/localServer.testing.js'
import { createNftApiSource } from '../nfts/nftApiSource.js'
import { createBalanceApiSource } from '../portfolio/balanceApiSource.js'
import { createEvmTestKit } from './evmTestKit.testing.js'
import type { Kit } from './types.js'

/** A short limit (the kit's is 10 s) so the silent server costs little here. */
const TIMEOUT = 200

let server: LocalServer
const kits: Kit[] = []
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
  await server.close()
})

const faults: [string, Handler][] = [
  ['never answers', () => undefined],
  [
    'answers HTTP 503',
    (_request, response: ServerResponse) => {
      response.writeHead(503)
      response.end()
    },
  ],
  [
    'answers garbage',
    (_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('<html>upstream error</html>')
    },
  ],
  [
    'stops halfway through its answer',
    (_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"balances":[{"name":"Dai",')
    },
  ],
]

/** A connected test kit (native balance 2.5 ETH) over the server's balance, activity and NFT APIs. */
async function kitOverServer() {
  const api = { url: server.baseUrl, timeoutMs: TIMEOUT }
  const test = createEvmTestKit(
    {
      balanceSource: createBalanceApiSource(api),
      activitySource: createActivityApiSource(api),
      nftSource: createNftApiSource(api),
    },
    '2.5',
  )
  kits.push(test.kit)
  await test.connect()
  return test.kit
}

const symbols = (kit: Kit) =>
  (kit.controllers.chain.getAccountState('eip155')?.tokenBalance ?? []).map((token) => token.symbol)
const snackbarSays = (kit: Kit, message: string) =>
  vi.waitFor(
    () => expect(kit.controllers.snackbar.getState()).toMatchObject({ message, variant: 'error' }),
    {
      timeout: 2000,
      interval: 5,
    },
  )
const asked = (path: string) => server.requests.filter((r) => r.url.pathname === path).length

describe.each(faults)('a data API that %s', (_, handler) => {
  beforeEach(() => server.handle(handler))

  it("Tokens: the native balance is listed; then 'Token Balance Unavailable', not retried for 30 s", async () => {
    const kit = await kitOverServer()
    await vi.waitFor(() => expect(symbols(kit)).toEqual(['ETH']), { timeout: 2000, interval: 5 })
    await snackbarSays(kit, 'Token Balance Unavailable')
    expect(symbols(kit)).toEqual(['ETH'])
    expect(asked('/balance')).toBe(1)
    await kit.refreshBalances()
    expect(asked('/balance')).toBe(1)
  })

  it("Activity: the read ends with 'Failed to fetch transactions' and ERROR_FETCH_TRANSACTIONS", async () => {
    const kit = await kitOverServer()
    const started = Date.now()
    await kit.controllers.activity.fetchTransactions()
    expect(Date.now() - started).toBeLessThan(TIMEOUT + 1000)
    expect(kit.controllers.activity.store.getState()).toMatchObject({
      transactions: [],
      loading: false,
      failed: true,
    })
    await snackbarSays(kit, 'Failed to fetch transactions')
    const names = kit.controllers.events.history().map((event) => event.name)
    expect(names).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  it("NFTs: the read ends with 'Failed to fetch NFTs'", async () => {
    const kit = await kitOverServer()
    await kit.controllers.nfts.fetchNfts()
    expect(kit.controllers.nfts.store.getState()).toMatchObject({
      nfts: [],
      loading: false,
      failed: true,
    })
    await snackbarSays(kit, 'Failed to fetch NFTs')
  })
})

describe('nothing is left running', () => {
  it('a kit destroyed while every data API hangs leaves no timer behind', async () => {
    server.handle(() => undefined)
    const timers = trackTimers()
    try {
      const kit = await kitOverServer()
      const activity = kit.controllers.activity.fetchTransactions()
      const nfts = kit.controllers.nfts.fetchNfts()
      await vi.waitFor(() => expect(server.requests).toHaveLength(3), { interval: 5 })
      expect(timers.pending().length).toBeGreaterThan(0)
      await kit.destroy()
      await Promise.all([activity, nfts])
      expect(timers.pending().map(describeTimer)).toEqual([])
    } finally {
      timers.stop()
    }
  })
})

describe("a host's own source that never answers", () => {
  it("is given the kit's 10 s, then the tabs show their errors", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const never = () => new Promise<never>(() => {})
      const test = createEvmTestKit(
        {
          balanceSource: { getBalances: never },
          activitySource: { getTransactions: never },
          nftSource: { getNfts: never },
        },
        '2.5',
      )
      kits.push(test.kit)
      await test.connect()
      const activity = test.kit.controllers.activity.fetchTransactions()
      const nfts = test.kit.controllers.nfts.fetchNfts()
      await vi.waitFor(() => expect(symbols(test.kit)).toEqual(['ETH']), { interval: 5 })
      await vi.advanceTimersByTimeAsync(9_900)
      expect(test.kit.controllers.activity.store.getState().loading).toBe(true)
      await vi.advanceTimersByTimeAsync(200)
      await Promise.all([activity, nfts])
      expect(test.kit.controllers.activity.store.getState().failed).toBe(true)
      expect(test.kit.controllers.nfts.store.getState().failed).toBe(true)
      await vi.advanceTimersByTimeAsync(500)
      expect(test.kit.controllers.snackbar.getState().message).toMatch(
        /Failed to fetch|Token Balance/,
      )
    } finally {
      vi.useRealTimers()
    }
  })
})
