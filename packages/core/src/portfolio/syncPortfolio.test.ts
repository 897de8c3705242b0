import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { mainnet, optimism, polkadot } from '../controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import { isKitError } from '../errors/KitError.js'
import { createEvmTestKit, EVM_TEST_ADDRESS } from '../kit/evmTestKit.testing.js'
import type { CreateKitOptions, Kit } from '../kit/types.js'
import { createMemoryBackend } from '../storage/backend.js'
import type { TokenBalance } from '../types/account.js'
import type { BalanceQuery, BalanceSource } from './types.js'

const ADDRESS = EVM_TEST_ADDRESS
const usdc = (chainId: string, numeric = '1500.25'): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: chainId as TokenBalance['chainId'],
  address: `${chainId}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: '',
})

/** A source the test answers by hand: each query waits for `answer` or `fail`. */
function scriptedSource() {
  const queries: BalanceQuery[] = []
  /** Whether each query asked for a current answer (a refresh). */
  const current: boolean[] = []
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = []
  const source: BalanceSource = {
    getBalances: (query, options) => {
      queries.push(query)
      current.push(options?.current === true)
      return new Promise((resolve, reject) => pending.push({ resolve, reject }))
    },
  }
  return {
    source,
    queries,
    current,
    answer: (value: unknown) => pending.shift()?.resolve(value),
    fail: (error: unknown) => pending.shift()?.reject(error),
  }
}

const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  vi.useRealTimers()
})

async function connectedKit(options: Partial<CreateKitOptions> = {}) {
  const { kit, evm, connect } = createEvmTestKit(options, '2.5')
  kits.push(kit)
  await connect()
  return { kit, evm }
}

const tokens = (kit: Kit) => kit.controllers.chain.getAccountState('eip155')?.tokenBalance ?? []
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 5 })

describe('the portfolio sync', () => {
  it('without a source: the native balance, in the account state and as the one token', async () => {
    const { kit, evm } = await connectedKit()
    await until(() => tokens(kit).length === 1)
    const account = kit.controllers.chain.getAccountState('eip155')
    expect(account).toMatchObject({ balance: '2.5', balanceSymbol: 'ETH' })
    expect(tokens(kit)).toEqual([
      expect.objectContaining({
        symbol: mainnet.nativeCurrency.symbol,
        chainId: 'eip155:1',
        quantity: { decimals: String(mainnet.nativeCurrency.decimals), numeric: '2.5' },
      }),
    ])
    expect(evm.calls.getBalance).toEqual([{ address: ADDRESS, caipNetwork: mainnet }])
  })

  it("lists the source's tokens of the active network after the native balance, validated", async () => {
    const api = scriptedSource()
    const { kit } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    expect(api.queries[0]).toEqual({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    api.answer({
      balances: [
        usdc('eip155:1'),
        usdc('eip155:10'), // another network: not this tab's
        { name: '<img src=x onerror=alert(1)>', symbol: 7 }, // invalid: dropped
        { ...usdc('eip155:1'), symbol: 'NFT', quantity: { decimals: '0', numeric: '1' } },
      ],
    })
    await until(() => tokens(kit).length === 2)
    expect(tokens(kit).map((token) => [token.symbol, token.quantity.numeric])).toEqual([
      [mainnet.nativeCurrency.symbol, '2.5'],
      ['USDC', '1500.25'],
    ])
  })

  it('reads again when the network changes, and serves a revisited network from the 30 s cache', async () => {
    const api = scriptedSource()
    const { kit, evm } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    api.answer({ balances: [usdc('eip155:1')] })
    await until(() => tokens(kit).length === 2)

    await kit.switchNetwork(optimism)
    await until(() => api.queries.length === 2)
    expect(api.queries[1]).toEqual({ address: ADDRESS, caipNetworkId: 'eip155:10' })
    api.answer({ balances: [usdc('eip155:10', '7')] })
    await until(() => tokens(kit)[1]?.quantity.numeric === '7')

    await kit.switchNetwork(mainnet)
    await until(() => tokens(kit)[1]?.quantity.numeric === '1500.25')
    expect(api.queries).toHaveLength(2)
    expect(evm.calls.getBalance).toHaveLength(2)
  })

  it("a failed read shows 'Token Balance Unavailable', keeps the native row, and waits 30 s to retry", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = scriptedSource()
    const { kit } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    api.fail(new Error('HTTP status code: 500'))
    await until(() => kit.controllers.snackbar.getState().message === 'Token Balance Unavailable')
    expect(kit.controllers.snackbar.getState().variant).toBe('error')
    await until(() => tokens(kit).length === 1)
    expect(tokens(kit)[0]?.symbol).toBe(mainnet.nativeCurrency.symbol)

    vi.advanceTimersByTime(29_000)
    await kit.refreshBalances()
    expect(api.queries).toHaveLength(1)

    vi.advanceTimersByTime(1_000)
    const refreshed = kit.refreshBalances()
    await until(() => api.queries.length === 2)
    api.answer({ balances: [usdc('eip155:1')] })
    await refreshed
    expect(tokens(kit).map((token) => token.symbol)).toEqual([
      mainnet.nativeCurrency.symbol,
      'USDC',
    ])
  })

  it('an answer that is no list counts as a failure', async () => {
    const api = scriptedSource()
    const { kit } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    api.answer('<html>gateway error</html>')
    await until(() => kit.controllers.snackbar.getState().message === 'Token Balance Unavailable')
  })

  it('a late answer for the previous network never lands on the new one', async () => {
    const api = scriptedSource()
    const { kit } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    await kit.switchNetwork(optimism)
    await until(() => api.queries.length === 2)
    api.answer({ balances: [usdc('eip155:1')] }) // the mainnet query, superseded
    api.answer({ balances: [] })
    await until(() => tokens(kit)[0]?.chainId === 'eip155:10')
    expect(tokens(kit).map((token) => token.chainId)).toEqual(['eip155:10'])
  })

  it('refreshBalances reads past the caches', async () => {
    const api = scriptedSource()
    const { kit, evm } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    api.answer({ balances: [] })
    await until(() => tokens(kit).length === 1)
    evm.nativeBalance = { balance: '2.49', symbol: 'ETH' }
    const refreshed = kit.refreshBalances()
    await until(() => api.queries.length === 2)
    api.answer({ balances: [] })
    await refreshed
    expect(kit.controllers.chain.getAccountState('eip155')?.balance).toBe('2.49')
    expect(tokens(kit)[0]?.quantity.numeric).toBe('2.49')
    // The refresh (as after a send) asks the source for a current answer; the first read does not.
    expect(api.current).toEqual([false, true])
  })

  it('a refresh replaced by another network and back reads again, not from the cache it replaced', async () => {
    const api = scriptedSource()
    const { kit } = await connectedKit({ balanceSource: api.source })
    await until(() => api.queries.length === 1)
    api.answer({ balances: [usdc('eip155:1')] })
    await until(() => tokens(kit).length === 2)
    void kit.refreshBalances()
    await until(() => api.queries.length === 2)
    await kit.switchNetwork(optimism)
    await until(() => api.queries.length === 3)
    await kit.switchNetwork(mainnet)
    await until(() => api.queries.length === 4)
    expect(api.queries[3]).toEqual({ address: ADDRESS, caipNetworkId: 'eip155:1' })
  })

  it('reads nothing for namespaces without balances (spec §9: eip155 and solana only)', async () => {
    const api = scriptedSource()
    const dot = new MockAdapter('polkadot', { connectors: connectorsFor('polkadot') })
    const kit = createKit({
      adapters: [dot],
      networks: [polkadot],
      storage: createMemoryBackend(),
      logger: { error: vi.fn(), warn: vi.fn() },
      environment: plainEnvironment(),
      enableWalletConnect: false,
      balanceSource: api.source,
    })
    kits.push(kit)
    await kit.connect({ namespace: 'polkadot', connectorId: 'polkadot-injected' })
    await kit.refreshBalances()
    expect(api.queries).toEqual([])
    expect(dot.calls.getBalance).toEqual([])
  })

  it('rejects a balanceSource without getBalances and a balanceApiUrl that is not http(s)', () => {
    const base = { networks: [mainnet], storage: createMemoryBackend() }
    for (const bad of [
      { balanceSource: {} as never },
      { balanceSource: 'https://x.test' as never },
      { balanceApiUrl: 'javascript:alert(1)' },
    ]) {
      const error = (() => {
        try {
          createKit({ ...base, ...bad })
        } catch (e) {
          return e
        }
      })()
      expect(isKitError(error, 'INVALID_OPTION')).toBe(true)
    }
  })
})
