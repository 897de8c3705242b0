import '../../testing/dom.testing.js'
import type {
  AdapterCapabilities,
  SendCallsParams,
  SendTransactionParams,
} from '@gangway/core/adapter'
import { getSwapController } from '@gangway/core/swap'
import { describe, expect, it, vi } from 'vitest'
import { byTestId, focused, press, type } from '../Swap/keyboard.testing.js'
import { HASH, openSwap, pickToken, ROUTER, swapApiPerTest, USDC } from '../Swap/swapApi.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const swap = swapApiPerTest()
const { kits } = swap

/** A wallet that waits for `release()` before each answer, and records what it sends. */
function gatedWallet(made: Made) {
  const sent: SendTransactionParams[] = []
  let open = () => {}
  let failure: unknown
  made.adapter.sendTransaction = async (params) => {
    sent.push(params)
    await new Promise<void>((resolve) => {
      open = resolve
    })
    if (failure) throw failure
    // The approval is mined: the router may now take the visitor's USDC.
    if (params.data?.startsWith('0x095ea7b3'))
      swap.api.allowances.set(USDC.toLowerCase(), 10n ** 30n)
    return { hash: HASH }
  }
  return {
    sent,
    release: () => open(),
    refuse: () => {
      failure = Object.assign(new Error('denied'), { code: 4001 })
      open()
    },
  }
}

type Made = Awaited<ReturnType<typeof openSwap>>

/**
 * Swap with `from` → `to` for `amount`, quoted, then Review (by keyboard); `prepare` sets up the
 * wallet before the first quote.
 */
async function preview(from: string, to: string, amount: string, prepare?: (made: Made) => void) {
  const made = await openSwap(swap.api)
  kits.push(made.kit)
  prepare?.(made)
  if (from !== 'ETH') await pickToken(made.kit, 'source', from)
  await pickToken(made.kit, 'to', to)
  byTestId('swap-source-amount')?.focus()
  type(amount)
  await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('swap-review')?.disabled).toBe(false), {
    timeout: 5_000,
  })
  press()
  await vi.waitFor(() => expect(byTestId('swap-preview-view')).not.toBeNull(), {
    timeout: 10_000,
  })
  return { ...made, wallet: gatedWallet(made) }
}

const swapButton = () => byTestId<HTMLButtonElement>('swap-preview-swap')
const back = () =>
  Array.from(byTestId('swap-preview-view')?.querySelectorAll('button') ?? []).find(
    (button) => button.textContent === 'Back',
  )

