import '../../testing/dom.testing.js'
import { describe, expect, it, vi } from 'vitest'
import { allByTestId, arrow, byTestId, focused, press, type } from '../Swap/keyboard.testing.js'
import { openSwap, swapApiPerTest } from '../Swap/swapApi.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const swap = swapApiPerTest()
const { kits } = swap

const symbols = (list: string) =>
  Array.from(
    byTestId(list)?.querySelectorAll('[data-testid="swap-token-option"] .gw-list-item-label') ?? [],
  ).map((label) => label.firstChild?.textContent)

/** The option of the token with `symbol`. */
const option = (symbol: string) =>
  allByTestId('swap-token-option').find(
    (element) => element.querySelector('.gw-list-item-label')?.firstChild?.textContent === symbol,
  )

/** Swap, then its source or destination token button (by keyboard). */
async function openList(side: 'source' | 'to') {
  const made = await openSwap(swap.api)
  kits.push(made.kit)
  byTestId(side === 'source' ? 'swap-source-token' : 'swap-to-token')?.focus()
  press()
  await vi.waitFor(() => expect(byTestId('swap-select-token')).not.toBeNull(), {
    timeout: 10_000,
  })
  await vi.waitFor(() => expect(focused()).toBe(byTestId('swap-token-search')))
  return made
}

describe('SwapSelectToken view', () => {
  it('your tokens with their balances first, then the others; search; keyboard; picks the destination', async () => {
    const { kit } = await openList('to')
    expect(byTestId('swap-token-search')?.getAttribute('aria-label')).toBe('Search tokens')
    // Highest USD value first: ETH (2 = $4,000), USDC (50); then the rest, suggested order.
    expect(symbols('swap-my-tokens')).toEqual(['ETH', 'USDC'])
    expect(symbols('swap-other-tokens')).toEqual(['DAI', 'USDT'])
    const mine = byTestId('swap-my-tokens')
    expect(mine?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(byTestId('swap-select-token')?.textContent).toContain('Your tokens')
    expect(mine?.textContent).toContain('Ether · 2.000 ETH')
    expect(mine?.textContent).toContain('$4,000.00')
    expect(mine?.textContent).toContain('USD Coin · 50.000 USDC')

    // Arrows walk both lists as one; Home / End; Arrow Up from the first goes back to the search.
    arrow('ArrowDown')
    expect(focused()?.textContent).toContain('ETH')
    arrow('End')
    expect(focused()?.textContent).toContain('USDT')
    arrow('Home')
    expect(focused()?.textContent).toContain('ETH')
    arrow('ArrowUp')
    expect(focused()).toBe(byTestId('swap-token-search'))

    // Search by name, symbol or address, across both lists.
    type('dai')
    await vi.waitFor(() => expect(allByTestId('swap-token-option')).toHaveLength(1))
    expect(byTestId('swap-my-tokens')).toBeNull()
    expect(symbols('swap-other-tokens')).toEqual(['DAI'])
    type('nothing like it')
    await vi.waitFor(() =>
      expect(byTestId('swap-select-token')?.textContent).toContain(
        'No tokens match “nothing like it”.',
      ),
    )
    type('us')
    await vi.waitFor(() => expect(allByTestId('swap-token-option')).toHaveLength(2))
    expect(symbols('swap-my-tokens')).toEqual(['USDC'])
    expect(symbols('swap-other-tokens')).toEqual(['USDT'])
    arrow('ArrowDown')
    arrow('ArrowDown')
    expect(focused()?.textContent).toContain('USDT')
    press()

    await vi.waitFor(() => expect(byTestId('swap-view')).not.toBeNull(), { timeout: 10_000 })
    await vi.waitFor(() => expect(byTestId('swap-to-token')?.textContent).toContain('USDT'))
    expect(byTestId('swap-source-token')?.textContent).toContain('ETH')
    expect(kit.stores.router.getState().history).toEqual(['Account', 'Swap'])
  })

  it('picks the source; the token in use is marked; picking the other side’s token switches them', async () => {
    const { kit } = await openList('source')
    const eth = option('ETH')
    expect(eth?.getAttribute('aria-current')).toBe('true')
    option('USDC')?.click()
    await vi.waitFor(() => expect(byTestId('swap-source-token')?.textContent).toContain('USDC'))
    expect(byTestId('swap-source-balance')?.textContent).toBe('Balance: 50.000')

    // The destination list, then the source's own token: the two sides switch (spec §4 step 8).
    byTestId('swap-to-token')?.click()
    await vi.waitFor(() => expect(byTestId('swap-select-token')).not.toBeNull(), {
      timeout: 10_000,
    })
    expect(allByTestId('swap-token-option').some((o) => o.getAttribute('aria-current'))).toBe(false)
    option('ETH')?.click()
    await vi.waitFor(() => expect(byTestId('swap-to-token')?.textContent).toContain('ETH'))
    byTestId('swap-to-token')?.click()
    await vi.waitFor(() => expect(byTestId('swap-select-token')).not.toBeNull(), {
      timeout: 10_000,
    })
    option('USDC')?.click()
    await vi.waitFor(() => expect(byTestId('swap-source-token')?.textContent).toContain('ETH'))
    expect(byTestId('swap-to-token')?.textContent).toContain('USDC')
    expect(kit.stores.router.getState().view).toBe('Swap')
  })
})
