/**
 * The swap state's input (spec §4 step 8), search, per-kit state and its resets, on a kit with
 * the scripted swap API.
 */
import { describe, expect, it } from 'vitest'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import {
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  switchSwapTokens,
} from './swapInput.js'
import { getSwapInputError } from './swapInputError.js'
import { DAI, NATIVE, USDC, useSwapRig } from './swapKit.testing.js'
import { searchSwapTokens } from './swapTokens.js'

const rig = useSwapRig()

async function initialized() {
  const made = await rig.swapKit()
  await initializeSwap(made.kit)
  const state = () => getSwapController(made.kit).getState()
  const token = (address: string) => state().tokens?.find((entry) => entry.address === address)
  return { ...made, state, token }
}

describe('swap input', () => {
  it('switching swaps the tokens; the amount becomes the destination amount, or 1 when it was empty', async () => {
    const { kit, state, token } = await initialized()
    setSwapToToken(kit, token(USDC))
    setSwapSourceAmount(kit, '0.5')
    await fetchSwapQuote(kit)
    expect(state().toTokenAmount).toBe('995')
    switchSwapTokens(kit)
    expect(state()).toMatchObject({
      sourceTokenAmount: '995',
      sourceTokenPriceInUSD: 1,
      toTokenPriceInUSD: 2000,
      toTokenAmount: '',
      swapTransaction: undefined,
    })
    expect(state().sourceToken?.address).toBe(USDC)
    expect(state().toToken?.address).toBe(NATIVE)
    switchSwapTokens(kit)
    expect(state().sourceTokenAmount).toBe('1')
    expect(state().sourceToken?.address).toBe(NATIVE)
  })

  it("choosing the other side's token switches them; choosing the same token again changes nothing", async () => {
    const { kit, state, token } = await initialized()
    setSwapToToken(kit, token(DAI))
    setSwapToToken(kit, token(NATIVE))
    expect([state().sourceToken?.symbol, state().toToken?.symbol]).toEqual(['DAI', 'ETH'])
    setSwapSourceToken(kit, token(NATIVE))
    expect([state().sourceToken?.symbol, state().toToken?.symbol]).toEqual(['ETH', 'DAI'])
    await fetchSwapQuote(kit)
    const quoted = state().toTokenAmount
    setSwapToToken(kit, token(DAI))
    setSwapSourceAmount(kit, '1')
    expect(state().toTokenAmount).toBe(quoted)
  })

  it('a new amount or token clears the old quote at once', async () => {
    const { kit, state, token } = await initialized()
    setSwapToToken(kit, token(USDC))
    await fetchSwapQuote(kit)
    expect(state().swapTransaction).toBeDefined()
    setSwapSourceAmount(kit, '2')
    expect(state()).toMatchObject({
      toTokenAmount: '',
      swapTransaction: undefined,
      priceImpact: undefined,
      maxSlippage: undefined,
      providerFee: undefined,
      gasFee: '0',
    })
  })

  it("an amount over the balance shows 'Insufficient balance' while typing, before any quote", async () => {
    const { kit, state } = await initialized()
    setSwapSourceAmount(kit, '10.000000000000000001')
    expect(getSwapInputError(state())).toBe('Insufficient balance')
    setSwapSourceAmount(kit, '10')
    expect(getSwapInputError(state())).toBeUndefined()
  })

  it('searches by symbol, name or address; an empty query clears the search', async () => {
    const { kit, state } = await initialized()
    expect(searchSwapTokens(kit, 'usd').map((token) => token.symbol)).toEqual(['USDC'])
    expect(searchSwapTokens(kit, 'stablecoin').map((token) => token.symbol)).toEqual(['DAI'])
    expect(searchSwapTokens(kit, DAI.slice(-8).toUpperCase()).map((t) => t.symbol)).toEqual(['DAI'])
    expect(state().foundTokens).toHaveLength(1)
    expect(searchSwapTokens(kit, '  ')).toEqual([])
    expect(state().foundTokens).toBeUndefined()
    // Spec §9's suggested symbols lead the popular list: ETH, then DAI, then USDC.
    expect(state().popularTokens?.map((token) => token.symbol)).toEqual(['ETH', 'DAI', 'USDC'])
  })
})

describe('the swap state: one per kit, reset with the account', () => {
  it('is created on first use, one per kit', async () => {
    const a = await rig.swapKit()
    const b = await rig.swapKit()
    expect(getSwapController(a.kit)).toBe(getSwapController(a.kit))
    expect(getSwapController(a.kit)).not.toBe(getSwapController(b.kit))
    await initializeSwap(a.kit)
    expect(getSwapController(b.kit).getState().initialized).toBe(false)
  })

  it('resets on disconnect and on a network change', async () => {
    const { kit, state, token } = await initialized()
    setSwapToToken(kit, token(USDC))
    await fetchSwapQuote(kit)
    await kit.disconnect()
    expect(state()).toMatchObject({ initialized: false, sourceToken: undefined, tokens: undefined })
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await initializeSwap(kit)
    expect(state().initialized).toBe(true)
    kit.controllers.chain.updateAccountState('eip155', {
      address: '0x0000000000000000000000000000000000000001',
    })
    expect(state().initialized).toBe(false)
  })

  it('dispose stops following the kit; the next use starts afresh', async () => {
    const { kit } = await initialized()
    const first = getSwapController(kit)
    first.dispose()
    expect(getSwapController(kit)).not.toBe(first)
    expect(getSwapController(kit).getState().initialized).toBe(false)
  })
})
