import { isSwapAvailable } from '../controllers/modal/accountFeatures.js'
import { swapController } from '../controllers/swap/swapController.js'
import type { SwapState, SwapToken } from '../controllers/swap/types.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { readSendContext, type SendContext } from '../send/sendContext.js'
import { formatUnits } from '../utils/decimal.js'
import { createSwapApi } from './swapApi.js'
import { goBackFromSwap } from './swapRouter.js'
import { balanceUnits, nativeSwapAddress, swapTokenLists } from './swapTokens.js'
import type { SwapRequestOptions } from './types.js'

/** The native currency as a swap token when the swap API does not list it. */
const nativeToken = (context: SendContext, address: string): SwapToken => ({
  name: context.network.nativeCurrency.name,
  symbol: context.network.nativeCurrency.symbol,
  address,
  decimals: context.network.nativeCurrency.decimals,
  price: 0,
})

/** The active account, on a network the kit's swap API serves; else 'Unsupported chain'. */
function requireSwapContext(kit: Kit): SendContext & { native: string } {
  const context = readSendContext(kit)
  if (!context) throw new KitError('SWAP_NO_ADDRESS')
  const native = nativeSwapAddress(kit, context.network)
  if (!native || !isSwapAvailable(context.family, context.network.id, kit.options))
    throw new KitError('UNSUPPORTED_CHAIN')
  return { ...context, native }
}

/**
 * Spec §4 swap step 1: loads the swap API's token list (`GET {swapApiUrl}/swap/tokens`), the
 * native currency's price (`/swap/prices`; a failure shows 'Failed to fetch network token price'
 * and the price becomes 0) and the account's balances (`kit.refreshBalances()`), then sets the
 * source token to the native currency with amount '1' and sends OPEN_SWAP. A failure (no
 * account, a network the swap API does not serve, the token list unreadable) shows 'Failed to
 * initialize swap' and goes back. Runs once per swap state: a state already initialized (the
 * view mounted again after the token picker) is kept. Never rejects.
 */
export async function initializeSwap(kit: Kit, options: SwapRequestOptions = {}): Promise<void> {
  const controller = swapController(kit)
  const { initialized, initializing } = controller.getState()
  if (initialized || initializing) return
  // A reset meanwhile (another account or network) makes this run stale: it writes nothing.
  const ticket = controller.ticket()
  controller.setSwapState({ initializing: true, loadingPrices: true })
  const { snackbar, events } = kit.controllers
  try {
    const context = requireSwapContext(kit)
    const { network, native } = context
    events.send('OPEN_SWAP', {
      namespace: context.namespace,
      isSmartAccount: context.isSmartAccount,
      network: network.caipNetworkId,
    })
    const api = createSwapApi(kit, { ...options, signal: ticket.signal })
    const [tokens] = await Promise.all([
      api.tokens(network.caipNetworkId),
      // A failed balance read shows its own message ('Token Balance Unavailable').
      kit.refreshBalances().catch(() => undefined),
    ])
    let networkPrice = 0
    try {
      networkPrice = (await api.prices([native]))[native.toLowerCase()] ?? 0
    } catch {
      if (ticket.current()) snackbar.showError(new KitError('SWAP_TOKEN_PRICE_FAILED'))
    }
    if (!ticket.current()) return
    const balances = readSendContext(kit)?.accountState.tokenBalance ?? []
    const isNative = (token: SwapToken) => token.address.toLowerCase() === native.toLowerCase()
    const offered = tokens.some(isNative) ? tokens : [nativeToken(context, native), ...tokens]
    const withNativePrice = offered.map((token) =>
      isNative(token) ? { ...token, price: networkPrice } : token,
    )
    const lists = swapTokenLists(kit, network, withNativePrice, balances)
    const tokensPriceMap = Object.fromEntries(
      withNativePrice.map((token) => [token.address.toLowerCase(), token.price]),
    )
    const source = lists.myTokensWithBalance?.find(isNative) ?? withNativePrice.find(isNative)
    const patch: Partial<SwapState> = {
      ...lists,
      tokensPriceMap,
      networkPrice,
      sourceToken: source,
      sourceTokenAmount: '1',
      sourceTokenPriceInUSD: networkPrice,
      initialized: true,
      initializing: false,
      loadingPrices: false,
    }
    const state = { ...controller.getState(), ...patch }
    const nativeBalance = source
      ? Number(formatUnits(balanceUnits(state, source), source.decimals))
      : 0
    controller.setSwapState({ ...patch, networkBalanceInUSD: nativeBalance * networkPrice })
  } catch {
    if (!ticket.current()) return
    controller.setSwapState({ initializing: false, loadingPrices: false })
    snackbar.showError(new KitError('SWAP_INIT_FAILED'))
    goBackFromSwap(kit)
  }
}
