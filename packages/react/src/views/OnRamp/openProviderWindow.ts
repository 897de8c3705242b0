/** How the provider's page was opened: a popup, a tab (the popup was blocked), or not at all. */
export type OpenedAs = 'popup' | 'tab' | 'blocked'

export const ONRAMP_WINDOW_NAME = 'gangway-onramp'
const POPUP_FEATURES = 'popup=yes,width=460,height=720'

type Open = (url: string, target: string, features?: string) => Window | null | undefined

/**
 * Opens an already checked provider URL (core's `buildOnRampUrl`) in a popup, or in a tab when
 * the popup is blocked; `blocked` when neither opened (the view then offers a link). Called
 * synchronously inside the visitor's click, so browsers allow it. The opened page gets no handle
 * back to this one (`opener` cleared).
 */
export function openProviderWindow(
  url: string,
  open: Open = (u, t, f) => globalThis.open?.(u, t, f),
): OpenedAs {
  const detach = (win: Window) => {
    try {
      win.opener = null
    } catch {
      // A cross-origin window may refuse; it was opened by us, nothing else to do.
    }
  }
  const popup = open(url, ONRAMP_WINDOW_NAME, POPUP_FEATURES)
  if (popup) {
    detach(popup)
    return 'popup'
  }
  const tab = open(url, '_blank')
  if (tab) {
    detach(tab)
    return 'tab'
  }
  return 'blocked'
}

/**
 * For a provider whose URL a server makes (`createUrl`): a blank popup opened inside the click
 * (the gesture is gone once the server answers), navigated when the URL arrives. `navigate`
 * answers how the page was shown: in the popup, or `blocked` (the view then offers a link); a
 * failure closes the blank popup.
 */
export function openPendingWindow(open: Open = (u, t, f) => globalThis.open?.(u, t, f)): {
  navigate(url: string): OpenedAs
  close(): void
} {
  const popup = open('about:blank', ONRAMP_WINDOW_NAME, POPUP_FEATURES) ?? undefined
  return {
    navigate(url) {
      if (!popup || popup.closed) return 'blocked'
      try {
        popup.opener = null
      } catch {
        // Same origin while blank: cannot refuse. Nothing else to do.
      }
      popup.location.href = url
      return 'popup'
    },
    close() {
      popup?.close()
    },
  }
}
