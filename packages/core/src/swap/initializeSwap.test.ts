/**
 * initializeSwap (spec §4 swap step 1) against a scripted swap API on a real local HTTP server:
 * the token list, the network token price and the balances, and each failure's spec §8 text.
 */
import { describe, expect, it } from 'vitest'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import { CHAIN, NATIVE, routerOf, USDC, useSwapRig } from './swapKit.testing.js'
import { getSwapTokenLists } from './swapTokens.js'

const rig = useSwapRig()

describe('initializeSwap', () => {
  it('loads the token list, the native price and the balances; the source is the native token with amount 1', async () => {
    const { kit, names } = await rig.swapKit()
    await initializeSwap(kit)
    const state = getSwapController(kit).getState()
    expect(state).toMatchObject({
      initialized: true,
      initializing: false,
      loadingPrices: false,
      sourceTokenAmount: '1',
      sourceTokenPriceInUSD: 2000,
      networkPrice: 2000,
      networkBalanceInUSD: 20_000,
      toToken: undefined,
    })
    expect(state.sourceToken).toMatchObject({ symbol: 'ETH', address: NATIVE, decimals: 18 })
    expect(state.sourceToken?.quantity?.numeric).toBe('10')
    expect(state.tokens?.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(state.tokensPriceMap).toEqual({
      [NATIVE.toLowerCase()]: 2000,
      [USDC.toLowerCase()]: 1,
      [`${CHAIN}:0x6b175474e89094c44da98b954eedeac495271d0f`]: 1,
    })
    // My tokens with balance first (highest USD value first), then the rest.
    const lists = getSwapTokenLists(state)
    expect(lists.myTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(lists.otherTokens.map((token) => token.symbol)).toEqual(['DAI'])
    expect(getSwapTokenLists(state, 'dai').otherTokens).toHaveLength(1)
    expect(getSwapTokenLists(state, 'usd').myTokens.map((token) => token.symbol)).toEqual(['USDC'])
    expect(names()).toEqual(['OPEN_SWAP'])
    expect(rig.requests('/swap/tokens')[0]?.url.searchParams.get('chainId')).toBe(CHAIN)
    expect(rig.requests('/swap/prices')[0]?.url.searchParams.get('addresses')).toBe(NATIVE)
    expect(routerOf(kit).view).toBe('Swap')
  })

  it("server down at init: 'Failed to initialize swap' and back to Account", async () => {
    const { kit } = await rig.swapKit()
    rig.routes['/swap/tokens'] = () => ({ status: 500, body: { error: 'down' } })
    await initializeSwap(kit)
    expect(kit.stores.snackbar.getState()).toMatchObject({
      message: 'Failed to initialize swap',
      variant: 'error',
    })
    expect(routerOf(kit)).toEqual({ view: 'Account', history: ['Account'] })
    expect(getSwapController(kit).getState()).toMatchObject({
      initialized: false,
      initializing: false,
    })
  })

  it('a swap API that never answers fails within the time limit', async () => {
    const { kit } = await rig.swapKit()
    rig.routes['/swap/tokens'] = () => 'hang'
    const started = Date.now()
    await initializeSwap(kit, { timeoutMs: 150 })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(kit.stores.snackbar.getState().message).toBe('Failed to initialize swap')
  })

  it("a failed price read: 'Failed to fetch network token price', the price becomes 0, the swap still opens", async () => {
    const { kit } = await rig.swapKit()
    rig.routes['/swap/prices'] = () => ({ status: 502, body: { error: 'node' } })
    await initializeSwap(kit)
    expect(kit.stores.snackbar.getState().message).toBe('Failed to fetch network token price')
    expect(getSwapController(kit).getState()).toMatchObject({
      initialized: true,
      networkPrice: 0,
      sourceTokenPriceInUSD: 0,
      networkBalanceInUSD: 0,
    })
    expect(routerOf(kit).view).toBe('Swap')
  })

  it('a hostile token list: only valid tokens of the chain reach the state', async () => {
    const { kit } = await rig.swapKit()
    rig.routes['/swap/tokens'] = () => ({
      body: {
        tokens: [
          { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, price: 2000 },
          {
            name: 'Other chain',
            symbol: 'X',
            address: `eip155:1:${'1'.repeat(40)}`,
            decimals: 6,
            price: 1,
          },
          {
            name: 'Not an address',
            symbol: 'Y',
            address: `${CHAIN}:0x1234`,
            decimals: 6,
            price: 1,
          },
          {
            name: 'Bad decimals',
            symbol: 'Z',
            address: `${CHAIN}:0x${'2'.repeat(40)}`,
            decimals: 1.5,
            price: 1,
          },
          {
            name: '',
            symbol: 'EMPTY',
            address: `${CHAIN}:0x${'3'.repeat(40)}`,
            decimals: 6,
            price: 1,
          },
          {
            name: 'Hostile logo',
            symbol: 'HL',
            address: `${CHAIN}:0x${'4'.repeat(40)}`,
            decimals: 6,
            price: Number.NaN,
            logoUri: 'javascript:alert(1)',
          },
          {
            name: 'Twice',
            symbol: 'ETH2',
            address: NATIVE.toUpperCase().replace('EIP', 'eip'),
            decimals: 18,
            price: 1,
          },
        ],
      },
    })
    await initializeSwap(kit)
    const { tokens } = getSwapController(kit).getState()
    expect(tokens?.map((token) => token.symbol)).toEqual(['ETH', 'HL'])
    expect(tokens?.[1]).toEqual({
      name: 'Hostile logo',
      symbol: 'HL',
      address: `${CHAIN}:0x${'4'.repeat(40)}`,
      decimals: 6,
      price: 0,
    })
  })

  it('an answer that is not a token list fails the init', async () => {
    const { kit } = await rig.swapKit()
    rig.routes['/swap/tokens'] = () => ({ body: { tokens: 'all of them' } })
    await initializeSwap(kit)
    expect(kit.stores.snackbar.getState().message).toBe('Failed to initialize swap')
  })

  it('without a swap API, or off its networks, the swap does not open', async () => {
    for (const options of [{ swapApiUrl: undefined }, { swapNetworks: [] }]) {
      const { kit } = await rig.swapKit(options)
      await initializeSwap(kit)
      expect(kit.stores.snackbar.getState().message).toBe('Failed to initialize swap')
      expect(routerOf(kit).view).toBe('Account')
    }
    expect(rig.requests('/swap/tokens')).toHaveLength(0)
  })

  it('runs once: mounting the view again keeps the chosen tokens and amount', async () => {
    const { kit, names } = await rig.swapKit()
    await initializeSwap(kit)
    getSwapController(kit).setSwapState({ sourceTokenAmount: '2.5' })
    await initializeSwap(kit)
    expect(getSwapController(kit).getState().sourceTokenAmount).toBe('2.5')
    expect(rig.requests('/swap/tokens')).toHaveLength(1)
    expect(names()).toEqual(['OPEN_SWAP'])
  })

  it('a disconnect while it loads: the stale result is dropped, the state stays empty', async () => {
    const { kit } = await rig.swapKit()
    let release: () => void = () => {}
    rig.routes['/swap/tokens'] = () =>
      new Promise((resolve) => {
        release = () => resolve({ body: { tokens: [] } })
      })
    const running = initializeSwap(kit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await kit.disconnect()
    release()
    await running
    expect(getSwapController(kit).getState()).toMatchObject({
      initialized: false,
      initializing: false,
      tokens: undefined,
      sourceToken: undefined,
    })
  })
})
