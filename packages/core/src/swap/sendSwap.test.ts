/**
 * sendSwap (spec §4 step 7, §8) on a scripted adapter with the scripted swap API: the swap sent
 * as built, its events, Activity entry, reset and return to Account; each failure's text.
 */
import { describe, expect, it, vi } from 'vitest'
import type { SendTransactionParams } from '../adapters/types.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapController } from './getSwapController.js'
import { sendSwap } from './sendSwap.js'
import { setSwapSourceAmount } from './swapInput.js'
import {
  GAS_PRICE,
  HASH,
  ROUTER,
  routerOf,
  SWAP_DATA,
  USER,
  useSwapRig,
} from './swapKit.testing.js'

const rig = useSwapRig()

/** 1.5 ETH → USDC quoted and built, on SwapPreview. */
async function swapReady() {
  const made = await rig.swapKitToUsdc()
  const { kit } = made
  setSwapSourceAmount(kit, '1.5')
  await fetchSwapQuote(kit)
  kit.controllers.router.push('SwapPreview')
  return made
}

const swapEvent = {
  namespace: 'eip155',
  isSmartAccount: false,
  network: 'eip155:31337',
  swapFromToken: 'ETH',
  swapToToken: 'USDC',
  swapFromAmount: '1.5',
  swapToAmount: '2985',
}

describe('sendSwap', () => {
  it('sends the built swap; success: snackbar, SWAP_SUCCESS, pending trade in Activity, state reset, balances read, back to Account', async () => {
    const { kit, adapter, state, events, names } = await swapReady()
    const sent: SendTransactionParams[] = []
    adapter.sendTransaction = async (params) => {
      sent.push(params)
      return { hash: HASH }
    }
    const balanceReads = rig.balanceReads
    await expect(sendSwap(kit)).resolves.toEqual({ hash: HASH })
    expect(sent).toEqual([
      expect.objectContaining({
        to: ROUTER,
        data: SWAP_DATA,
        value: 1_500_000_000_000_000_000n,
        gas: 120_000n,
        gasPrice: GAS_PRICE,
        address: USER,
      }),
    ])
    expect(names()).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS'])
    expect(events[1]?.properties).toEqual(swapEvent)
    expect(events[2]?.properties).toEqual(swapEvent)
    expect(kit.stores.snackbar.getState()).toMatchObject({
      message: 'Transaction started',
      variant: 'success',
      link: { url: `https://explorer.invalid/tx/${HASH}` },
    })
    const [pending] = kit.stores.activity.getState().pending
    expect(pending?.metadata).toMatchObject({
      hash: HASH,
      status: 'pending',
      operationType: 'trade',
      sentFrom: USER,
      sentTo: ROUTER,
    })
    expect(pending?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '1.5' } }),
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '2985' },
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
        value: 2985,
      }),
    ])
    expect(state()).toMatchObject({
      initialized: false,
      sourceToken: undefined,
      swapTransaction: undefined,
      loadingTransaction: false,
    })
    expect(routerOf(kit)).toEqual({ view: 'Account', history: ['Account'] })
    await vi.waitFor(() => expect(rig.balanceReads).toBeGreaterThan(balanceReads))
  })

  it('rejected in the wallet: its short message, SWAP_ERROR, the state kept', async () => {
    const { kit, adapter, state, events } = await swapReady()
    adapter.sendTransaction = () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(sendSwap(kit)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(kit.stores.snackbar.getState()).toMatchObject({
      message: 'User rejected the request',
      variant: 'error',
    })
    expect(events.map((event) => event.name)).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_ERROR'])
    expect(events.at(-1)?.properties).toEqual({
      namespace: 'eip155',
      isSmartAccount: false,
      network: 'eip155:31337',
      message: 'User rejected the request',
    })
    expect(state()).toMatchObject({
      sourceTokenAmount: '1.5',
      toTokenAmount: '2985',
      transactionError: 'User rejected the request',
      loadingTransaction: false,
    })
    expect(state().swapTransaction).toBeDefined()
    expect(routerOf(kit).view).toBe('SwapPreview')
    expect(kit.stores.activity.getState().pending).toEqual([])
  })

  it("any other failure: the wallet's short message when it has one, else 'Transaction error'", async () => {
    const { kit, adapter, state } = await swapReady()
    adapter.sendTransaction = () =>
      Promise.reject(
        Object.assign(new Error('long internal details'), {
          shortMessage: 'Execution reverted: UniswapV2Router: EXPIRED',
        }),
      )
    await expect(sendSwap(kit)).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_ERROR' })
    expect(kit.stores.snackbar.getState().message).toBe(
      'Execution reverted: UniswapV2Router: EXPIRED',
    )
    adapter.sendTransaction = () => Promise.reject(new Error('socket hang up'))
    await expect(sendSwap(kit)).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_ERROR' })
    // A second snackbar shows after the spec's 150 ms re-show delay.
    await vi.waitFor(() => expect(kit.stores.snackbar.getState().message).toBe('Transaction error'))
    expect(state().transactionError).toBe('Transaction error')
  })

  it("a swap the node reverts (the price moved past the bound): 'Transaction error', SWAP_ERROR, the state kept", async () => {
    const { kit, adapter, state, names } = await swapReady()
    adapter.sendTransaction = async () => ({ hash: HASH })
    rig.routes['/rpc'] = () => ({ body: { jsonrpc: '2.0', result: { status: '0x0' } } })
    await expect(sendSwap(kit)).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_ERROR' })
    expect(kit.stores.snackbar.getState()).toMatchObject({
      message: 'Transaction error',
      variant: 'error',
    })
    expect(names()).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_ERROR'])
    expect(state()).toMatchObject({
      transactionError: 'Transaction error',
      loadingTransaction: false,
    })
    expect(state().swapTransaction).toBeDefined()
    expect(kit.stores.activity.getState().pending).toEqual([])
    expect(routerOf(kit).view).toBe('SwapPreview')
  })

  it('a swap not mined within the receipt time limit stays pending in Activity (it was sent)', async () => {
    const { kit, adapter, names } = await swapReady()
    adapter.sendTransaction = async () => ({ hash: HASH })
    rig.routes['/rpc'] = () => ({ body: { jsonrpc: '2.0', result: null } })
    await expect(sendSwap(kit, { receiptTimeoutMs: 200 })).resolves.toEqual({ hash: HASH })
    expect(names().at(-1)).toBe('SWAP_SUCCESS')
    expect(kit.stores.activity.getState().pending[0]?.metadata.status).toBe('pending')
  })

  it('a wallet that never answers fails within the time limit, the state kept', async () => {
    const { kit, adapter, state } = await swapReady()
    adapter.sendTransaction = () => new Promise(() => {})
    await expect(sendSwap(kit, { walletTimeoutMs: 50 })).rejects.toMatchObject({
      code: 'WALLET_TIMEOUT',
    })
    expect(state()).toMatchObject({ loadingTransaction: false, toTokenAmount: '2985' })
  })

  it("without a built swap (approval still due, or no quote): 'Failed to create transaction', nothing sent", async () => {
    const { kit, adapter } = await swapReady()
    let asked = 0
    adapter.sendTransaction = async () => {
      asked += 1
      return { hash: HASH }
    }
    getSwapController(kit).setSwapState({ swapTransaction: undefined })
    await expect(sendSwap(kit)).rejects.toMatchObject({
      shortMessage: 'Failed to create transaction',
    })
    expect(asked).toBe(0)
  })
})
