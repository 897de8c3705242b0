import { maxUint256, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { SWAP_GAS_FALLBACK } from '../../chains/eip155/swap/swapTransactions.js'
import {
  type BuiltTx,
  CHAIN,
  feeOf,
  NATIVE,
  type SwapFixture,
  user,
  useSwapFixture,
} from './swapTestSetup.testing.js'

/**
 * Each trade: quote, (approve,) build, send from the user; what arrives, read from the node,
 * is exactly the quoted toAmount.
 */
describe('swaps built by /swap/build-tx, sent to anvil', { timeout: 30_000 }, () => {
  const start = useSwapFixture()
  let f: SwapFixture

  beforeAll(async () => {
    f = await start()
  }, 120_000)

  const quote = async (from: string, to: string, amount: bigint) => {
    const { status, body } = await f.get('/swap/quote', {
      userAddress: user.address,
      from,
      to,
      amount: amount.toString(),
    })
    expect(status).toBe(200)
    // The quote says no provider fee is taken; the trades below read that from the node: the
    // whole amount leaves the wallet into the router and exactly toAmount arrives.
    expect(body.quotes[0].providerFee).toBe('0')
    return body.quotes[0].toAmount as string
  }
  const build = async (from: string, to: string, amount: bigint, slippage = '1') => {
    const query = { userAddress: user.address, from, to, amount: amount.toString(), slippage }
    const { status, body } = await f.get('/swap/build-tx', query)
    expect(status).toBe(200)
    return body as {
      tx: BuiltTx & { from: string }
      toAmount: string
      minimumToAmount: string
      deadline: number
    }
  }
  /** Sends a built swap; a revert says the gas limit build-tx gave and the gas the node used. */
  const sendSwap = async (tx: BuiltTx) => {
    const receipt = await f.send(user, tx)
    expect(
      receipt.status,
      `swap reverted: gas limit ${tx.eip155.gas} (${SWAP_GAS_FALLBACK} = the estimate's fallback), used ${receipt.gasUsed}`,
    ).toBe('success')
    return receipt
  }
  const allowance = async (symbol: 'USDC' | 'DAI' | 'USDT' | 'ETH') =>
    (await f.get('/swap/allowance', { tokenAddress: f.id(symbol), userAddress: user.address })).body
      .allowance as string
  const approve = async (symbol: 'USDC' | 'DAI' | 'USDT', amount: bigint) => {
    const { status, body } = await f.get('/swap/approve-tx', {
      userAddress: user.address,
      from: f.id(symbol),
      to: NATIVE,
      amount: amount.toString(),
    })
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ from: user.address, to: f.tokens[symbol], value: '0' })
    expect(BigInt(body.tx.eip155.gas)).toBeGreaterThan(21_000n)
    expect((await f.send(user, { ...body.tx, value: '0' })).status).toBe('success')
    return body as { resetsAllowance: boolean }
  }

  it('ETH→USDC: the native token needs no approval; the quoted USDC arrives', async () => {
    expect(await allowance('ETH')).toBe(maxUint256.toString())
    const amount = parseEther('1')
    const quoted = await quote(NATIVE, f.id('USDC'), amount)
    const built = await build(NATIVE, f.id('USDC'), amount)
    expect(built.toAmount).toBe(quoted)
    expect(built.minimumToAmount).toBe(((BigInt(quoted) * 99n) / 100n).toString())
    expect(built.tx).toMatchObject({
      from: user.address,
      to: f.dex.router,
      value: amount.toString(),
    })
    expect(built.deadline).toBeGreaterThan(Date.now() / 1000 + 1_100)
    const [usdc, eth] = [
      await f.balance('USDC', user.address),
      await f.balance('ETH', user.address),
    ]
    const receipt = await sendSwap(built.tx)
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(built.tx.eip155.gas))
    expect(await f.balance('USDC', user.address)).toBe(usdc + BigInt(quoted))
    expect(await f.balance('ETH', user.address)).toBe(eth - amount - feeOf(receipt))
    // The Activity answer (GET /history) lists it as a trade: ETH out, the quoted USDC in.
    const history = await f.get('/history', { address: user.address, caipNetworkId: CHAIN })
    expect(history.status).toBe(200)
    const entry = history.body.data.find((e: any) => e.id === receipt.transactionHash)
    expect(entry.metadata.operationType).toBe('trade')
    expect(
      entry.transfers.map((t: any) => [t.direction, t.fungible_info.symbol, t.quantity.numeric]),
    ).toEqual([
      ['out', 'ETH', '1'],
      ['in', 'USDC', (Number(quoted) / 1e6).toString()],
    ])
  })

  it('USDC→DAI through WETH, after the approval approve-tx built', async () => {
    const amount = parseUnits('250', 6)
    expect(await allowance('USDC')).toBe('0')
    // Before the approval the node cannot estimate the swap: the 150,000 fallback.
    expect((await build(f.id('USDC'), f.id('DAI'), amount)).tx.eip155.gas).toBe('150000')
    expect((await approve('USDC', amount)).resetsAllowance).toBe(false)
    expect(await allowance('USDC')).toBe(amount.toString())
    const quoted = await quote(f.id('USDC'), f.id('DAI'), amount)
    const built = await build(f.id('USDC'), f.id('DAI'), amount)
    expect(built.tx.value).toBe('0')
    const [usdc, dai] = [
      await f.balance('USDC', user.address),
      await f.balance('DAI', user.address),
    ]
    await sendSwap(built.tx)
    expect(await f.balance('DAI', user.address)).toBe(dai + BigInt(quoted))
    expect(await f.balance('USDC', user.address)).toBe(usdc - amount)
    expect(await allowance('USDC')).toBe('0')
  })

  it('USDC→USDT and USDT→USDC: the USDT-style token (no return values) works both ways', async () => {
    const amount = parseUnits('1000', 6)
    await approve('USDC', amount)
    const quoted = await quote(f.id('USDC'), f.id('USDT'), amount)
    const usdt = await f.balance('USDT', user.address)
    await sendSwap((await build(f.id('USDC'), f.id('USDT'), amount)).tx)
    expect(await f.balance('USDT', user.address)).toBe(usdt + BigInt(quoted))

    // USDT as the source: its approve returns nothing, the router's transferFrom copes.
    await approve('USDT', amount)
    expect(await allowance('USDT')).toBe(amount.toString())
    const back = await quote(f.id('USDT'), f.id('USDC'), amount)
    const usdc = await f.balance('USDC', user.address)
    await sendSwap((await build(f.id('USDT'), f.id('USDC'), amount)).tx)
    expect(await f.balance('USDC', user.address)).toBe(usdc + BigInt(back))
  })

  it('USDT with an allowance left: approve-tx resets it to 0 first, then approves', async () => {
    await approve('USDT', parseUnits('5', 6))
    // USDT refuses a change from 5 to 10: the answer approves 0 instead.
    expect((await approve('USDT', parseUnits('10', 6))).resetsAllowance).toBe(true)
    expect(await allowance('USDT')).toBe('0')
    expect((await approve('USDT', parseUnits('10', 6))).resetsAllowance).toBe(false)
    expect(await allowance('USDT')).toBe(parseUnits('10', 6).toString())
    // A standard token changes it directly.
    await approve('DAI', parseEther('1'))
    expect((await approve('DAI', parseEther('2'))).resetsAllowance).toBe(false)
    expect(await allowance('DAI')).toBe(parseEther('2').toString())
  })

  it('DAI→ETH: swapExactTokensForETH pays the quoted ETH (less nothing but the gas)', async () => {
    const amount = parseUnits('3000', 18)
    // DAI is a standard token: one approval, straight from 2 to 3,000 DAI (no reset to 0 first).
    expect((await approve('DAI', amount)).resetsAllowance).toBe(false)
    expect(await allowance('DAI')).toBe(amount.toString())
    const quoted = await quote(f.id('DAI'), NATIVE, amount)
    const built = await build(f.id('DAI'), NATIVE, amount)
    expect(built.tx.value).toBe('0')
    const eth = await f.balance('ETH', user.address)
    const receipt = await sendSwap(built.tx)
    expect(await f.balance('ETH', user.address)).toBe(eth + BigInt(quoted) - feeOf(receipt))
    expect(BigInt(quoted)).toBeGreaterThan(parseEther('1.45'))
  })
})
