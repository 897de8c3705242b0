import { SWAP } from '../constants.js'
import type { Kit } from '../kit/types.js'
import { activeAccountKey } from '../selectors/activeAccount.js'
import { createStore } from '../store/createStore.js'
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

const controllers = new WeakMap<Kit, SwapControllerInternal>()

function createSwapController(kit: Kit): SwapControllerInternal {
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
export function swapController(kit: Kit): SwapControllerInternal {
  let controller = controllers.get(kit)
  if (!controller) {
    controller = createSwapController(kit)
    controllers.set(kit, controller)
  }
  return controller
}

/**
 * The kit's swap state (created on first use, one per kit; never by createKit, so the first load
 * does not carry it). It resets on disconnect, account change and network change. `dispose()`
 * stops it following the kit (a later call creates a fresh one); the subscription lives on the
 * kit's own store, so a destroyed kit takes it along.
 */
export function getSwapController(kit: Kit): SwapController {
  return swapController(kit)
}
