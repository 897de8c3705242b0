/**
 * For connector discovery: returns a function that, each time it is called while the page is
 * still loading, makes sure `rescan` runs once when the `load` event fires (wallets that inject
 * themselves late are then found). On the server, or once the page has loaded, it does nothing.
 * It reads `window` and `document` only when called, never when created or imported.
 *
 * @example
 * private readonly rescanAfterLoad = rescanAfterPageLoad(() => this.syncConnectors())
 * syncConnectors() { this.rescanAfterLoad(); this.setConnectors(discover()) }
 */
export function rescanAfterPageLoad(rescan: () => void): () => void {
  let waitingForLoad = false
  return () => {
    if (waitingForLoad || typeof window === 'undefined' || typeof document === 'undefined') return
    if (document.readyState === 'complete') return
    waitingForLoad = true
    window.addEventListener('load', () => rescan(), { once: true })
  }
}
