import { Component, type ReactNode, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { KitContext } from '../hooks/context.js'
import type { UiKit } from '../kit/types.js'
import type { ModalHost } from './host.js'
import { OpenModal } from './ModalApp.js'

/**
 * Suspends on `until`, a promise that never settles: what keeps the warm-up's render from
 * committing. One per warm-up: React hangs a ping holding the root on the promise, so a promise
 * kept at module level would keep the thrown-away root (its fibers, its container and the
 * container's ~130 event listeners) alive for the page's life.
 */
function Never({ until }: { until: Promise<never> }): never {
  throw until
}

/** Whatever the warm-up's render throws is dropped: the open renders (and reports) for real. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Renders the open modal once while the page is idle, in a root of its own that is never in the
 * page and never commits: its last child suspends for good, so React throws the render away and
 * runs none of its effects (no subscription, no directory request, no focus). What it leaves is the
 * first run of the modal's and the opening view's code — compiled by the engine, React's paths for
 * them warm — which the first open otherwise paid in the click's task (a first open took 18–32 ms
 * to show the wallets, a second one 11–14). Nothing when the modal is open or the kernel has not
 * loaded.
 */
export function warmUpModal(kit: UiKit, prepared: ModalHost): void {
  try {
    if (kit.stores.modal.getState().open) return
    void kit.controllers // the kernel has loaded (else this throws)
  } catch {
    return
  }
  const root = createRoot(document.createElement('div'))
  try {
    flushSync(() =>
      root.render(
        <KitContext.Provider value={kit}>
          <Quiet>
            <Suspense fallback={null}>
              <OpenModal
                shadow={prepared.shadow}
                phase="open"
                shake={false}
                closeDisabled={false}
              />
              <Never until={new Promise<never>(() => {})} />
            </Suspense>
          </Quiet>
        </KitContext.Provider>,
      ),
    )
  } finally {
    root.unmount()
  }
}
