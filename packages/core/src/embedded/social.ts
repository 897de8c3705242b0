import { KitError } from '../errors/KitError.js'

/** The query parameter the server adds to `returnTo` after the provider's callback. */
export const SOCIAL_RESULT_PARAM = 'gangway_social'
const POLL_MS = 250
/** How long a popup may stay open before the login gives up. */
const POPUP_LIMIT_MS = 10 * 60 * 1000

/** The page's URL without the social result and the fragment: where the provider returns to. */
export function pageWithoutResult(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  url.hash = ''
  return url.href
}

/** The page URL when it carries a social result (the redirect came back), else undefined. */
export function socialResultIn(href: string | undefined): string | undefined {
  if (!href) return undefined
  try {
    const value = new URL(href).searchParams.get(SOCIAL_RESULT_PARAM)
    return value && value.length <= 512 ? href : undefined
  } catch {
    return undefined
  }
}

/** Removes the social result from the address bar (history.replaceState: no reload, no entry). */
export function removeSocialResultFromPage(): void {
  const { location, history } = globalThis
  if (!location || !history?.replaceState) return
  const url = new URL(location.href)
  if (!url.searchParams.has(SOCIAL_RESULT_PARAM)) return
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  history.replaceState(history.state, '', url.href)
}

/**
 * Sends the popup the view opened to the provider, then reads its location until it is back on
 * `origin` with the social result (reading throws while it is on the provider's origin: skipped).
 * Resolves with that URL and closes the popup; rejects with 'User rejected the request' when the
 * visitor closes it, 'Request was aborted' on `signal`, 'Something went wrong' after 10 minutes.
 */
export function followSocialPopup(
  popup: Window,
  uri: string,
  origin: string,
  signal?: AbortSignal,
  pollMs = POLL_MS,
): Promise<string> {
  popup.location.href = uri
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const end = (error?: KitError, href?: string) => {
      clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
      if (error) reject(error)
      else resolve(href as string)
    }
    const onAbort = () => {
      end(new KitError('REQUEST_ABORTED'))
      popup.close()
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    const timer = setInterval(() => {
      if (popup.closed) return end(new KitError('USER_REJECTED'))
      if (Date.now() - started > POPUP_LIMIT_MS) {
        popup.close()
        return end(new KitError('REQUEST_FAILED'))
      }
      let href: string
      try {
        href = popup.location.href
      } catch {
        return // On the provider's origin.
      }
      if (!href || href === 'about:blank') return
      let url: URL
      try {
        url = new URL(href)
      } catch {
        return
      }
      if (url.origin !== origin || !socialResultIn(href)) return
      popup.close()
      end(undefined, href)
    }, pollMs)
  })
}
