/** The debounced quote (spec §4 step 2) against the scripted swap API. */
import { describe, expect, it } from 'vitest'
import { createSwapQuoteScheduler } from './createSwapQuoteScheduler.js'
import { setSwapSourceAmount } from './swapInput.js'
import { useSwapRig } from './swapKit.testing.js'

const rig = useSwapRig()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function typing() {
  const made = await rig.swapKitToUsdc()
  const { kit } = made
  const scheduler = createSwapQuoteScheduler(kit, { delayMs: 60 })
  const type = (amount: string) => {
    setSwapSourceAmount(kit, amount)
    scheduler.schedule()
  }
  return { ...made, scheduler, type }
}

describe('createSwapQuoteScheduler', () => {
  it('quotes once, for the last input, after the pause; busy meanwhile', async () => {
    const { state, type } = await typing()
    type('1')
    type('1.')
    type('1.5')
    expect(state().loadingQuote).toBe(true)
    expect(rig.requests('/swap/quote')).toHaveLength(0)
    await pause(30)
    type('2')
    await pause(200)
    expect(rig.requests('/swap/quote').map((r) => r.url.searchParams.get('amount'))).toEqual([
      String(2n * 10n ** 18n),
    ])
    expect(state()).toMatchObject({ toTokenAmount: '3980', loadingQuote: false })
  })

  it('does nothing while the input cannot be quoted: no request, no alert', async () => {
    const { kit, state, type } = await typing()
    for (const amount of ['', '0', '0.', 'x']) type(amount)
    await pause(150)
    expect(rig.requests('/swap/quote')).toHaveLength(0)
    expect(kit.stores.alert.getState().open).toBe(false)
    expect(state().loadingQuote).toBe(false)
  })

  it('flush quotes at once; cancel drops a due quote', async () => {
    const { state, scheduler, type } = await typing()
    type('3')
    await scheduler.flush()
    expect(state().toTokenAmount).toBe('5970')
    type('4')
    scheduler.cancel()
    await pause(150)
    expect(rig.requests('/swap/quote')).toHaveLength(1)
    expect(state().loadingQuote).toBe(false)
  })
})
