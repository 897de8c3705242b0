/**
 * fetchSwapQuote (spec §4 swap steps 2–5) against a scripted swap API on a real local HTTP
 * server: what a quote sets, the allowance and build paths, each spec §8 text, hostile answers,
 * and the stale-quote rule.
 */
import { describe, expect, it } from 'vitest'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import { setSwapSourceAmount, setSwapSourceToken, setSwapToToken } from './swapInput.js'
import { isSwapReady } from './swapInputError.js'
import {
  APPROVE_DATA,
  DAI,
  DAI_CONTRACT,
  GAS_PRICE,
  NATIVE,
  ROUTER,
  routerOf,
  SWAP_DATA,
  USDC,
  USDC_CONTRACT,
  USER,
  useSwapRig,
} from './swapKit.testing.js'

const rig = useSwapRig()

/** A kit on the Swap view, initialized, swapping `amount` of `from` for `to`. */
async function quoting(
  from: string,
  to: string,
  amount: string,
  before?: (made: Awaited<ReturnType<typeof rig.swapKit>>) => void,
) {
  const made = await rig.swapKit()
  const { kit } = made
  before?.(made)
  await initializeSwap(kit)
  const { tokens } = getSwapController(kit).getState()
  const token = (address: string) => tokens?.find((entry) => entry.address === address)
  setSwapSourceToken(kit, token(from))
  setSwapToToken(kit, token(to))
  setSwapSourceAmount(kit, amount)
  return { ...made, state: () => getSwapController(kit).getState() }
}

const query = (path: string, index = 0) =>
  Object.fromEntries(rig.requests(path)[index]?.url.searchParams ?? [])

describe('fetchSwapQuote: ETH → USDC (no approval)', () => {
  it('quotes, prices the swap (spec §9) and builds the swap transaction', async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1.5')
    await fetchSwapQuote(kit)
    expect(query('/swap/quote')).toEqual({
      userAddress: USER,
      from: NATIVE,
      to: USDC,
      amount: '1500000000000000000',
      gasPrice: String(GAS_PRICE),
    })
    // The native currency needs no allowance.
    expect(rig.requests('/swap/allowance')).toHaveLength(0)
    expect(query('/swap/build-tx')).toMatchObject({ amount: '1500000000000000000', slippage: '1' })
    expect(state()).toMatchObject({
      toTokenAmount: '2985',
      sourceTokenPriceInUSD: 2000,
      toTokenPriceInUSD: 1,
      // The server's figure against the pools' mid price.
      priceImpact: 0.5,
      // 1 % of the destination amount; no provider fee: the server reports none.
      maxSlippage: '29.85',
      providerFee: undefined,
      // The built transaction's gas × gas price (120000 units).
      gasFee: String(120_000n * GAS_PRICE),
      gasPriceInUSD: 0.00024 * 2000,
      inputError: undefined,
      fetchError: false,
      loadingQuote: false,
      loadingBuildTransaction: false,
      approvalTransaction: undefined,
    })
    expect(state().swapTransaction).toEqual({
      to: ROUTER,
      data: SWAP_DATA,
      value: 1_500_000_000_000_000_000n,
      gas: 120_000n,
      gasPrice: GAS_PRICE,
      toAmount: '2985000000',
    })
    expect(isSwapReady(state())).toBe(true)
  })

  it('shows the provider fee the server reports, none when it reports none (never a made-up rate)', async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1.5')
    const honest = rig.routes['/swap/quote']!
    rig.routes['/swap/quote'] = async (request) => {
      const answer = (await honest(request)) as { body: { quotes: Record<string, unknown>[] } }
      answer.body.quotes[0]!.providerFee = '4500000000000000' // 0.3 % of 1.5 ETH
      return answer
    }
    await fetchSwapQuote(kit)
    expect(state().providerFee).toBe('0.0045')
    rig.routes['/swap/quote'] = honest
    await fetchSwapQuote(kit)
    expect(state().providerFee).toBeUndefined()
  })

  it('formats the destination amount to 6 places at most (spec §9)', async () => {
    const { kit, state } = await quoting(USDC, DAI, '1.234567')
    rig.routes['/swap/allowance'] = () => ({ body: { allowance: String(10n ** 30n) } })
    rig.routes['/swap/build-tx'] = () => ({
      body: {
        tx: {
          from: USER,
          to: ROUTER,
          data: SWAP_DATA,
          value: '0',
          eip155: { gas: '150000', gasPrice: '1' },
        },
        toAmount: '1222221329999999999',
      },
    })
    await fetchSwapQuote(kit)
    expect(state().toTokenAmount).toBe('1.222221')
    expect(state().swapTransaction?.toAmount).toBe('1222221329999999999')
  })
})

