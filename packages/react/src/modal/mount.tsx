import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { KitContext } from '../hooks/context.js'
import type { UiKit } from '../kit/types.js'
import { MonogramPaletteContext } from '../ui/monogramPalette.js'
import { deepActiveElement } from '../utils/focus.js'
import { modalHost, releaseModalHost } from './host.js'
import { ModalApp } from './ModalApp.js'

export { MODAL_TAG, modalHost } from './host.js'
export { warmUpModal } from './warmUp.js'
export { warmUpLayout } from './warmUpLayout.js'

/**
 * Appends the kit's `<gangway-modal>` to document.body — made at idle by the preload (see
 * `modalHost`: an open shadow root, styles isolated both ways and applied so a strict
 * Content-Security-Policy allows them), else made now — renders the modal into it
 * (synchronously) and returns an unmount function, which removes the element. Remembers which
 * element had focus when the modal opened, so closing returns focus there.
 */
export function mountModal(kit: UiKit): () => void {
  const prepared = modalHost(kit)
  const { host, shadow, container } = prepared

  let opener: Element | null = deepActiveElement(document)
  const unsubscribe = kit.stores.modal.subscribe(
    (state) => state.open,
    (open) => {
      if (open) opener = deepActiveElement(document)
    },
  )
  const restoreFocus = () => {
    const target = opener
    opener = null
    if (target instanceof HTMLElement && target.isConnected && !host.contains(target)) {
      target.focus({ preventScroll: true })
    }
  }

  document.body.appendChild(host)
  const root = createRoot(container)
  // Rendered in this task (the open's): with the opening view already loaded, the first frame
  // after the click shows the wallets rather than an empty card.
  flushSync(() =>
    root.render(
      <KitContext.Provider value={kit}>
        <MonogramPaletteContext.Provider value={true}>
          <ModalApp shadow={shadow} restoreFocus={restoreFocus} />
        </MonogramPaletteContext.Provider>
      </KitContext.Provider>,
    ),
  )
  return () => {
    unsubscribe()
    root.unmount()
    releaseModalHost(kit, prepared)
  }
}
