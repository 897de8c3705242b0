import { swapController } from '../controllers/swap/swapController.js'
import type { SwapController } from '../controllers/swap/types.js'
import type { Kit } from '../kit/types.js'

/**
 * The kit's swap state (created on first use, one per kit; never by createKit, so the first load
 * does not carry it). It resets on disconnect, account change and network change. `dispose()`
 * stops it following the kit (a later call creates a fresh one); the subscription lives on the
 * kit's own store, so a destroyed kit takes it along.
 */
export function getSwapController(kit: Kit): SwapController {
  return swapController(kit)
}
