import { swapController } from '../controllers/swap/swapController.js'
import type { Kit } from '../kit/types.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { canQuote } from './swapInputError.js'
import type { SwapQuoteScheduler, SwapRequestOptions } from './types.js'

/** The kit's pause after the last keystroke before a quote is asked for (ms). */
export const SWAP_QUOTE_DELAY_MS = 400

/**
 * The debounced quote for the Swap view: `schedule()` on every input change; `delayMs` (default
 * 400) after the last one it quotes when both tokens are chosen, the amount is > 0 and prices
 * are loaded (spec §4 step 2), and does nothing otherwise (no 'Incorrect amount' alert while the
 * visitor types). While a quote is due, `loadingQuote` is on so the view shows it is busy.
 */
export function createSwapQuoteScheduler(
  kit: Kit,
  options: SwapRequestOptions & { delayMs?: number } = {},
): SwapQuoteScheduler {
  const { delayMs = SWAP_QUOTE_DELAY_MS, ...request } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const run = () => {
    clear()
    if (canQuote(swapController(kit).getState())) running = fetchSwapQuote(kit, request)
    return running
  }
  return {
    schedule() {
      clear()
      const controller = swapController(kit)
      if (!canQuote(controller.getState())) return
      controller.setSwapState({ loadingQuote: true })
      timer = setTimeout(() => void run(), delayMs)
    },
    flush: () => (timer === undefined ? running : run()),
    cancel() {
      if (timer === undefined) return
      clear()
      swapController(kit).setSwapState({ loadingQuote: false })
    },
  }
}
