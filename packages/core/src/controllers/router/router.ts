import { TIMING } from '../../constants.js'
import type { EventBus } from '../../events/createEventBus.js'
import { createStore, type Store } from '../../store/createStore.js'
import type { RouterData, View } from './views.js'

/**
 * A pending transaction flow (spec §2 "Transaction-stack entries"), e.g. a send through the auth
 * connector that shows ApproveTransaction while the embedded wallet asks for approval.
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

export interface RouterState {
  view: View
  history: View[]
  data?: RouterData
  /** The data each history entry was opened with (parallel to `history`), restored on goBack. */
  historyData: (RouterData | undefined)[]
  transactionStack: TransactionAction[]
}

export interface RouterControllerOptions {
  events: EventBus
  /** Closes the modal (goBack from the only entry or with UnsupportedChain in the history). */
  closeModal?: () => void
  /** Alias of `closeModal`. */
  onClose?: () => void
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
  /** Pops one entry; closes the modal when only one is left or UnsupportedChain is in the history. */
  goBack(): void
  /** Returns to a history position (0 is the first entry); ignored when out of range. */
  goBackToIndex(index: number): void
  pushTransactionStack(action: TransactionAction): void
  popTransactionStack(status: TransactionStatus): void
  /** Cancels the pending ConnectingFarcaster follow-up timer. */
  dispose(): void
}

export function createRouterController(options: RouterControllerOptions): RouterController {
  const { events, initialView = 'Connect' } = options
  const closeModal = options.closeModal ?? options.onClose ?? (() => {})
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
      draft.historyData = historyData as never
      const last = history.at(-1)
      if (last) draft.view = last
      draft.data = historyData.at(-1) as never
    })
  }

  const push: RouterController['push'] = (view, data) => {
    if (view === store.getState().view) return
    store.setState((draft) => {
      draft.view = view
      draft.history.push(view)
      draft.historyData.push(data as never)
      draft.data = data as never
    })
  }

  const reset: RouterController['reset'] = (view, data) => {
    store.setState((draft) => {
      draft.view = view
      draft.history = [view]
      draft.historyData = [data as never]
      draft.data = data as never
    })
  }

  const replace: RouterController['replace'] = (view, data) => {
    const { history } = store.getState()
    if (history.length === 0) return push(view, data)
    if (history.at(-1) === view) return
    store.setState((draft) => {
      draft.view = view
      draft.history[draft.history.length - 1] = view
      draft.historyData[draft.historyData.length - 1] = data as never
      draft.data = data as never
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
    const action = store.getState().transactionStack.at(-1)
    if (!action) return
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
    goBackToIndex,
    pushTransactionStack(action) {
      store.setState((draft) => {
        draft.transactionStack.push(action as never)
      })
    },
    popTransactionStack,
    dispose() {
      if (followUpTimer) clearTimeout(followUpTimer)
      followUpTimer = undefined
    },
  }
}
