import type { UiKit } from '../kit/types.js'
import { adoptStyles } from '../ui/styles/adoptStyles.js'
import { modalCss } from '../ui/styles/modalCss.js'

/** The tag of the element the modal lives in (appended to document.body). */
export const MODAL_TAG = 'gangway-modal'

/** Kept on the kit object itself (no module state): each kit has its own host. */
const HOST = Symbol.for('@gangway/react:modal-host')

/** The modal's element, its open shadow root (styles applied) and the node React renders into. */
export interface ModalHost {
  host: HTMLElement
  shadow: ShadowRoot
  container: HTMLDivElement
}

type WithHost = UiKit & { [HOST]?: ModalHost }

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

function createModalHost(kit: UiKit): ModalHost {
  defineModalElement(customElements)
  const host = document.createElement(MODAL_TAG)
  host.setAttribute('data-testid', 'gangway-modal')
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  // A constructed stylesheet (parsed here, shared by the document's kits), or a <style> with the
  // host's CSP nonce where constructed sheets are missing: strict CSPs allow both.
  adoptStyles(shadow, modalCss, { nonce: kit.options.nonce })
  const container = document.createElement('div')
  shadow.append(container)
  return { host, shadow, container }
}

/**
 * The kit's modal host, made on first call: `<gangway-modal>` with an open shadow root holding
 * the modal's styles and an empty node for React. Not in the document: the open appends it to
 * `document.body`, so a kit that never opens (or is detached first) leaves nothing in the page.
 * The idle preload calls this so the open only appends the element and renders. Browser only.
 */
export function modalHost(kit: UiKit): ModalHost {
  const target = kit as WithHost
  target[HOST] ??= createModalHost(kit)
  return target[HOST]
}

/** Removes the kit's host from the page and forgets it (the next mount makes a new one). */
export function releaseModalHost(kit: UiKit, prepared: ModalHost): void {
  const target = kit as WithHost
  if (target[HOST] === prepared) delete target[HOST]
  prepared.host.remove()
}
