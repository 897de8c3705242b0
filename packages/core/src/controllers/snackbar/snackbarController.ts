import { TIMING } from '../../constants.js'
import type { ErrorCode } from '../../errors/catalogue.js'
import { type ErrorParams, KitError } from '../../errors/KitError.js'
import { createStore, type Store } from '../../store/createStore.js'

export type SnackbarVariant = 'loading' | 'success' | 'error'

/**
 * How long an auto-closing message stays (the spec gives no number; the kit's choice, long
 * enough to read a short line).
 */
export const SNACKBAR_AUTO_HIDE_MS = 2200

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
  icon?: string
  /** A link shown with the message (e.g. the transaction on the network's explorer). */
  link?: SnackbarLink
  autoClose: boolean
  /** A message given as a kit error (`showError(kitError)`, a catalogue entry such as 'Transaction started'): its code and params, so the modal can show its text in its locale. */
  code?: ErrorCode
  params?: ErrorParams
}

export interface SnackbarLink {
  url: string
  label: string
}

export interface SnackbarShowOptions {
  /** Hide after SNACKBAR_AUTO_HIDE_MS. Defaults to true (spec §2). */
  autoClose?: boolean
  /** Icon name or URL shown with the message. */
  icon?: string
  /** A link shown with the message. */
  link?: SnackbarLink
}

export interface SnackbarController {
  store: Store<SnackbarState>
  getState(): SnackbarState
  /** Each takes a text, or a catalogue entry as a KitError (its short text; its code and params kept for the modal's locale). */
  showLoading(message: string | KitError, options?: SnackbarShowOptions): void
  showSuccess(message: string | KitError, options?: SnackbarShowOptions): void
  /** A text, or a kit error (its short text, with its code and params kept for the modal's locale). */
  showError(message: string | KitError, options?: SnackbarShowOptions): void
  hide(): void
  dispose(): void
}

/**
 * The snackbar (spec §2): a new message while one is open first closes the open one and
 * appears 150 ms later.
 */
export function createSnackbarController(): SnackbarController {
  const store = createStore<SnackbarState>({
    open: false,
    message: '',
    variant: 'success',
    icon: undefined,
    link: undefined,
    autoClose: true,
    code: undefined,
    params: undefined,
  })
  let reshowTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  const clearTimers = () => {
    if (reshowTimer) clearTimeout(reshowTimer)
    if (hideTimer) clearTimeout(hideTimer)
    reshowTimer = undefined
    hideTimer = undefined
  }

  const hide = () => {
    clearTimers()
    store.setState((draft) => {
      draft.open = false
    })
  }

  const appear = (
    message: string | KitError,
    variant: SnackbarVariant,
    options: SnackbarShowOptions,
  ) => {
    const autoClose = options.autoClose ?? true
    const error = message instanceof KitError ? message : undefined
    store.setState((draft) => {
      draft.open = true
      draft.message = error ? error.shortMessage : (message as string)
      draft.code = error?.code
      draft.params = error?.params && { ...error.params }
      draft.variant = variant
      draft.icon = options.icon
      draft.link = options.link
      draft.autoClose = autoClose
    })
    if (autoClose) hideTimer = setTimeout(hide, SNACKBAR_AUTO_HIDE_MS)
  }

  const show = (
    message: string | KitError,
    variant: SnackbarVariant,
    options: SnackbarShowOptions = {},
  ) => {
    const busy = store.getState().open || reshowTimer !== undefined
    hide()
    if (!busy) return appear(message, variant, options)
    reshowTimer = setTimeout(() => {
      reshowTimer = undefined
      appear(message, variant, options)
    }, TIMING.SNACKBAR_RESHOW_DELAY_MS)
  }

  return {
    store,
    getState: store.getState,
    showLoading: (message, options) => show(message, 'loading', options),
    showSuccess: (message, options) => show(message, 'success', options),
    showError: (message, options) => show(message, 'error', options),
    hide,
    dispose: clearTimers,
  }
}
