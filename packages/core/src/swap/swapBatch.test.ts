/**
 * Approve + swap as one EIP-5792 batch, on a scripted adapter with the scripted swap API: built
 * and sent as one `sendCalls` when the wallet reports atomic batching on the chain, followed with
 * `getCallsStatus`; every other answer (none, method not found, malformed, too late) leaves the
 * two transactions of spec §4 steps 5–6.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallsStatus, SendCallsParams } from '../adapters/capabilities.js'
import type { SendTransactionParams } from '../adapters/types.js'
import type { SendContext } from '../send/sendContext.js'
import { requireSendContext } from '../send/sendContext.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import { sendSwap } from './sendSwap.js'
import { ATOMIC_CHECK_TIMEOUT_MS, supportsAtomicSwap } from './swapBatch.js'
import { setSwapSourceAmount, setSwapSourceToken, setSwapToToken } from './swapInput.js'
import {
  APPROVE_DATA,
  DAI,
  GAS_PRICE,
  HASH,
  ROUTER,
  SWAP_DATA,
  USDC,
  USDC_CONTRACT,
  USER,
  useSwapRig,
} from './swapKit.testing.js'

const rig = useSwapRig()
const ATOMIC = { '0x7a69': { atomic: { status: 'supported' } } }
const BATCH_ID = `0x${'cd'.repeat(32)}`

afterEach(() => {
  vi.useRealTimers()
})

/**
 * A kit whose wallet answers `wallet_getCapabilities` with `capabilities` (a function: its own
 * answer), sends batches into `batches` and reports `statuses` in turn (the last one repeats).
 */
async function walletKit(capabilities: () => Promise<unknown>, statuses: CallsStatus[] = []) {
  const made = await rig.swapKit()
  const batches: SendCallsParams[] = []
  const sent: SendTransactionParams[] = []
  const asked = vi.fn(capabilities)
  const statusReads = vi.fn(
    (read: number): CallsStatus =>
      statuses[Math.min(read, statuses.length - 1)] ?? { status: 100, atomic: true, receipts: [] },
  )
  made.adapter.capabilities.getWalletCapabilities = asked
  made.adapter.capabilities.sendCalls = async (params) => {
    batches.push(params)
    return { id: BATCH_ID }
  }
  made.adapter.capabilities.getCallsStatus = async ({ id }) => {
    expect(id).toBe(BATCH_ID)
    return statusReads(statusReads.mock.calls.length)
  }
  made.adapter.sendTransaction = async (params) => {
    sent.push(params)
    return { hash: HASH }
  }
  const { kit } = made
  await initializeSwap(kit)
  const state = () => getSwapController(kit).getState()
  const token = (address: string) => state().tokens?.find((entry) => entry.address === address)
  setSwapSourceToken(kit, token(USDC))
  setSwapToToken(kit, token(DAI))
  setSwapSourceAmount(kit, '100')
  return { ...made, state, batches, sent, asked, statusReads }
}

const confirmed: CallsStatus = {
  status: 200,
  atomic: true,
  receipts: [{ transactionHash: HASH, status: 'success' }],
}

