/**
 * For connector discovery: returns a function that, each time it is called while the page is
 * still loading, makes sure `rescan` runs once when the `load` event fires (wallets that inject
 * themselves late are then found). On the server, or once the page has loaded, it does nothing.
 * It reads `window` and `document` only when called, never when created or imported. The
 * listener is removed when `signal` aborts (the adapter's, so nothing outlives it).
 *
 * @example
 * private readonly rescanAfterLoad = rescanAfterPageLoad(() => this.discover())
 * protected discover() { this.rescanAfterLoad(this.signal); this.setConnectors(find()) }
 */
export function rescanAfterPageLoad(rescan: () => void): (signal?: AbortSignal) => void {
  let waitingForLoad = false
  return (signal) => {
    if (waitingForLoad || typeof window === 'undefined' || typeof document === 'undefined') return
    if (document.readyState === 'complete' || signal?.aborted) return
    waitingForLoad = true
    window.addEventListener('load', () => rescan(), { once: true, ...(signal && { signal }) })
  }
}
