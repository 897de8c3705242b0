/** Focus helpers for the dialog: tabbable elements, the trap, and the element to return to. */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

/** Tabbable descendants in DOM order, skipping hidden and inert ones. */
export function tabbableElements(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert],[hidden],[aria-hidden="true"]') &&
      element.getAttribute('aria-disabled') !== 'true',
  )
}

/** The focused element, following open shadow roots (a button inside a custom element). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Keeps Tab / Shift+Tab inside `container`. Returns true when it moved focus (and prevented the
 * default). `root` is where the focused element is read (the shadow root the dialog lives in).
 */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
  root: Document | ShadowRoot,
): boolean {
  if (event.key !== 'Tab') return false
  const items = tabbableElements(container)
  if (items.length === 0) {
    event.preventDefault()
    container.focus()
    return true
  }
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = root.activeElement
  const inside = active instanceof Node && container.contains(active)
  if (event.shiftKey && (active === first || !inside || active === container)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}
