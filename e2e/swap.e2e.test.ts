// The Swap flow from the modal in the demo (issue 15): quotes from the demo's @gangway/server,
// which reads the real Uniswap V2 contracts deployed on the local anvil chain; the injected test
// wallet swaps ETH for USDC, then USDC for DAI with its approval step; the balances are read back
// from the node and match the quote within the slippage bound. A price moved by another account
// between the quote and the swap makes the swap revert on chain, with the error shown and the
// visitor's tokens untouched.
import { anvilPrivateKey } from '@gangway/testing'
import { parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { type AxeFinding, axeViolations, screenshot, setTheme } from './support/axe.js'
import {
  balanceOf,
  connectTestWallet,
  modal,
  publicClient,
  text,
  tokenBalanceOf,
  waitForSnackbar,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { shootFlowInThemes } from './support/screenSet.js'
import {
  openSwap,
  pickSwapToken,
  quoted,
  swapDone,
  swapField,
  tradeOnDex,
} from './support/swapFlow.js'

useBrowser()

/** How many transactions `address` has sent on the node (its nonce). */
const transactionCount = (rpcUrl: string, address: string) =>
  publicClient(rpcUrl).getTransactionCount({ address: address as `0x${string}` })

/** Spec §9: the default slippage is 1 %; the swap pays at least 99 % of the quote. */
const withinSlippage = (received: bigint, quote: bigint) =>
  received <= quote && received * 100n >= quote * 99n

describe('Swap from the modal', () => {
  scenario(
    'swaps ETH for USDC, then USDC for DAI with its approval; the node balances match the quotes',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const wallet = demo.config.wallet.address
      const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!
      const balance = (symbol: string) =>
        tokenBalanceOf(chain.rpcUrl, token(symbol).address, wallet)
      await openDemo()
      await connectTestWallet(page)

      // ETH → USDC: init picks ETH with amount 1 (spec §4 step 1); no approval for ETH.
      const ethBefore = await balanceOf(chain.rpcUrl, wallet)
      const usdcBefore = await balance('USDC')
      await openSwap(page)
      await expect.poll(() => swapField(page, 'swap-source-amount').inputValue()).toBe('1')
      await pickSwapToken(page, 'to', 'USDC')
      const usdcQuote = parseUnits(await quoted(page), token('USDC').decimals)
      expect(usdcQuote).toBeGreaterThan(0n)
      await expect.poll(() => text(swapField(page, 'swap-details'))).toMatch(/slippage/i)
      // The server's quote takes no provider fee, so none is shown (the chain check is below);
      // the price impact is measured against the pools' mid price and is never negative.
      expect(await swapField(page, 'swap-details-provider-fee').count()).toBe(0)
      expect(await text(swapField(page, 'swap-details-impact'))).toMatch(/^\d/)
      // docs/ui-comparison.md's Swap with a quote (UPDATE_SCREENS=1 only).
      await shootFlowInThemes(page, 'swapquote')
      await swapField(page, 'swap-review').click()
      await swapField(page, 'swap-preview-view').waitFor()
      expect(await text(swapField(page, 'swap-preview-pay'))).toContain('ETH')
      expect(await swapField(page, 'swap-preview-approve').count()).toBe(0)
      await swapField(page, 'swap-preview-swap').click()
      await swapDone(page)
      await expect.poll(() => balance('USDC'), { timeout: 15_000 }).toBeGreaterThan(usdcBefore)
      const usdcReceived = (await balance('USDC')) - usdcBefore
      expect(withinSlippage(usdcReceived, usdcQuote)).toBe(true)
      // 1 ETH left the wallet, plus the network fee (under 0.001 ETH on anvil) and nothing else:
      // no provider fee moved (0.85 % would be 0.0085 ETH).
      const ethPaid = ethBefore - (await balanceOf(chain.rpcUrl, wallet))
      expect(ethPaid).toBeGreaterThan(parseEther('1'))
      expect(ethPaid).toBeLessThan(parseEther('1.001'))
      // Activity lists the swap on top, read from the node through the demo's server.
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      const newest = modal(page)
        .getByTestId('account-tab-activity')
        .getByTestId('activity-row')
        .first()
      await expect
        .poll(() => newest.getAttribute('data-status'), { timeout: 20_000 })
        .toBe('confirmed')
      expect(await text(newest)).toMatch(/^Swapped-1.000 ETH → \+[\d,.]+ USDC/)
      await modal(page).getByRole('tab', { name: 'Tokens' }).click()

      // USDC → DAI: an ERC-20 source, so the approval comes first (spec §4 steps 5-6). The
      // injected wallet reports no atomic batching (EIP-5792): two transactions, not one batch.
      const sentBefore = await transactionCount(chain.rpcUrl, wallet)
      const daiBefore = await balance('DAI')
      const usdcBeforeSecond = await balance('USDC')
      await openSwap(page)
      await pickSwapToken(page, 'source', 'USDC')
      await pickSwapToken(page, 'to', 'DAI')
      await swapField(page, 'swap-source-amount').fill('250')
      const daiQuote = parseUnits(await quoted(page), token('DAI').decimals)
      await swapField(page, 'swap-review').click()
      await swapField(page, 'swap-preview-view').waitFor()
      await swapField(page, 'swap-preview-approve').click()
      // Once the approval is mined the quote and transaction are rebuilt; then the swap.
      await swapField(page, 'swap-preview-swap').waitFor({ timeout: 30_000 })
      await expect
        .poll(() => swapField(page, 'swap-preview-swap').isEnabled(), { timeout: 20_000 })
        .toBe(true)
      await swapField(page, 'swap-preview-swap').click()
      await swapDone(page)
      await expect.poll(() => balance('DAI'), { timeout: 15_000 }).toBeGreaterThan(daiBefore)
      expect(usdcBeforeSecond - (await balance('USDC'))).toBe(parseUnits('250', 6))
      expect((await transactionCount(chain.rpcUrl, wallet)) - sentBefore).toBe(2)
      // The shown quote has 6 decimals (spec §9); DAI has 18: compare within one shown unit.
      const daiReceived = (await balance('DAI')) - daiBefore
      expect(withinSlippage(daiReceived, daiQuote + parseUnits('0.000001', 18))).toBe(true)
    },
    { timeout: 180_000 },
  )

  scenario(
    'a price moved by another trade between quote and swap reverts the swap and shows the error',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const wallet = demo.config.wallet.address
      const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!
      await openDemo()
      await connectTestWallet(page)
      await openSwap(page)
      await pickSwapToken(page, 'to', 'USDC')
      await quoted(page)
      await swapField(page, 'swap-review').click()
      await swapField(page, 'swap-preview-view').waitFor()

      // Another account buys USDC with 200 ETH: the price moves far past the 1 % bound.
      await tradeOnDex({
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        router: chain.dex.router,
        weth: chain.dex.weth,
        token: usdc.address,
        eth: parseEther('200'),
        privateKey: anvilPrivateKey(7),
      })
      const usdcBefore = await tokenBalanceOf(chain.rpcUrl, usdc.address, wallet)
      await swapField(page, 'swap-preview-swap').click()
      await waitForSnackbar(page, /Transaction error|INSUFFICIENT_OUTPUT_AMOUNT/)
      expect(await tokenBalanceOf(chain.rpcUrl, usdc.address, wallet)).toBe(usdcBefore)
    },
    { timeout: 120_000 },
  )
})

describe.each(['dark', 'light'] as const)('the Swap views in the %s theme', (theme) => {
  scenario(
    `Swap, SwapSelectToken and SwapPreview: screenshots, no serious axe violation (${theme})`,
    async ({ page, openDemo }) => {
      await openDemo()
      await setTheme(page, theme)
      await connectTestWallet(page)
      const findings: AxeFinding[] = []
      await openSwap(page)
      await swapField(page, 'swap-to-token').click()
      await swapField(page, 'swap-token-option').first().waitFor()
      await screenshot(page, `swapselecttoken-${theme}`)
      findings.push(...(await axeViolations(page, 'SwapSelectToken')))
      await swapField(page, 'swap-token-search').fill('USDC')
      await swapField(page, 'swap-token-option').filter({ hasText: 'USDC' }).first().click()
      await quoted(page)
      await screenshot(page, `swap-${theme}`)
      findings.push(...(await axeViolations(page, 'Swap (quoted)')))
      await swapField(page, 'swap-review').click()
      await swapField(page, 'swap-preview-view').waitFor()
      await screenshot(page, `swappreview-${theme}`)
      findings.push(...(await axeViolations(page, 'SwapPreview')))
      expect(findings).toEqual([])
    },
  )
})
