import type { ErrorCode } from '../../errors/catalogue.js'
import { type ErrorParams, KitError } from '../../errors/KitError.js'
import type { EventBus } from '../../events/createEventBus.js'
import { createStore, type Store } from '../../store/createStore.js'

export type AlertVariant = 'error' | 'warning' | 'info'

export interface AlertMessage {
  shortMessage: string
  longMessage?: string
}

export interface AlertState {
  open: boolean
  shortMessage: string
  longMessage?: string
  variant: AlertVariant
  /** A kit error's code and params (`showError`), so the modal can show its text in its locale. */
  code?: ErrorCode
  params?: ErrorParams
}

export interface AlertController {
  store: Store<AlertState>
  getState(): AlertState
  /** Shows a short and a long message (spec §2 "Alert") and sends ALERT_SHOWN. */
  open(message: AlertMessage, variant?: AlertVariant): void
  close(): void
  /** Shows a kit error, or a catalogue entry by code, with the catalogue's short and long texts. */
  showError(error: KitError | ErrorCode, params?: ErrorParams): void
}

export function createAlertController({ events }: { events: EventBus }): AlertController {
  const store = createStore<AlertState>({
    open: false,
    shortMessage: '',
    longMessage: undefined,
    variant: 'error',
  })

  const show = (
    { shortMessage, longMessage }: AlertMessage,
    variant: AlertVariant,
    error?: KitError,
  ) => {
    store.setState((draft) => {
      draft.open = true
      draft.shortMessage = shortMessage
      draft.longMessage = longMessage
      draft.variant = variant
      draft.code = error?.code
      draft.params = error?.params && { ...error.params }
    })
    events.send(
      'ALERT_SHOWN',
      longMessage === undefined ? { shortMessage } : { shortMessage, longMessage },
    )
  }

  return {
    store,
    getState: store.getState,
    open: (message, variant = 'error') => show(message, variant),
    close() {
      store.setState((draft) => {
        draft.open = false
      })
    },
    showError(error, params) {
      const kitError = error instanceof KitError ? error : new KitError(error, { params })
      show(
        { shortMessage: kitError.shortMessage, longMessage: kitError.longMessage },
        'error',
        kitError,
      )
    },
  }
}
