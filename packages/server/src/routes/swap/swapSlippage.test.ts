import { localPublicClient, UNISWAP_V2_TRADE_GAS } from '@gangway/testing'
import { createWalletClient, http, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type BuiltTx,
  mover,
  NATIVE,
  routerAbi,
  type SwapFixture,
  user,
  useSwapFixture,
} from './swapTestSetup.testing.js'

/**
 * A second account trades between the user's build-tx and send: the swap's amountOutMin (the
 * quote less the slippage) decides whether it still goes through.
 */
describe('a price moved between quote and send', { timeout: 30_000 }, () => {
  const start = useSwapFixture()
  let f: SwapFixture

  beforeAll(async () => {
    f = await start()
  }, 120_000)

  const build = async (amount: bigint, slippage: string) => {
    const { status, body } = await f.get('/swap/build-tx', {
      userAddress: user.address,
      from: NATIVE,
      to: f.id('USDC'),
      amount: amount.toString(),
      slippage,
    })
    expect(status).toBe(200)
    return body as { tx: BuiltTx; toAmount: string; minimumToAmount: string }
  }
  /** The mover sells `eth` for USDC, straight through the router: the USDC price of ETH drops. */
  const moveThePrice = async (eth: string) => {
    const hash = await createWalletClient({ transport: http(f.node.rpcUrl) }).writeContract({
      account: mover,
      chain: null,
      address: f.dex.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [f.dex.weth, f.tokens.USDC], mover.address, 2n ** 40n],
      value: parseEther(eth),
      gas: UNISWAP_V2_TRADE_GAS,
    })
    const receipt = await localPublicClient(f.node.rpcUrl).waitForTransactionReceipt({
      hash,
      timeout: 30_000,
    })
    expect(receipt.status).toBe('success')
  }

  it('reverts when the move takes the price past the slippage; the USDC stays put', async () => {
    const built = await build(parseEther('10'), '1')
    // 30 ETH into the 1,000 ETH pool: ~6 % less USDC per ETH.
    await moveThePrice('30')
    const usdc = await f.balance('USDC', user.address)
    // The router refuses it for its output, not for want of gas.
    await expect(
      localPublicClient(f.node.rpcUrl).call({
        account: user.address,
        to: built.tx.to,
        data: built.tx.data,
        value: BigInt(built.tx.value),
      }),
    ).rejects.toThrow('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    const receipt = await f.send(user, built.tx)
    expect(receipt.status).toBe('reverted')
    expect(await f.balance('USDC', user.address)).toBe(usdc)
  })

  it('goes through when the move stays within the slippage, at less than quoted', async () => {
    const built = await build(parseEther('1'), '1')
    // 2 ETH: ~0.4 % less.
    await moveThePrice('2')
    const usdc = await f.balance('USDC', user.address)
    const receipt = await f.send(user, built.tx)
    expect(receipt.status).toBe('success')
    const received = (await f.balance('USDC', user.address)) - usdc
    expect(received).toBeLessThan(BigInt(built.toAmount))
    expect(received).toBeGreaterThanOrEqual(BigInt(built.minimumToAmount))
  })

  it('a move past 1 % goes through with a wider slippage (5 %)', async () => {
    const built = await build(parseEther('10'), '5')
    expect(built.minimumToAmount).toBe(((BigInt(built.toAmount) * 95n) / 100n).toString())
    // 15 ETH: ~3 % less.
    await moveThePrice('15')
    expect((await f.send(user, built.tx)).status).toBe('success')
  })
})
