/**
 * The frame's own small UI (plain DOM): the approval of a not-safe request, the recovery code
 * shown once, and the recovery code asked for on a new device. One dialog at a time.
 */

export interface ApprovalDetails {
  title: string
  rows: [label: string, value: string][]
}

// The kit's theme (packages/react/src/ui/styles/theme.ts): the same `--gw-*` tokens and defaults,
// so the dialog reads as part of the modal it sits in; the kit sends its mode and the host's
// overrides of these tokens (SYNC_THEME, checked in messages.ts) and they are set on the root.
// `color-scheme: light` always (the dark theme's colours are explicit): the kit gives the iframe
// element the same scheme, so the page stays transparent around its dialog on any host.
const STYLES = `
:root { color-scheme: light; --gw-accent: #3461e8; --gw-accent-fg: #fff;
  --gw-font-family: 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --gw-border-radius-master: 4px; --gw-color-bg: #fff; --gw-color-surface: #f4f5f7;
  --gw-color-border: rgba(15, 18, 25, 0.08); --gw-color-fg: #121316; --gw-color-fg-muted: #4f5663;
  --gw-color-error: #b4233a; }
:root[data-theme='dark'] { --gw-color-bg: #121316; --gw-color-surface: #1b1d22;
  --gw-color-border: rgba(255, 255, 255, 0.08); --gw-color-fg: #f4f5f7; --gw-color-fg-muted: #a3a9b5;
  --gw-color-error: #f26b7c; }
html, body { margin: 0; background: transparent; font: 14px/1.45 var(--gw-font-family); color: var(--gw-color-fg); }
.gw-dialog { box-sizing: border-box; margin: 0 auto; max-width: 420px; min-height: 100vh; padding: 8px 4px;
  background: var(--gw-color-bg); }
.gw-dialog h1 { font-size: 16px; font-weight: 600; margin: 0 0 12px; text-align: center; }
.gw-dialog p { margin: 0 0 12px; color: var(--gw-color-fg-muted); }
.gw-rows { margin: 0 0 16px; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 12px;
  padding: 12px; border-radius: calc(var(--gw-border-radius-master) * 4); background: var(--gw-color-surface); }
.gw-rows dt { color: var(--gw-color-fg-muted); }
.gw-rows dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; max-height: 160px; overflow: auto; }
.gw-code { font: 600 18px/1.6 ui-monospace, monospace; letter-spacing: 1px; padding: 12px; text-align: center;
  background: var(--gw-color-surface); border-radius: calc(var(--gw-border-radius-master) * 4); margin: 0 0 16px;
  user-select: all; overflow-wrap: anywhere; }
.gw-actions { display: flex; gap: 8px; }
.gw-actions button { flex: 1; }
.gw-actions button, .gw-dialog input { font: inherit; border-radius: calc(var(--gw-border-radius-master) * 3.5); padding: 10px 14px; }
.gw-actions button { border: none; background: var(--gw-color-surface); color: var(--gw-color-fg); cursor: pointer; font-weight: 600; }
.gw-actions button.gw-primary { background: var(--gw-accent); color: var(--gw-accent-fg); }
.gw-dialog input { box-sizing: border-box; width: 100%; margin: 4px 0 12px; border: 1px solid var(--gw-color-border);
  background: var(--gw-color-surface); color: var(--gw-color-fg); font-family: ui-monospace, monospace; }
.gw-error { color: var(--gw-color-error); min-height: 1.45em; margin: -6px 0 8px; }
button:focus-visible, input:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
`

let styled = false
function ensureStyles() {
  if (styled) return
  styled = true
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(STYLES)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

/** The theme variables the kit set last (removed again when it sends others). */
let themed: string[] = []

/**
 * The kit's theme: its mode and its variables (already checked: known `--gw-*` tokens with a
 * colour, px or font value), set as custom properties on the root, one by one (setProperty: a
 * value never becomes a rule).
 */
export function setTheme(mode: 'light' | 'dark', variables: Record<string, string> = {}) {
  const root = document.documentElement
  root.dataset.theme = mode
  for (const name of themed) root.style.removeProperty(name)
  themed = Object.keys(variables)
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value)
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

let dialogCount = 0

/** Who hears the open dialog's content height (main.ts posts it to the kit as SIZE). */
let reportHeight: ((height: number) => void) | undefined
let heightObserver: ResizeObserver | undefined

/** The open dialog's content height, as last measured (undefined before the first measure). */
let lastHeight: number | undefined

/** `report` hears the height (CSS px) of each dialog's content, at once and as it changes. */
export function onContentHeight(report: (height: number) => void) {
  reportHeight = report
}

/** The open dialog's content height as last reported: said again with SHOW, which may follow it. */
export function contentHeight(): number | undefined {
  return lastHeight
}

/**
 * Follows what `root` holds (its children: an error line that appears, a row that wraps): the
 * height from its top to its last child's bottom margin plus its own bottom padding. The dialog
 * itself fills the frame (min-height), so its own box says nothing of its content.
 */
function followContentHeight(root: HTMLElement) {
  heightObserver?.disconnect()
  lastHeight = undefined
  if (!reportHeight || typeof ResizeObserver !== 'function') return
  const measure = () => {
    const last = root.lastElementChild
    if (!last || !root.isConnected) return
    const bottom = last.getBoundingClientRect().bottom - root.getBoundingClientRect().top
    const height = Math.ceil(
      bottom +
        Number.parseFloat(getComputedStyle(last).marginBottom) +
        Number.parseFloat(getComputedStyle(root).paddingBottom),
    )
    if (height === lastHeight) return
    lastHeight = height
    reportHeight?.(height)
  }
  heightObserver = new ResizeObserver(measure)
  for (const child of root.children) heightObserver.observe(child)
}

/** Mounts a dialog (role=dialog, labelled by its heading), replacing any other. */
function mountDialog(title: string, body: Node[]): { root: HTMLElement; close(): void } {
  ensureStyles()
  const headingId = `gw-title-${++dialogCount}`
  const root = element('section', { className: 'gw-dialog' }, [
    element('h1', { id: headingId, textContent: title }),
    ...body,
  ])
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-modal', 'true')
  root.setAttribute('aria-labelledby', headingId)
  document.body.replaceChildren(root)
  followContentHeight(root)
  return { root, close: () => root.remove() }
}

function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const node = element('button', { type: 'button', textContent: label })
  if (primary) node.className = 'gw-primary'
  node.addEventListener('click', onClick)
  return node
}