describe('approve + swap as one batch', () => {
  it('a wallet with atomic batching gets the approval and the swap built together, the fee of both', async () => {
    const { kit, state, asked } = await walletKit(async () => ATOMIC)
    await fetchSwapQuote(kit)
    expect(state().approvalTransaction).toMatchObject({ to: USDC_CONTRACT, data: APPROVE_DATA })
    expect(state().swapTransaction).toMatchObject({ to: ROUTER, data: SWAP_DATA })
    // 150000 gas for the approval (the spec's estimate) and the build's 120000, at 2 gwei.
    expect(state().gasFee).toBe(String((150_000n + 120_000n) * GAS_PRICE))
    expect(state().inputError).toBeUndefined()
    // Asked once per connection and chain, however often the swap is quoted.
    setSwapSourceAmount(kit, '200')
    await fetchSwapQuote(kit)
    expect(asked).toHaveBeenCalledTimes(1)
    expect(asked).toHaveBeenCalledWith({ address: USER })
    // Another connection asks again.
    await kit.disconnect()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await supportsAtomicSwap(kit, requireSendContext(kit))
    expect(asked).toHaveBeenCalledTimes(2)
  })

  it('sends one atomic batch, shows its id while the status is read, and succeeds with the swap transaction', async () => {
    const pending: CallsStatus = { status: 100, atomic: true, receipts: [] }
    const { kit, state, batches, sent, statusReads, names } = await walletKit(
      async () => ATOMIC,
      [pending, confirmed],
    )
    await fetchSwapQuote(kit)
    const ids: (string | undefined)[] = []
    getSwapController(kit).store.subscribe((next) => ids.push(next.batchId))
    vi.useFakeTimers()
    const sending = sendSwap(kit)
    // The first read says pending; the next one, a poll later, confirmed.
    await vi.advanceTimersByTimeAsync(500)
    await expect(sending).resolves.toEqual({ hash: HASH })
    expect(sent).toEqual([])
    expect(batches).toEqual([
      {
        address: USER,
        caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
        atomicRequired: true,
        calls: [
          { to: USDC_CONTRACT, data: APPROVE_DATA, value: 0n },
          { to: ROUTER, data: SWAP_DATA, value: 0n },
        ],
      },
    ])
    expect(statusReads).toHaveBeenCalledTimes(2)
    expect(ids).toContain(BATCH_ID)
    expect(state().batchId).toBeUndefined()
    expect(names()).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS'])
    expect(kit.stores.activity.getState().pending[0]?.metadata).toMatchObject({
      hash: HASH,
      operationType: 'trade',
    })
    expect(kit.stores.router.getState().view).toBe('Account')
  })

  it('a batch the chain reverted is a swap error; the approval and the swap stay to try again', async () => {
    const reverted: CallsStatus = {
      status: 500,
      atomic: true,
      receipts: [{ transactionHash: HASH, status: 'reverted' }],
    }
    const { kit, state, names } = await walletKit(async () => ATOMIC, [reverted])
    await fetchSwapQuote(kit)
    await expect(sendSwap(kit)).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_ERROR' })
    expect(state()).toMatchObject({ transactionError: 'Transaction error', batchId: undefined })
    expect(state().approvalTransaction).toBeDefined()
    expect(state().swapTransaction).toBeDefined()
    expect(names()).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_ERROR'])
  })

  it('a batch not confirmed within the receipt time limit fails with the time in its message', async () => {
    const { kit, names } = await walletKit(async () => ATOMIC)
    await fetchSwapQuote(kit)
    vi.useFakeTimers()
    const sending = sendSwap(kit, { receiptTimeoutMs: 3_000 })
    const outcome = expect(sending).rejects.toMatchObject({
      code: 'SWAP_TRANSACTION_ERROR',
      longMessage: `The wallet did not confirm batch ${BATCH_ID} within 3 seconds`,
    })
    await vi.advanceTimersByTimeAsync(3_500)
    await outcome
    expect(names()).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_ERROR'])
  })

  it.each([
    ['no atomic capability', async () => ({ '0x7a69': {} })],
    ['atomic unsupported', async () => ({ '0x7a69': { atomic: { status: 'unsupported' } } })],
    ['atomic on another chain', async () => ({ '0x1': { atomic: { status: 'supported' } } })],
    ['a malformed answer', async () => ({ '0x7a69': { atomic: 'supported' } })],
    ['null', async () => null],
    ['an array', async () => [ATOMIC]],
    [
      'method not found',
      async () => {
        throw Object.assign(new Error('The method does not exist'), { code: -32601 })
      },
    ],
    [
      'unsupported method (4200)',
      async () => {
        throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      },
    ],
  ])('%s: the approval alone, then the swap, as two transactions', async (_, answer) => {
    const { kit, state, adapter, batches, sent } = await walletKit(answer)
    await fetchSwapQuote(kit)
    expect(state().approvalTransaction).toBeDefined()
    expect(state().swapTransaction).toBeUndefined()
    expect(state().gasFee).toBe(String(150_000n * GAS_PRICE))
    expect(adapter.capabilities.sendCalls).toBeDefined()
    expect(batches).toEqual([])
    expect(sent).toEqual([])
  })

  it('an adapter without the batch capabilities is not asked', async () => {
    const { kit, state, adapter, asked } = await walletKit(async () => ATOMIC)
    delete adapter.capabilities.sendCalls
    await fetchSwapQuote(kit)
    expect(asked).not.toHaveBeenCalled()
    expect(state().swapTransaction).toBeUndefined()
    expect(state().approvalTransaction).toBeDefined()
  })

  it('a wallet that does not answer wallet_getCapabilities in time does not batch', async () => {
    const { kit, asked } = await walletKit(() => new Promise(() => {}))
    const context: SendContext = requireSendContext(kit)
    vi.useFakeTimers()
    let answer: boolean | undefined
    void supportsAtomicSwap(kit, context).then((supported) => {
      answer = supported
    })
    await vi.advanceTimersByTimeAsync(ATOMIC_CHECK_TIMEOUT_MS - 1)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toBe(false)
    expect(asked).toHaveBeenCalledTimes(1)
  })
})
