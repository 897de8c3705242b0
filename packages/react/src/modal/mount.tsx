import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { KitContext } from '../hooks/context.js'
import type { UiKit } from '../kit/types.js'
import { adoptStyles } from '../ui/styles/adoptStyles.js'
import { modalCss } from '../ui/styles/modalCss.js'
import { deepActiveElement } from '../utils/focus.js'
import { ModalApp } from './ModalApp.js'

/** The tag of the element the modal lives in (appended to document.body). */
export const MODAL_TAG = 'gangway-modal'

function defineModalElement(registry: CustomElementRegistry) {
  if (registry.get(MODAL_TAG)) return
  registry.define(
    MODAL_TAG,
    class GangwayModalElement extends HTMLElement {
      constructor() {
        super()
        this.attachShadow({ mode: 'open' })
      }
    },
  )
}

/**
 * Creates `<gangway-modal>` in document.body with an open shadow root (styles isolated both
 * ways, applied so a strict Content-Security-Policy allows them), renders the modal into it (synchronously) and returns an unmount function. Remembers
 * which element had focus when the modal opened, so closing returns focus there.
 */
export function mountModal(kit: UiKit): () => void {
  defineModalElement(customElements)
  const host = document.createElement(MODAL_TAG)
  host.setAttribute('data-testid', 'gangway-modal')
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  // A constructed stylesheet, or a <style> with the host's CSP nonce (strict CSPs allow both).
  adoptStyles(shadow, modalCss, { nonce: kit.options.nonce })
  const container = document.createElement('div')
  shadow.append(container)

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
        <ModalApp shadow={shadow} restoreFocus={restoreFocus} />
      </KitContext.Provider>,
    ),
  )
  return () => {
    unsubscribe()
    root.unmount()
    host.remove()
  }
}
