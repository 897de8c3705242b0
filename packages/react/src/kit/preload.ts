import type { View } from '@gangway/core'
import {
  createBrowserEnvironment,
  resolveOpeningView,
  selectIsConnected,
} from '@gangway/core/shell'
import { loadKitLocale } from '../i18n/buttonText.js'
import { prepareModalHost } from '../modal/prepareHost.js'
import { type UiChunks, uiChunks } from './chunks.js'
import type { UiKit } from './types.js'

/** `requestIdleCallback`'s timeout: preload by then even if the page never goes idle. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2000
/** Where `requestIdleCallback` is missing (Safari): this long after the first frame. */
export const IDLE_FALLBACK_DELAY_MS = 200

const noop = () => {}

/** The view `kit.open()` would show now (core's opening rules); Connect without a kit. */
export function initialView(kit?: UiKit): View {
  if (!kit) return 'Connect'
  const connected = selectIsConnected(kit.stores.chain.getState())
  return resolveOpeningView({
    connected,
    hasAdapters: kit.options.adapters.length > 0,
    isMobile: createBrowserEnvironment().isMobile(),
  })
}

/**
 * Starts the modal's import and the view's together (neither waits for the other), with the
 * parts of the view the kit's options show (`loadParts`: code only). With `askAhead`, the view
 * then asks ahead for what its first frame shows (Connect: the directory's wallets), once the kit
 * is ready: the view's data is read through the kernel's controllers, which a kit still loading
 * does not have (a pointer on the button that early threw in the page). The idle preload asks
 * nothing: a page view that never opens the modal asks no server.
 */
export function preloadChunks(
  chunks: UiChunks,
  view: View,
  kit?: UiKit,
  { askAhead = true }: { askAhead?: boolean } = {},
): Promise<unknown> {
  const modal = chunks.modal.load()
  const viewModule = chunks.view(view).load()
  const withParts = kit ? viewModule.then((module) => module.loadParts?.(kit)) : viewModule
  if (kit && askAhead)
    void Promise.all([viewModule, kit.ready])
      .then(([module]) => module.prefetch?.(kit))
      .catch(noop)
  return Promise.all([modal, withParts])
}

/**
 * Loads the modal, the kit's locale (none for English) and the view it would open on (`view`, else the kit's opening view: Account
 * when connected, else Connect), in parallel, without mounting anything. Resolves once both have
 * loaded; the next open then mounts and renders in the same task.
 */
export function preloadModal(kit?: UiKit, view?: View): Promise<unknown> {
  const chunks = preloadChunks(uiChunks, view ?? initialView(kit), kit)
  return kit ? Promise.all([chunks, loadKitLocale(kit)]) : chunks
}

/**
 * The buttons' pointer-enter / focus preload, with the view's data (the visitor is about to
 * open it); nothing when the host set `preloadModal: false`.
 */
export function preloadOnIntent(kit: UiKit, view?: View): void {
  if (kit.options.preloadModal === false) return
  preloadModal(kit, view).catch(noop) // the open loads (and reports) again
}

/**
 * Runs `task` once the page has loaded and painted a frame, when the browser is idle
 * (`requestIdleCallback` with a 2 s timeout; 200 ms after the frame where it is missing).
 * Returns a cancel. Browser only.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancel = noop
  const run = () => {
    cancel = noop
    task()
  }
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS })
      cancel = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(run, IDLE_FALLBACK_DELAY_MS)
      cancel = () => clearTimeout(id)
    }
  }
  const afterPaint = () => {
    if (typeof requestAnimationFrame !== 'function') return idle()
    const id = requestAnimationFrame(() => idle())
    cancel = () => cancelAnimationFrame(id)
  }
  if (document.readyState === 'complete') afterPaint()
  else {
    window.addEventListener('load', afterPaint, { once: true })
    cancel = () => window.removeEventListener('load', afterPaint)
  }
  return () => cancel()
}

export interface IdlePreloadSeams {
  schedule?: (task: () => void) => () => void
  chunks?: UiChunks
}

/**
 * With `preloadModal: 'idle'` (the default), preloads the modal and its opening view once the
 * page is idle after its first paint, and the opening view again once `kit.ready` settles (a
 * restored session opens on Account). Nothing on the server. Returns a cancel.
 */
export function scheduleIdlePreload(kit: UiKit, seams: IdlePreloadSeams = {}): () => void {
  if (typeof document === 'undefined' || kit.options.preloadModal !== 'idle') return noop
  const { schedule = whenIdleAfterPaint, chunks = uiChunks } = seams
  let cancelled = false
  const preload = () =>
    Promise.all([
      preloadChunks(chunks, initialView(kit), kit, { askAhead: false }),
      loadKitLocale(kit),
    ]).catch(noop)
  const cancel = schedule(() => {
    void preload()
    const opening = kit.ready.then(() => (cancelled ? undefined : preload()), noop)
    void prepareModalHost(
      kit,
      opening.then(() => !cancelled),
    )
  })
  return () => {
    cancelled = true
    cancel()
  }
}