/**
 * The approval of a not-safe request: Approve resolves true, Reject false. `signal` closes it
 * (the request was aborted) with false.
 */
export function showApproval(details: ApprovalDetails, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const rows = element(
      'dl',
      { className: 'gw-rows' },
      details.rows.flatMap(([label, value]) => [
        element('dt', { textContent: label }),
        element('dd', { textContent: value }),
      ]),
    )
    let done = false
    const finish = (approved: boolean) => {
      if (done) return
      done = true
      dialog.close()
      resolve(approved)
    }
    const approve = button('Approve', true, () => finish(true))
    const reject = button('Reject', false, () => finish(false))
    const dialog = mountDialog(details.title, [
      element('p', { textContent: 'Check the request before you approve it.' }),
      rows,
      element('div', { className: 'gw-actions' }, [reject, approve]),
    ])
    dialog.root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish(false)
    })
    signal?.addEventListener('abort', () => finish(false), { once: true })
    approve.focus()
  })
}

/** The new wallet's recovery code, shown once; resolves when the visitor confirms they saved it. */
export function showRecoveryCode(code: string): Promise<void> {
  return new Promise((resolve) => {
    const saved = button('I saved my recovery code', true, () => {
      dialog.close()
      resolve()
    })
    const copy = button('Copy', false, () => {
      navigator.clipboard?.writeText(code).then(
        () => {
          copy.textContent = 'Copied'
        },
        () => undefined,
      )
    })
    const codeNode = element('div', { className: 'gw-code', textContent: code })
    codeNode.setAttribute('aria-label', 'Recovery code')
    const dialog = mountDialog('Save your recovery code', [
      element('p', {
        textContent:
          'Your wallet was created. Write this code down and keep it safe: it restores your wallet on a new device or browser. It is shown only this once and nobody, not even the server, can show it again.',
      }),
      codeNode,
      element('div', { className: 'gw-actions' }, [copy, saved]),
    ])
    saved.focus()
  })
}

/**
 * Asks for the recovery code until `unlock` accepts one (resolves) or the visitor cancels
 * (rejects 'User rejected the request').
 */
export function askRecoveryCode(unlock: (text: string) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = element('input', {
      type: 'text',
      autocomplete: 'off',
      spellcheck: false,
      placeholder: 'XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XX',
      id: 'gw-recovery-input',
    })
    const label = element('label', { textContent: 'Recovery code', htmlFor: 'gw-recovery-input' })
    const error = element('div', { className: 'gw-error' })
    error.setAttribute('role', 'alert')
    let busy = false
    const submit = async () => {
      if (busy) return
      busy = true
      unlockButton.disabled = true
      error.textContent = ''
      try {
        await unlock(input.value)
        dialog.close()
        resolve()
      } catch (failure) {
        error.textContent = failure instanceof Error ? failure.message : 'Invalid recovery code'
        input.focus()
      } finally {
        busy = false
        unlockButton.disabled = false
      }
    }
    const unlockButton = button('Unlock wallet', true, submit)
    const cancel = button('Cancel', false, () => {
      dialog.close()
      reject(new Error('User rejected the request'))
    })
    const form = element('form', {}, [
      label,
      input,
      error,
      element('div', { className: 'gw-actions' }, [cancel, unlockButton]),
    ])
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void submit()
    })
    const dialog = mountDialog('Unlock your wallet', [
      element('p', {
        textContent:
          'This browser does not hold your wallet yet. Type the recovery code you saved when the wallet was created.',
      }),
      form,
    ])
    input.focus()
  })
}
