import '../../testing/dom.testing.js'
import { describe, expect, it, vi } from 'vitest'
import { byTestId } from './keyboard.testing.js'
import { openSwap, pickToken, swapApiPerTest } from './swapApi.testing.js'
import { swapCss } from './viewCss.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const swap = swapApiPerTest()

const review = () => byTestId<HTMLButtonElement>('swap-review')

/** A connected kit on Swap, init done (ETH 1), then in `locale`. */
async function openSwapIn(locale: string) {
  const made = await openSwap(swap.api)
  swap.kits.push(made.kit)
  made.kit.controllers.theme.setLocale(locale)
  return made
}

describe('Swap in a locale', () => {
  it("French: the texts, and every number in the locale's separators, grouping, USD and percents", async () => {
    const { kit } = await openSwapIn('fr')
    const format = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('fr', options).format(value)
    const usd = (value: number) => format(value, { style: 'currency', currency: 'USD' })
    await vi.waitFor(() => expect(review()?.textContent).toBe("Vérifier l'échange"))
    expect(byTestId('swap-source-balance')?.textContent).toBe('Solde : 2,000')
    expect(byTestId('swap-source-usd')?.textContent).toBe(usd(2000))
    expect(byTestId('swap-to-token')?.textContent).toBe('Recevoir Choisir un jeton')

    await pickToken(kit, 'to', 'USDC')
    await vi.waitFor(() => expect(review()?.disabled).toBe(false), { timeout: 5_000 })
    // The quote's field keeps machine decimals (it is what a wallet would be asked for).
    expect(byTestId<HTMLInputElement>('swap-to-amount')?.value).toBe('1994')
    expect(byTestId('swap-to-usd')?.textContent).toBe(usd(1994))
    expect(byTestId('swap-details-rate')?.textContent).toBe(`1 ETH = ${format(1994)} USDC`)
    expect(byTestId('swap-details-impact')?.textContent).toBe(
      format(0.0005, { style: 'percent', minimumFractionDigits: 2 }),
    )
    expect(byTestId('swap-details-slippage')?.textContent).toBe(
      `19,94 USDC (${format(0.01, { style: 'percent' })})`,
    )
    expect(byTestId('swap-details-provider-fee')).toBeNull()
  })

  it('Arabic: the texts in Arabic and the switch arrows mirrored with the modal', async () => {
    await openSwapIn('ar')
    await vi.waitFor(() => expect(review()?.textContent).toBe('مراجعة المبادلة'))
    expect(byTestId('swap-switch')?.getAttribute('aria-label')).toBe('تبديل الرموز')
    // The modal is right to left, and the stylesheet mirrors the switch's arrows there.
    const button = byTestId('swap-switch')
    expect(button?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(button?.parentElement?.classList.contains('gw-swap-switch')).toBe(true)
    expect(swapCss).toContain(
      "[dir='rtl'] .gw-swap-switch .gw-icon-btn { transform: scaleX(-1) rotate(90deg); }",
    )
    expect(byTestId('swap-source-balance')?.textContent).toBe('الرصيد: \u20662.000\u2069')
  })
})
