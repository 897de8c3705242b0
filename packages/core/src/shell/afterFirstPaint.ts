/** `requestIdleCallback`'s time limit when the page never goes idle. */
export const KERNEL_IDLE_TIMEOUT_MS = 1000

/**
 * Runs `task` right after the page's first paint: on the next idle period (at most
 * `KERNEL_IDLE_TIMEOUT_MS` later), or as soon as the frame is out when `soon` (a returning
 * visitor's restore should not wait for idle). Nothing without a `window` (server rendering: the
 * kit loads its kernel on the first call instead). Returns a cancel.
 */
export function afterFirstPaint(task: () => void, soon: boolean): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {}
  let cancel = () => {}
  const run = () => {
    cancel = () => {}
    task()
  }
  const later = () => {
    if (!soon && typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: KERNEL_IDLE_TIMEOUT_MS })
      cancel = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(run, 0)
      cancel = () => clearTimeout(id)
    }
  }
  if (typeof requestAnimationFrame !== 'function') later()
  else {
    const id = requestAnimationFrame(later)
    cancel = () => cancelAnimationFrame(id)
  }
  return () => cancel()
}