describe('fetchSwapQuote: a token short of allowance (USDC → DAI)', () => {
  it('builds the approval of exactly the amount, on the token contract, first', async () => {
    const { kit, state } = await quoting(USDC, DAI, '100')
    await fetchSwapQuote(kit)
    expect(query('/swap/allowance')).toEqual({ tokenAddress: USDC, userAddress: USER })
    expect(query('/swap/approve-tx')).toEqual({
      userAddress: USER,
      from: USDC,
      to: DAI,
      amount: '100000000',
    })
    expect(rig.requests('/swap/build-tx')).toHaveLength(0)
    expect(state().approvalTransaction).toEqual({
      to: USDC_CONTRACT,
      data: APPROVE_DATA,
      value: 0n,
      gas: 150_000n, // the adapter cannot estimate: spec §9's 150000
      gasPrice: GAS_PRICE,
      toAmount: '99000000000000000000',
    })
    expect(state().swapTransaction).toBeUndefined()
    expect(state().toTokenAmount).toBe('99')
    expect(isSwapReady(state())).toBe(true)
  })

  it('with enough allowance, builds the swap at once', async () => {
    const { kit, state } = await quoting(USDC, DAI, '100')
    rig.routes['/swap/allowance'] = () => ({ body: { allowance: '100000000' } })
    await fetchSwapQuote(kit)
    expect(state().approvalTransaction).toBeUndefined()
    expect(state().swapTransaction).toMatchObject({ to: ROUTER, value: 0n })
  })

  it("an approval on another contract than the token: 'Failed to create approval transaction'", async () => {
    const { kit, state } = await quoting(USDC, DAI, '100')
    rig.routes['/swap/approve-tx'] = () => ({
      body: {
        tx: {
          from: USER,
          to: DAI_CONTRACT,
          data: APPROVE_DATA,
          value: '0',
          eip155: { gasPrice: '1' },
        },
      },
    })
    await fetchSwapQuote(kit)
    expect(kit.stores.snackbar.getState().message).toBe('Failed to create approval transaction')
    expect(state()).toMatchObject({ approvalTransaction: undefined, fetchError: true })
    expect(routerOf(kit).view).toBe('Account')
  })
})

