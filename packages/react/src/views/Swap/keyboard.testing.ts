// Keyboard-only driving of the modal for the Swap views' tests (happy-dom): focus, Tab, Enter,
// typing into the focused field, and the arrow keys.
import { inModal, keyDown, modalShadow } from '../../testing/modal.testing.js'

/** The focused element, through the modal's shadow root. */
export const focused = () => {
  let active = modalShadow()?.activeElement as HTMLElement | null | undefined
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active ?? null
}

export const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  inModal<T>(`[data-testid="${id}"]`)

export const allByTestId = (id: string) =>
  Array.from(modalShadow()?.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`) ?? [])

/** Types into the focused field, as a keyboard does (React listens to input events). */
export function type(text: string) {
  const input = focused() as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
  setter?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Tab: focus moves to the next focusable control of the dialog, as the browser moves it. */
export function tab() {
  const dialog = inModal('[role="dialog"]') as HTMLElement
  const controls = Array.from(
    dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href]'),
  ).filter((control) => control.tabIndex >= 0)
  const next = controls[controls.indexOf(focused() as HTMLElement) + 1]
  next?.focus()
  return next
}

/**
 * Enter on the focused control: a button activates (click); in a form field it submits the form
 * as a browser does (unless the key is taken, or the form's submit button is disabled).
 */
export function press() {
  const control = focused() as HTMLElement
  if (!(control instanceof HTMLInputElement)) return control.click()
  const event = new KeyboardEvent('keydown', {
    key: 'Enter',
    bubbles: true,
    composed: true,
    cancelable: true,
  })
  control.dispatchEvent(event)
  const submit = control.form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!event.defaultPrevented && submit && !submit.disabled) control.form?.requestSubmit()
}

/** An arrow (or Home / End) key on the focused control. */
export const arrow = (key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End') =>
  keyDown(focused() as HTMLElement, key)
