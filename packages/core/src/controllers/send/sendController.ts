import { createStore, type Store } from '../../store/createStore.js'
import { createInitialSendState, type SendState } from './initialSendState.js'

export { createInitialSendState, type SendState }

export interface SendController {
  store: Store<SendState>
  getState(): SendState
  /** Merges a patch into the send state. */
  setSendState(patch: Partial<SendState>): void
  /** Back to the empty send state (disconnect and a successful send do this). */
  resetSend(): void
}

export function createSendController(): SendController {
  const store = createStore<SendState>(createInitialSendState())
  return {
    store,
    getState: store.getState,
    setSendState(patch) {
      store.setState((draft) => {
        Object.assign(draft, patch)
      })
    },
    resetSend: store.reset,
  }
}
