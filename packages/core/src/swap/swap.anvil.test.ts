/**
 * The Swap flow end to end on real parts: anvil, the real Uniswap V2 (factory, router, WETH9
 * from the npm artifacts), the real @gangway/server quoting from the pools, the wagmi adapter and
 * the @gangway/testing wallet. Every balance is read back from the node: what the wallet
 * receives is at least the quote's slippage bound, and exactly the quote when nothing traded in
 * between.
 */
import { parseEther, parseUnits } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { KitEvent } from '../events/catalogue.js'
import type { Kit } from '../kit/types.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import { sendSwap } from './sendSwap.js'
import { sendSwapApproval } from './sendSwapApproval.js'
import { nodeReader, swapKit, tradeOnDex, useSwapChain, WALLET } from './swapAnvil.testing.js'
import { setSwapSourceAmount, setSwapSourceToken, setSwapToToken } from './swapInput.js'
import { getSwapInputError, isSwapReady } from './swapInputError.js'

const chain = useSwapChain()
const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})

async function setUp() {
  const kit = await swapKit(chain, kits)
  const events: string[] = []
  kit.subscribeEvents((event: KitEvent) => {
    if (/SWAP/.test(event.name)) events.push(event.name)
  })
  await initializeSwap(kit)
  const state = () => getSwapController(kit).getState()
  const token = (symbol: string) => state().tokens?.find((entry) => entry.symbol === symbol)
  return { kit, events, state, token, read: nodeReader(chain) }
}

/** The least the wallet may receive: the quote less the slippage bound (spec §9: 1 %). */
const bound = (quoted: bigint) => (quoted * 99n) / 100n

