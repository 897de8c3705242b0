import { TIMING } from '../../constants.js'
import type { EventBus } from '../../events/createEventBus.js'
import { createStore, type Store } from '../../store/createStore.js'
import { castDraft } from '../../store/produce.js'
import type { RouterData, View } from './views.js'

/**
 * A pending transaction flow (spec §2 "Transaction-stack entries"), e.g. a send through the auth
 * connector that shows ApproveTransaction while the embedded wallet asks for approval. The
 * store keeps its plain part (`TransactionStackEntry`); the callbacks stay beside it.
 */
export interface TransactionAction {
  /** After success: reset the router to this view. */
  view?: View | null
  /** After success: go back one step instead of naming a view. */
  goBack?: boolean
  /**
   * Replace-type entry. After success it returns to the step before ConnectingSiwe when
   * ConnectingSiwe has views before it, otherwise it closes the modal and empties the history.
   */
  replace?: boolean
  /** After cancel: reset the router to this view (default: go back one step). */
  cancelView?: View
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

export type TransactionStatus = 'success' | 'error' | 'cancel'

/** A transaction-stack entry as the store keeps it (plain data; callbacks stay outside). */
export type TransactionStackEntry = Omit<
  TransactionAction,
  'onSuccess' | 'onError' | 'onCancel'
> & {
  id: number
}

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
  /** The data each history entry was opened with (parallel to `history`), restored on goBack. */
  historyData: (RouterData | undefined)[]
  transactionStack: TransactionStackEntry[]
}

export interface RouterControllerOptions {
  events: EventBus
  /** Whether an address is connected on the active namespace (for the ConnectingFarcaster rule). */
  isConnected?: () => boolean
  /** Clears the Farcaster URL of the account state (ConnectingFarcaster rule). */
  clearFarcasterUrl?: () => void
  /** Reloads the auth (email / social) connector, 100 ms after leaving ConnectingFarcaster. */
  reloadAuthConnector?: () => void
  initialView?: View
}

export interface RouterController {
  store: Store<RouterState>
  getState(): RouterState
  /** Goes to a view; ignored if it is the current one. */
  push(view: View, data?: RouterData): void
  /** Replaces the whole history with one view. */
  reset(view: View, data?: RouterData): void
  /** Replaces the last history entry; ignored if it is the same view. */
  replace(view: View, data?: RouterData): void
  /**
   * Pops one entry; when only one is left or UnsupportedChain is in the history, asks for the
   * modal to close instead (`onCloseRequest` listeners).
   */
  goBack(): void
  /** Hears each time the router asks for the modal to close. Returns the unsubscribe. */
  onCloseRequest(listener: () => void): () => void
  /** Returns to a history position (0 is the first entry); ignored when out of range. */
  goBackToIndex(index: number): void
  pushTransactionStack(action: TransactionAction): void
  popTransactionStack(status: TransactionStatus): void
  /** Cancels the pending ConnectingFarcaster follow-up timer. */
  dispose(): void
}

