import '../../testing/dom.testing.js'
import { getSwapController } from '@gangway/core/swap'
import { describe, expect, it, vi } from 'vitest'
import { inModal, openModal } from '../../testing/modal.testing.js'
import { arrow, byTestId, focused, press, tab, type } from './keyboard.testing.js'
import { openSwap as openSwapView, pickToken, swapApiPerTest, swapKit } from './swapApi.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const swap = swapApiPerTest()
const { kits } = swap

const openSwap = async () => {
  const made = await openSwapView(swap.api)
  kits.push(made.kit)
  return made
}

const review = () => byTestId<HTMLButtonElement>('swap-review')
const amount = () => byTestId<HTMLInputElement>('swap-source-amount')
const quotes = () => swap.api.calls.filter((call) => call.startsWith('swap/quote')).length

/** Waits until the destination is quoted and the review button can go. */
async function quoted(value: string) {
  await vi.waitFor(
    () => {
      expect(byTestId<HTMLInputElement>('swap-to-amount')?.value).toBe(value)
      expect(review()?.disabled).toBe(false)
    },
    { timeout: 5_000 },
  )
}

describe('Swap view', () => {
  it('keyboard only: ETH 1 on entry, USDC picked from the list, the quote, its details, Review', async () => {
    const { kit, events } = await openSwap()
    // Spec §4 step 1: the native currency with amount 1; focus in the amount field.
    await vi.waitFor(() => expect(focused()).toBe(amount()))
    expect(amount()?.value).toBe('1')
    expect(byTestId('swap-source-balance')?.textContent).toBe('Balance: 2.000')
    expect(byTestId('swap-source-usd')?.textContent).toBe('$2,000.00')
    // Its name is the visible text with the side (WCAG 2.5.3: the label is in the name).
    expect(byTestId('swap-to-token')?.textContent).toBe('Receive Select token')
    expect(events).toContain('OPEN_SWAP')
    // No destination: nothing to quote, nothing to review.
    expect(review()?.textContent).toBe('Review swap')
    expect(review()?.disabled).toBe(true)
    expect(byTestId('swap-details')).toBeNull()

    // Tab order: source token, Max, (the switch waits for two tokens), the quote, the destination token.
    expect(tab()).toBe(byTestId('swap-source-token'))
    expect(tab()).toBe(byTestId('swap-max'))
    expect(tab()).toBe(byTestId('swap-to-amount'))
    expect(byTestId<HTMLInputElement>('swap-to-amount')?.readOnly).toBe(true)
    expect(tab()).toBe(byTestId('swap-to-token'))
    press()

    // The token list for the destination: the search has focus; arrows move into the list.
    await vi.waitFor(() => expect(byTestId('swap-select-token')).not.toBeNull(), {
      timeout: 10_000,
    })
    await vi.waitFor(() => expect(focused()).toBe(byTestId('swap-token-search')))
    arrow('ArrowDown')
    expect(focused()?.textContent).toContain('ETH')
    arrow('ArrowDown')
    expect(focused()?.textContent).toContain('USDC')
    press()

    // Back on Swap with USDC: busy while the quote is asked for, announced politely.
    await vi.waitFor(() => expect(byTestId('swap-view')).not.toBeNull(), { timeout: 10_000 })
    await vi.waitFor(() => expect(byTestId('swap-to-token')?.textContent).toContain('USDC'))
    await vi.waitFor(() => expect(byTestId('swap-status')?.textContent).toBe('Getting quote…'))
    expect(byTestId('swap-status')?.getAttribute('aria-live')).toBe('polite')
    expect(review()?.getAttribute('aria-busy')).toBe('true')
    expect(review()?.textContent).toBe(' Getting quote…')
    // 1 ETH at 2,000 USD, less the pool's 0.3 %.
    await quoted('1994')
    expect(byTestId('swap-status')?.textContent).toBe('')
    expect(byTestId('swap-to-usd')?.textContent).toBe('$1,994.00')
    expect(byTestId('swap-details-rate')?.textContent).toBe('1 ETH = 1,994 USDC')
    // The server's figure against the pools' mid price (the LP fee is not impact).
    expect(byTestId('swap-details-impact')?.textContent).toBe('0.05%')
    expect(byTestId('swap-details-slippage')?.textContent).toBe('19.94 USDC (1%)')
    // The server reports no provider fee: no row (never spec §9's 0.85 % nobody charges).
    expect(byTestId('swap-details-provider-fee')).toBeNull()
    // 150,000 gas at 1 gwei.
    expect(byTestId('swap-details-network-fee')?.textContent).toBe('0.00015 ETH (≈ $0.30)')
    expect(review()?.textContent).toBe('Review swap')

    // Enter in the amount field reviews the swap.
    amount()?.focus()
    press()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('SwapPreview'), {
      timeout: 10_000,
    })
    expect(swap.api.calls.some((call) => call.startsWith('swap/build-tx'))).toBe(true)
    expect(kit.stores.router.getState().history).toEqual(['Account', 'Swap', 'SwapPreview'])
  })

  it('Review waits for a quote and a transaction; Insufficient balance; switch; Max', async () => {
    const { kit } = await openSwap()
    await pickToken(kit, 'to', 'USDC')
    await quoted('1994')

    // More than the balance (2 ETH): at once, on the action button, tied to the field.
    amount()?.focus()
    type('3')
    await vi.waitFor(() => expect(review()?.textContent).toBe('Insufficient balance'))
    expect(review()?.disabled).toBe(true)
    expect(amount()?.getAttribute('aria-invalid')).toBe('true')
    expect(amount()?.getAttribute('aria-describedby')).toBe(review()?.id)
    // No amount: no quote and no alert while typing; Enter asks, and the alert says why.
    const before = quotes()
    type('')
    await vi.waitFor(() => expect(review()?.textContent).toBe('Review swap'))
    expect(review()?.disabled).toBe(true)
    type('0')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(quotes()).toBe(before)
    expect(inModal('[data-testid="alert"]')).toBeNull()
    press()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="alert"]')?.textContent).toContain('Incorrect amount'),
    )
    expect(kit.stores.router.getState().view).toBe('Swap')

    type('0.5')
    await quoted('997')
    expect(amount()?.getAttribute('aria-invalid')).toBe('false')

    // Switch: USDC → ETH, the amount becomes the quoted 997 USDC, more than the 50 held.
    byTestId('swap-switch')?.focus()
    expect(byTestId('swap-switch')?.getAttribute('aria-label')).toBe('Switch tokens')
    press()
    await vi.waitFor(() => expect(byTestId('swap-source-token')?.textContent).toContain('USDC'))
    expect(byTestId('swap-to-token')?.textContent).toContain('ETH')
    expect(amount()?.value).toBe('997')
    await vi.waitFor(() => expect(review()?.textContent).toBe('Insufficient balance'))
    expect(byTestId('swap-source-balance')?.textContent).toBe('Balance: 50.000')

    // Max: the whole USDC balance; the quote asks for the approval first, and Review can go.
    byTestId('swap-max')?.click()
    await vi.waitFor(() => expect(amount()?.value).toBe('50'))
    await quoted('0.024925')
    expect(swap.api.calls.some((call) => call.startsWith('swap/approve-tx'))).toBe(true)
    expect(kit.stores.router.getState().view).toBe('Swap')
  })

  it('a quote for an amount changed meanwhile is never shown', async () => {
    const { kit } = await openSwap()
    await pickToken(kit, 'to', 'DAI')
    await quoted('1994')
    swap.api.delays['swap/quote'] = 800
    const before = quotes()
    amount()?.focus()
    type('0.5')
    // The slow quote for 0.5 is under way; the visitor types 0.25.
    await vi.waitFor(() => expect(quotes()).toBe(before + 1), { timeout: 5_000 })
    // Every destination amount the view is given from here on.
    const seen: string[] = []
    const stop = getSwapController(kit).store.subscribe(
      (state) => state.toTokenAmount,
      (value) => value && seen.push(value),
    )
    type('0.25')
    await quoted('498.5')
    stop()
    expect(seen).toEqual(['498.5'])
    // Only the last input's answer is left for the view.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(byTestId<HTMLInputElement>('swap-to-amount')?.value).toBe('498.5')
  })

  it('a failed init shows the text and goes back to Account', async () => {
    swap.api.failing.add('swap/tokens')
    const made = await swapKit(swap.api)
    kits.push(made.kit)
    await openModal(made.kit, { view: 'Account' })
    made.kit.controllers.router.push('Swap')
    await vi.waitFor(
      () => expect(byTestId('snackbar')?.textContent).toContain('Failed to initialize swap'),
      {
        timeout: 10_000,
      },
    )
    await vi.waitFor(() => expect(made.kit.stores.router.getState().view).toBe('Account'))
  })
})