describe('SwapPreview view', () => {
  it('keyboard only: what is paid and received, fees, then Swap; back on Account', async () => {
    const { kit, wallet, events } = await preview('ETH', 'USDC', '0.5')
    await vi.waitFor(() => expect(focused()).toBe(swapButton()))
    expect(byTestId('swap-preview-pay')?.textContent).toBe('0.5 ETH (≈ $1,000.00)')
    expect(byTestId('swap-preview-receive')?.textContent).toBe('997 USDC (≈ $997.00)')
    expect(byTestId('swap-preview-network')?.textContent).toBe('Ethereum')
    expect(byTestId('swap-preview-details-network-fee')?.textContent).toBe('0.00015 ETH (≈ $0.30)')
    // The swap API reports no provider fee: none is shown.
    expect(byTestId('swap-preview-details-provider-fee')).toBeNull()
    expect(byTestId('swap-preview-details-slippage')?.textContent).toBe('9.97 USDC (1%)')
    // No approval for the native currency.
    expect(byTestId('swap-preview-approve')).toBeNull()
    expect(byTestId('swap-preview-step')).toBeNull()

    press()
    // Busy while the wallet is asked: the Back button waits too.
    await vi.waitFor(() => expect(swapButton()?.getAttribute('aria-busy')).toBe('true'))
    expect(swapButton()?.textContent).toBe(' Confirm in your wallet')
    expect(swapButton()?.disabled).toBe(true)
    expect(back()?.disabled).toBe(true)
    expect(byTestId('swap-preview-view')?.textContent).toContain('Confirm the swap in your wallet…')
    wallet.release()

    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'), {
      timeout: 10_000,
    })
    expect(wallet.sent).toEqual([
      expect.objectContaining({ to: ROUTER, value: 5n * 10n ** 17n, gas: 150_000n }),
    ])
    expect(events.filter((name) => name.includes('SWAP'))).toEqual([
      'OPEN_SWAP',
      'INITIATE_SWAP',
      'SWAP_SUCCESS',
    ])
    expect(getSwapController(kit).getState().sourceToken).toBeUndefined()
  })

  it('approval first ("Approve USDC", busy until mined), then Swap', async () => {
    const { kit, wallet } = await preview('USDC', 'DAI', '20')
    const approve = () => byTestId<HTMLButtonElement>('swap-preview-approve')
    await vi.waitFor(() => expect(focused()).toBe(approve()))
    expect(approve()?.textContent).toBe('Approve USDC')
    expect(swapButton()).toBeNull()
    const step = byTestId('swap-preview-step')
    expect(step?.textContent).toBe('Step 1 of 2: allow the swap to use your USDC. Then swap.')
    expect(approve()?.getAttribute('aria-describedby')).toBe(step?.id)
    expect(byTestId('swap-preview-pay')?.textContent).toBe('20 USDC (≈ $20.00)')
    expect(byTestId('swap-preview-receive')?.textContent).toBe('19.94 DAI (≈ $19.94)')

    press()
    await vi.waitFor(() => expect(approve()?.getAttribute('aria-busy')).toBe('true'))
    expect(approve()?.textContent).toBe(' Approving…')
    expect(back()?.disabled).toBe(true)
    wallet.release()

    // Mined: the quote and the swap are built again; the Swap step takes the focus.
    await vi.waitFor(() => expect(swapButton()?.disabled).toBe(false), { timeout: 10_000 })
    expect(approve()).toBeNull()
    await vi.waitFor(() => expect(focused()).toBe(swapButton()))
    expect(swapButton()?.textContent).toBe('Swap')
    expect(wallet.sent[0]).toMatchObject({ to: USDC, value: 0n })
    expect(wallet.sent[0]?.data?.startsWith('0x095ea7b3')).toBe(true)

    press()
    await vi.waitFor(() => expect(wallet.sent).toHaveLength(2))
    wallet.release()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'), {
      timeout: 10_000,
    })
    expect(wallet.sent[1]).toMatchObject({ to: ROUTER, value: 0n })
  })

  it('a wallet that batches atomically: one Swap sends approve + swap together, progress shown until confirmed', async () => {
    const batches: SendCallsParams[] = []
    let confirm = () => {}
    const capabilities: AdapterCapabilities = {
      getWalletCapabilities: async () => ({ '0x1': { atomic: { status: 'supported' } } }),
      sendCalls: async (params) => {
        batches.push(params)
        return { id: 'batch-1' }
      },
      // The status read answers once the test confirms the batch on chain.
      getCallsStatus: () =>
        new Promise((resolve) => {
          confirm = () =>
            resolve({
              status: 200,
              atomic: true,
              receipts: [{ transactionHash: HASH, status: 'success' }],
            })
        }),
    }
    const { kit, wallet } = await preview('USDC', 'DAI', '20', ({ adapter }) => {
      Object.assign(adapter, { capabilities })
    })
    await vi.waitFor(() => expect(focused()).toBe(swapButton()))
    expect(byTestId('swap-preview-approve')).toBeNull()
    const step = byTestId('swap-preview-step')
    expect(step?.textContent).toBe('Your wallet approves USDC and swaps in one transaction.')
    expect(swapButton()?.getAttribute('aria-describedby')).toBe(step?.id)
    expect(swapButton()?.textContent).toBe('Swap')

    press()
    await vi.waitFor(() => expect(swapButton()?.textContent).toBe(' Confirming…'))
    expect(byTestId('swap-preview-view')?.textContent).toContain(
      'Waiting for the approval and the swap to be confirmed…',
    )
    expect(swapButton()?.getAttribute('aria-busy')).toBe('true')
    expect(back()?.disabled).toBe(true)
    confirm()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'), {
      timeout: 10_000,
    })
    expect(wallet.sent).toEqual([])
    expect(batches).toHaveLength(1)
    expect(batches[0]?.atomicRequired).toBe(true)
    expect(batches[0]?.calls.map((call) => call.to)).toEqual([USDC, ROUTER])
    expect(batches[0]?.calls[0]?.data?.startsWith('0x095ea7b3')).toBe(true)
  })

  it('a refusal in the wallet keeps the preview and the swap, with the text', async () => {
    const { kit, wallet, events } = await preview('ETH', 'USDC', '1')
    await vi.waitFor(() => expect(focused()).toBe(swapButton()))
    press()
    await vi.waitFor(() => expect(wallet.sent).toHaveLength(1))
    wallet.refuse()
    await vi.waitFor(() =>
      expect(byTestId('swap-preview-error')?.textContent).toBe('User rejected the request'),
    )
    expect(byTestId('swap-preview-error')?.getAttribute('role')).toBe('alert')
    expect(kit.stores.router.getState().view).toBe('SwapPreview')
    expect(events).toContain('SWAP_ERROR')
    await vi.waitFor(() => expect(focused()).toBe(swapButton()))
    expect(swapButton()?.disabled).toBe(false)
    expect(getSwapController(kit).getState()).toMatchObject({
      sourceTokenAmount: '1',
      toTokenAmount: '1994',
    })
  })
})