export function createRouterController(options: RouterControllerOptions): RouterController {
  const { events, initialView = 'Connect' } = options
  const closeListeners = new Set<() => void>()
  const closeModal = () => {
    for (const listener of [...closeListeners]) listener()
  }
  /** Each stack entry's callbacks, by entry id (outside the store). */
  const callbacks = new Map<number, Pick<TransactionAction, 'onSuccess' | 'onError' | 'onCancel'>>()
  let nextEntryId = 1
  const store = createStore<RouterState>({
    view: initialView,
    history: [initialView],
    data: undefined,
    historyData: [undefined],
    transactionStack: [],
  })
  let followUpTimer: ReturnType<typeof setTimeout> | undefined

  store.subscribe(
    (state) => state.view,
    (view) => {
      events.send('VIEW_CHANGED', { view })
    },
  )

  const showLast = (history: View[], historyData: (RouterData | undefined)[]) => {
    store.setState((draft) => {
      draft.history = history
      draft.historyData = castDraft(historyData)
      const last = history.at(-1)
      if (last) draft.view = last
      draft.data = castDraft(historyData.at(-1))
    })
  }

  const push: RouterController['push'] = (view, data) => {
    if (view === store.getState().view) return
    store.setState((draft) => {
      draft.view = view
      draft.history.push(view)
      draft.historyData.push(castDraft(data))
      draft.data = castDraft(data)
    })
  }

  const reset: RouterController['reset'] = (view, data) => {
    store.setState((draft) => {
      draft.view = view
      draft.history = [view]
      draft.historyData = [castDraft(data)]
      draft.data = castDraft(data)
    })
  }

  const replace: RouterController['replace'] = (view, data) => {
    const { history } = store.getState()
    if (history.length === 0) return push(view, data)
    if (history.at(-1) === view) return
    store.setState((draft) => {
      draft.view = view
      draft.history[draft.history.length - 1] = view
      draft.historyData[draft.historyData.length - 1] = castDraft(data)
      draft.data = castDraft(data)
    })
  }

  const goBackToIndex: RouterController['goBackToIndex'] = (index) => {
    const { history, historyData } = store.getState()
    if (!Number.isInteger(index) || index < 0 || index >= history.length) return
    showLast(history.slice(0, index + 1), historyData.slice(0, index + 1))
  }

  const goBack: RouterController['goBack'] = () => {
    const { view, history, historyData } = store.getState()
    const leavingFarcaster = view === 'ConnectingFarcaster' && !(options.isConnected?.() ?? false)
    if (history.length <= 1 || history.includes('UnsupportedChain')) closeModal()
    else showLast(history.slice(0, -1), historyData.slice(0, -1))
    if (leavingFarcaster) {
      options.clearFarcasterUrl?.()
      if (followUpTimer) clearTimeout(followUpTimer)
      followUpTimer = setTimeout(() => {
        followUpTimer = undefined
        options.reloadAuthConnector?.()
      }, TIMING.GO_BACK_FOLLOW_UP_MS)
    }
  }

  const returnBeforeSiwe = () => {
    const siweIndex = store.getState().history.indexOf('ConnectingSiwe')
    if (siweIndex > 0) return goBackToIndex(siweIndex - 1)
    closeModal()
    store.setState((draft) => {
      draft.history = []
      draft.historyData = []
      draft.data = undefined
    })
  }

  const popTransactionStack: RouterController['popTransactionStack'] = (status) => {
    const entry = store.getState().transactionStack.at(-1)
    if (!entry) return
    const action = { ...entry, ...callbacks.get(entry.id) }
    callbacks.delete(entry.id)
    store.setState((draft) => {
      draft.transactionStack.pop()
    })
    if (status === 'success') {
      if (action.goBack) goBack()
      else if (action.replace) returnBeforeSiwe()
      else if (action.view) reset(action.view)
      action.onSuccess?.()
      return
    }
    if (status === 'cancel' && action.cancelView) reset(action.cancelView)
    else goBack()
    if (status === 'error') action.onError?.()
    else action.onCancel?.()
  }

  return {
    store,
    getState: store.getState,
    push,
    reset,
    replace,
    goBack,
    onCloseRequest(listener) {
      closeListeners.add(listener)
      return () => closeListeners.delete(listener)
    },
    goBackToIndex,
    pushTransactionStack({ onSuccess, onError, onCancel, ...plain }) {
      const id = nextEntryId++
      callbacks.set(id, { onSuccess, onError, onCancel })
      store.setState((draft) => {
        draft.transactionStack.push({ ...plain, id })
      })
    },
    popTransactionStack,
    dispose() {
      if (followUpTimer) clearTimeout(followUpTimer)
      followUpTimer = undefined
      closeListeners.clear()
      callbacks.clear()
    },
  }
}
