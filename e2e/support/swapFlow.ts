// Driving the modal's Swap flow in the demo (issue 15), and trading on the demo's local DEX from
// outside the modal (a second account moving the price between a quote and the swap).
import { UNISWAP_V2_TRADE_GAS } from '@gangway/testing'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { modal, text } from './demoPage.js'

/** A control of the Swap views, by its data-testid. */
export const swapField = (page: Page, id: string) => modal(page).getByTestId(id)

/** Opens the modal on Account (when it is closed) and its Swap view, once it has its tokens. */
export async function openSwap(page: Page) {
  if (!(await modal(page).locator('[data-feature="swaps"]').isVisible()))
    await page.getByTestId('connect-button').first().click()
  await modal(page).locator('[data-feature="swaps"]').click()
  await swapField(page, 'swap-view').waitFor()
  // Init sets the source to the native token with amount 1 (spec §4 step 1).
  await expect
    .poll(() => text(swapField(page, 'swap-source-token')), { timeout: 15_000 })
    .toContain('ETH')
}

/** Picks a token for one side ('source' or 'to') in SwapSelectToken, by its symbol. */
export async function pickSwapToken(page: Page, side: 'source' | 'to', symbol: string) {
  await swapField(page, side === 'source' ? 'swap-source-token' : 'swap-to-token').click()
  await swapField(page, 'swap-token-search').fill(symbol)
  await swapField(page, 'swap-token-option').filter({ hasText: symbol }).first().click()
  await swapField(page, 'swap-view').waitFor()
  await expect
    .poll(() => text(swapField(page, side === 'source' ? 'swap-source-token' : 'swap-to-token')))
    .toContain(symbol)
}

/** Waits for a quote: the destination amount is shown and the review button is enabled. */
export async function quoted(page: Page): Promise<string> {
  await expect
    .poll(() => swapField(page, 'swap-review').isEnabled(), { timeout: 20_000 })
    .toBe(true)
  const value = await swapField(page, 'swap-to-amount').evaluate((element) =>
    element instanceof HTMLInputElement ? element.value : (element.textContent ?? ''),
  )
  return value.trim()
}

/** After a swap the modal is back on Account with the success snackbar. */
export async function swapDone(page: Page) {
  await modal(page).getByTestId('account-tab-tokens').waitFor({ timeout: 30_000 })
}

const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function WETH() view returns (address)',
])

/**
 * Another account buys `token` with `eth` wei on the local DEX, straight through the router
 * (anvil dev key, not the visitor's wallet): the price the visitor was quoted moves.
 */
export async function tradeOnDex(input: {
  rpcUrl: string
  chainId: number
  router: Address
  weth: Address
  token: Address
  eth: bigint
  privateKey: `0x${string}`
}) {
  const account = privateKeyToAccount(input.privateKey)
  const client = createWalletClient({
    account,
    chain: {
      id: input.chainId,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [input.rpcUrl] } },
    },
    transport: http(input.rpcUrl),
  })
  return client.writeContract({
    address: input.router,
    abi: ROUTER_ABI,
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [input.weth, input.token],
      account.address,
      BigInt(Math.floor(Date.now() / 1000) + 600),
    ],
    value: input.eth,
    gas: UNISWAP_V2_TRADE_GAS,
  })
}
