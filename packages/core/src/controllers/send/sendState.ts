import { createStore, type Store } from '../../store/createStore.js'
import type { TokenBalance } from '../../types/account.js'

/** Send state of spec §3. The send flow itself lives elsewhere; this is its store. */
export interface SendState {
  token: TokenBalance | undefined
  /** The amount as the visitor typed it: a decimal string in the token's units ('1.5'). */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  tokenBalances: TokenBalance[]
  loading: boolean
  /** When balances were last fetched (ms), for the 30 s retry gap. */
  lastRetry: number | undefined
}

export interface SendController {
  store: Store<SendState>
  getState(): SendState
  /** Merges a patch into the send state. */
  setSendState(patch: Partial<SendState>): void
  /** Back to the empty send state (disconnect and a successful send do this). */
  resetSend(): void
}

export function createInitialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    tokenBalances: [],
    loading: false,
    lastRetry: undefined,
  }
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
