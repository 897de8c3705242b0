import { SWAP } from '../../constants.js'
import { activeAccountKey } from '../../selectors/activeAccount.js'
import { createStore, type Store } from '../../store/createStore.js'
import type { ChainState } from '../chain/chainController.js'
import type { SwapController, SwapState } from './types.js'

/** The empty swap state (spec §3; slippage at spec §9's default). */
export function createInitialSwapState(): SwapState {
  return {
    initialized: false,
    sourceToken: undefined,
    sourceTokenAmount: '',
    sourceTokenPriceInUSD: 0,
    toToken: undefined,
    toTokenAmount: '',
    toTokenPriceInUSD: 0,
    slippage: SWAP.DEFAULT_SLIPPAGE_PERCENT,
    gasFee: '0',
    gasPriceInUSD: undefined,
    priceImpact: undefined,
    maxSlippage: undefined,
    providerFee: undefined,
    networkPrice: 0,
    networkBalanceInUSD: 0,
    tokens: undefined,
    popularTokens: undefined,
    suggestedTokens: undefined,
    foundTokens: undefined,
    myTokensWithBalance: undefined,
    tokensPriceMap: {},
    approvalTransaction: undefined,
    swapTransaction: undefined,
    batchId: undefined,
    inputError: undefined,
    transactionError: undefined,
    initializing: false,
    loadingQuote: false,
    loadingPrices: false,
    loadingApprovalTransaction: false,
    loadingBuildTransaction: false,
    loadingTransaction: false,
    fetchError: false,
  }
}

/** What a quote or build is for: it may write to the state only while `current()` holds. */
export interface SwapTicket {
  /** Aborted when the input changes (or the state resets): its HTTP calls stop. */
  signal: AbortSignal
  /** True while no newer input or reset came after the ticket was taken. */
  current(): boolean
}

/** The controller with what the swap actions share: the stale-result guard. */
export interface SwapControllerInternal extends SwapController {
  /** A ticket for a quote of the current input; an older ticket stops being current. */
  ticket(): SwapTicket
  /** The input changed: every ticket taken so far is stale (its calls are aborted). */
  invalidate(): void
}

/** What a swap controller follows: a kit's chain store (a `Kit` is one). */
export interface SwapHost {
  readonly stores: { readonly chain: Store<ChainState> }
}

const controllers = new WeakMap<SwapHost, SwapControllerInternal>()

function createSwapController(kit: SwapHost): SwapControllerInternal {
  const store = createStore<SwapState>(createInitialSwapState())
  let generation = 0
  let abort = new AbortController()
  const invalidate = () => {
    generation += 1
    abort.abort()
    abort = new AbortController()
  }
  const resetSwap = () => {
    invalidate()
    store.reset()
  }
  // Whose swap it is: another account, network or a disconnect starts from the empty state.
  const stop = kit.stores.chain.subscribe(activeAccountKey, resetSwap)
  return {
    store,
    getState: store.getState,
    setSwapState(patch) {
      store.setState((draft) => {
        Object.assign(draft, patch)
      })
    },
    resetSwap,
    dispose() {
      invalidate()
      stop()
      controllers.delete(kit)
    },
    ticket() {
      const taken = generation
      return { signal: abort.signal, current: () => taken === generation }
    },
    invalidate,
  }
}

/** The kit's swap controller with the actions' internals (see `getSwapController`). */
export function swapController(kit: SwapHost): SwapControllerInternal {
  let controller = controllers.get(kit)
  if (!controller) {
    controller = createSwapController(kit)
    controllers.set(kit, controller)
  }
  return controller
}
