import type { Kit } from '../kit/types.js'

const SWAP_VIEWS: readonly string[] = ['Swap', 'SwapSelectToken', 'SwapPreview']

/** Whether the modal shows one of the swap views. */
export const onSwapView = (kit: Kit): boolean =>
  SWAP_VIEWS.includes(kit.stores.router.getState().view)

/**
 * Spec §8 "go back": one step back, only while a swap view shows (a swap run without the modal,
 * or after the visitor left, moves no one).
 */
export function goBackFromSwap(kit: Kit): void {
  if (onSwapView(kit)) kit.controllers.router.goBack()
}

/** Spec §4 step 7: back to Account after a swap, when the modal shows a swap view. */
export function returnToAccount(kit: Kit): void {
  if (onSwapView(kit)) kit.controllers.router.reset('Account')
}