describe('fetchSwapQuote: spec §8 texts', () => {
  it("an amount that is not > 0: the alert 'Incorrect amount' / 'Please enter a valid amount'", async () => {
    for (const amount of ['0', '', '0.000', 'abc']) {
      const { kit } = await quoting(NATIVE, USDC, amount)
      await fetchSwapQuote(kit)
      expect(kit.stores.alert.getState()).toMatchObject({
        open: true,
        shortMessage: 'Incorrect amount',
        longMessage: 'Please enter a valid amount',
      })
    }
    expect(rig.requests('/swap/quote')).toHaveLength(0)
  })

  it("an amount over the balance: 'Insufficient balance', nothing built", async () => {
    const { kit, state } = await quoting(USDC, DAI, '5000.000001')
    await fetchSwapQuote(kit)
    expect(state()).toMatchObject({ inputError: 'Insufficient balance', toTokenAmount: '4950' })
    expect(rig.requests('/swap/allowance')).toHaveLength(0)
    expect(isSwapReady(state())).toBe(false)
  })

  it("too little ETH for the network fee: 'Insufficient balance'; waived for a smart account", async () => {
    rig.balances = rig.balances.filter((row) => row.symbol === 'USDC')
    const { kit, state } = await quoting(USDC, DAI, '1', ({ adapter }) => {
      adapter.nativeBalance = { balance: '0', symbol: 'ETH' } // no ETH for gas
    })
    await fetchSwapQuote(kit)
    expect(state().inputError).toBe('Insufficient balance')
    expect(rig.requests('/swap/allowance')).toHaveLength(0)

    kit.controllers.chain.updateAccountState('eip155', {
      user: { address: USER, chainId: 31337 },
      preferredAccountType: 'smartAccount',
    })
    await fetchSwapQuote(kit)
    expect(state().inputError).toBeUndefined()
    expect(state().approvalTransaction).toBeDefined()
  })

  it("a quote error (no route): 'Insufficient balance'", async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1')
    rig.routes['/swap/quote'] = () => ({ status: 404, body: { error: { code: 'NO_ROUTE' } } })
    await fetchSwapQuote(kit)
    expect(state()).toMatchObject({
      inputError: 'Insufficient balance',
      toTokenAmount: '',
      loadingQuote: false,
    })
  })

  it("the allowance read failing: 'Failed to check allowance', back, swap and approval cleared, fetchError on", async () => {
    const { kit, state } = await quoting(USDC, DAI, '100')
    rig.routes['/swap/allowance'] = () => ({ status: 502, body: { error: 'node' } })
    getSwapController(kit).setSwapState({
      approvalTransaction: {
        to: USDC_CONTRACT,
        data: '0x',
        gas: 1n,
        gasPrice: 1n,
        value: 0n,
        toAmount: '1',
      },
    })
    await fetchSwapQuote(kit)
    expect(kit.stores.snackbar.getState()).toMatchObject({
      message: 'Failed to check allowance',
      variant: 'error',
    })
    expect(state()).toMatchObject({
      fetchError: true,
      approvalTransaction: undefined,
      swapTransaction: undefined,
      loadingBuildTransaction: false,
    })
    expect(routerOf(kit)).toEqual({ view: 'Account', history: ['Account'] })
  })

  it("the build failing: 'Failed to create transaction', back, fetchError on", async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1')
    rig.routes['/swap/build-tx'] = () => ({ status: 500, body: { error: 'boom' } })
    await fetchSwapQuote(kit)
    expect(kit.stores.snackbar.getState().message).toBe('Failed to create transaction')
    expect(state()).toMatchObject({ fetchError: true, swapTransaction: undefined })
    expect(routerOf(kit).view).toBe('Account')
  })

  it("a build that would send another value than the amount is refused: 'Failed to create transaction'", async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1')
    const honest = rig.routes['/swap/build-tx']!
    rig.routes['/swap/build-tx'] = async (request) => {
      const answer = await honest(request)
      if (answer === 'hang') return answer
      const body = answer.body as { tx: { value: string } }
      return { body: { ...body, tx: { ...body.tx, value: '10000000000000000000' } } }
    }
    await fetchSwapQuote(kit)
    expect(kit.stores.snackbar.getState().message).toBe('Failed to create transaction')
    expect(state().swapTransaction).toBeUndefined()
  })
})

describe('fetchSwapQuote: stale quotes are never shown', () => {
  it('a quote answered after the amount changed is dropped; the new amount is quoted', async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1')
    const held: (() => void)[] = []
    const honest = rig.routes['/swap/quote']!
    rig.routes['/swap/quote'] = (request) =>
      request.url.searchParams.get('amount') === String(10n ** 18n)
        ? new Promise((resolve) => held.push(() => resolve(honest(request))))
        : honest(request)
    const first = fetchSwapQuote(kit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(state().loadingQuote).toBe(true)
    setSwapSourceAmount(kit, '2')
    await fetchSwapQuote(kit)
    expect(state().toTokenAmount).toBe('3980')
    for (const release of held) release()
    await first
    expect(state().toTokenAmount).toBe('3980')
    expect(state().swapTransaction?.value).toBe(2n * 10n ** 18n)
    expect(rig.requests('/swap/build-tx')).toHaveLength(1)
  })

  it('a token change while the quote runs drops it too (nothing half-written)', async () => {
    const { kit, state } = await quoting(NATIVE, USDC, '1')
    rig.routes['/swap/quote'] = () => new Promise(() => {}) // never answers: aborted
    const running = fetchSwapQuote(kit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    setSwapToToken(kit, state().tokens?.[2])
    await running
    expect(state()).toMatchObject({ toTokenAmount: '', loadingQuote: false, inputError: undefined })
    expect(state().toToken?.address).toBe(DAI)
  })
})
