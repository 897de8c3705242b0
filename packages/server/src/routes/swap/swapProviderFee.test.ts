import { anvilPrivateKey, MULTICALL3_ADDRESS } from '@gangway/testing'
import { parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { feeOf, NATIVE, type SwapFixture, user, useSwapFixture } from './swapTestSetup.testing.js'

/** The host's fee recipient: anvil account 9 (no other test moves its balance). */
const recipient = privateKeyToAccount(anvilPrivateKey(9)).address
const BASIS_POINTS = 30

/**
 * A provider fee the host configures (swap.fee): the quote says it, the built transaction pays
 * exactly it to the recipient, read from the node, and the quoted toAmount arrives for the rest.
 */
describe('a configured provider fee (swap.fee), sent to anvil', { timeout: 30_000 }, () => {
  const start = useSwapFixture({}, { fee: { recipient, basisPoints: BASIS_POINTS } })
  let f: SwapFixture

  beforeAll(async () => {
    f = await start()
  }, 120_000)

  const quote = async (from: string, to: string, amount: bigint) => {
    const query = { userAddress: user.address, from, to, amount: amount.toString() }
    const { status, body } = await f.get('/swap/quote', query)
    expect(status).toBe(200)
    return body.quotes[0] as { fromAmount: string; toAmount: string; providerFee: string }
  }

  it('ETH→USDC: the quote reports the fee; the transaction pays exactly it to the recipient', async () => {
    const amount = parseEther('2')
    const fee = (amount * BigInt(BASIS_POINTS)) / 10_000n
    const quoted = await quote(NATIVE, f.id('USDC'), amount)
    expect(quoted.fromAmount).toBe(amount.toString())
    expect(quoted.providerFee).toBe(fee.toString())
    // toAmount is what the router gives for the amount less the fee.
    const routed = await f.amountsOut(amount - fee, [f.dex.weth, f.tokens.USDC])
    expect(quoted.toAmount).toBe(String(routed.at(-1)))

    const query = { userAddress: user.address, from: NATIVE, to: f.id('USDC'), amount: `${amount}` }
    const built = await f.get('/swap/build-tx', { ...query, slippage: '1' })
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({ to: MULTICALL3_ADDRESS, value: amount.toString() })
    const [toRecipient, usdc, eth] = [
      await f.balance('ETH', recipient),
      await f.balance('USDC', user.address),
      await f.balance('ETH', user.address),
    ]
    const receipt = await f.send(user, built.body.tx)
    expect(receipt.status).toBe('success')
    expect((await f.balance('ETH', recipient)) - toRecipient).toBe(BigInt(quoted.providerFee))
    expect((await f.balance('USDC', user.address)) - usdc).toBe(BigInt(quoted.toAmount))
    expect(eth - (await f.balance('ETH', user.address))).toBe(amount + feeOf(receipt))
  })

  it('a token source pays no fee: the quote says 0 and the router gets the whole amount', async () => {
    const quoted = await quote(f.id('USDC'), f.id('DAI'), parseUnits('100', 6))
    expect(quoted.providerFee).toBe('0')
    const routed = await f.amountsOut(parseUnits('100', 6), [
      f.tokens.USDC,
      f.dex.weth,
      f.tokens.DAI,
    ])
    expect(quoted.toAmount).toBe(String(routed.at(-1)))
  })
})