describe('the Swap flow on anvil + @gangway/server + Uniswap V2', { timeout: 60_000 }, () => {
  it('ETH → USDC: the wallet receives the quoted USDC and pays 1 ETH plus gas', async () => {
    const { kit, events, state, token, read } = await setUp()
    expect(state()).toMatchObject({ initialized: true, sourceTokenAmount: '1' })
    expect(state().sourceToken?.symbol).toBe('ETH')
    // The native price comes from the pools: about 2,000 USD.
    expect(state().networkPrice).toBeGreaterThan(1900)
    expect(state().networkPrice).toBeLessThan(2100)
    setSwapToToken(kit, token('USDC'))
    await fetchSwapQuote(kit)
    expect(state().inputError).toBeUndefined()
    expect(state().approvalTransaction).toBeUndefined()
    expect(isSwapReady(state())).toBe(true)
    const tx = state().swapTransaction
    expect(tx?.to.toLowerCase()).toBe(chain.dex.router.toLowerCase())
    expect(tx?.value).toBe(parseEther('1'))
    const quoted = BigInt(tx?.toAmount ?? '0')
    // 1 ETH at ~2,000 USDC, less the 0.3 % pool fee and a small price impact.
    expect(quoted).toBeGreaterThan(parseUnits('1980', 6))
    expect(quoted).toBeLessThan(parseUnits('2000', 6))
    expect(state().priceImpact).toBeLessThan(1)
    expect(state().priceImpact).toBeGreaterThanOrEqual(0)
    // This server configures no provider fee: none in the state (the chain check is below).
    expect(state().providerFee).toBeUndefined()

    const [ethBefore, usdcBefore] = [await read.eth(WALLET), await read.token('USDC', WALLET)]
    const { hash } = await sendSwap(kit)
    const receipt = await read.receipt(hash)
    expect(receipt.status).toBe('success')
    const received = (await read.token('USDC', WALLET)) - usdcBefore
    expect(received).toBe(quoted)
    expect(received).toBeGreaterThanOrEqual(bound(quoted))
    expect(await read.eth(WALLET)).toBe(
      ethBefore - parseEther('1') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    expect(events).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS'])
    expect(state().initialized).toBe(false)
    expect(kit.stores.router.getState().view).toBe('Account')
    expect(kit.stores.activity.getState().pending[0]?.metadata).toMatchObject({
      hash,
      operationType: 'trade',
    })
  })

  it('USDC → DAI: the approval first (exactly the amount), then the swap through WETH', async () => {
    const { kit, events, state, token, read } = await setUp()
    setSwapSourceToken(kit, token('USDC'))
    setSwapToToken(kit, token('DAI'))
    setSwapSourceAmount(kit, '250')
    await fetchSwapQuote(kit)
    expect(state().swapTransaction).toBeUndefined()
    expect(state().approvalTransaction?.to.toLowerCase()).toBe(chain.tokens.USDC.toLowerCase())
    expect(isSwapReady(state())).toBe(true)
    expect(await read.allowance('USDC', WALLET)).toBe(0n)

    const approval = await sendSwapApproval(kit)
    expect((await read.receipt(approval.hash)).status).toBe('success')
    expect(await read.allowance('USDC', WALLET)).toBe(parseUnits('250', 6))
    // Rebuilt: the swap transaction now, no approval.
    expect(state().approvalTransaction).toBeUndefined()
    const quoted = BigInt(state().swapTransaction?.toAmount ?? '0')
    expect(quoted).toBeGreaterThan(parseUnits('245', 18))
    expect(quoted).toBeLessThan(parseUnits('250', 18))

    const [usdcBefore, daiBefore] = [
      await read.token('USDC', WALLET),
      await read.token('DAI', WALLET),
    ]
    const { hash } = await sendSwap(kit)
    expect((await read.receipt(hash)).status).toBe('success')
    expect(await read.token('USDC', WALLET)).toBe(usdcBefore - parseUnits('250', 6))
    const received = (await read.token('DAI', WALLET)) - daiBefore
    expect(received).toBe(quoted)
    expect(received).toBeGreaterThanOrEqual(bound(quoted))
    expect(await read.allowance('USDC', WALLET)).toBe(0n)
    expect(events).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS'])
  })

  it("a price moved past the slippage bound between quote and swap: the swap reverts, 'Transaction error', balances kept", async () => {
    const { kit, events, state, token, read } = await setUp()
    setSwapToToken(kit, token('USDC'))
    await fetchSwapQuote(kit)
    expect(isSwapReady(state())).toBe(true)
    await tradeOnDex(chain, 'USDC', parseEther('200'))
    const usdcBefore = await read.token('USDC', WALLET)
    await expect(sendSwap(kit)).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_ERROR' })
    expect(kit.stores.snackbar.getState()).toMatchObject({
      variant: 'error',
      message: 'Transaction error',
    })
    expect(state().transactionError).toBeDefined()
    expect(events.at(-1)).toBe('SWAP_ERROR')
    expect(await read.token('USDC', WALLET)).toBe(usdcBefore)
    // The state is kept: the visitor can quote again at the new price.
    expect(state().sourceTokenAmount).toBe('1')
  })

  it('a price moved within the bound: the swap goes through, receiving at least the bound', async () => {
    const { kit, state, token, read } = await setUp()
    setSwapToToken(kit, token('USDC'))
    await fetchSwapQuote(kit)
    const quoted = BigInt(state().swapTransaction?.toAmount ?? '0')
    await tradeOnDex(chain, 'USDC', parseEther('1'))
    // Mined a second later than the quote and the other trade, as on a chain with real block
    // times: the pair writes its price accumulators in the swap, within the quote's gas.
    await chain.node.request('evm_increaseTime', [1])
    const usdcBefore = await read.token('USDC', WALLET)
    await sendSwap(kit)
    const received = (await read.token('USDC', WALLET)) - usdcBefore
    expect(received).toBeLessThan(quoted)
    expect(received).toBeGreaterThanOrEqual(bound(quoted))
  })

  it("more USDC than the wallet holds: 'Insufficient balance', nothing built", async () => {
    const { kit, state, token } = await setUp()
    setSwapSourceToken(kit, token('USDC'))
    setSwapToToken(kit, token('DAI'))
    setSwapSourceAmount(kit, '1000001')
    expect(getSwapInputError(state())).toBe('Insufficient balance')
    await fetchSwapQuote(kit)
    expect(state().inputError).toBe('Insufficient balance')
    expect(state().approvalTransaction).toBeUndefined()
    expect(state().swapTransaction).toBeUndefined()
  })
})
