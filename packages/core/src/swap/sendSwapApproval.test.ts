/**
 * sendSwapApproval (spec §4 step 6, §8) on a scripted adapter, with the scripted swap API and
 * node: the approval sent as built, its receipt waited for, the swap rebuilt; each failure's text.
 */
import { describe, expect, it } from 'vitest'
import type { SendTransactionParams } from '../adapters/types.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapController } from './getSwapController.js'
import { initializeSwap } from './initializeSwap.js'
import { sendSwapApproval } from './sendSwapApproval.js'
import { setSwapSourceAmount, setSwapSourceToken, setSwapToToken } from './swapInput.js'
import {
  APPROVE_DATA,
  DAI,
  GAS_PRICE,
  HASH,
  network,
  ROUTER,
  USDC,
  USDC_CONTRACT,
  USER,
  useSwapRig,
} from './swapKit.testing.js'

const rig = useSwapRig()

/** USDC → DAI quoted with no allowance: the approval is due. */
async function approvalDue() {
  const made = await rig.swapKit()
  const { kit } = made
  await initializeSwap(kit)
  const state = () => getSwapController(kit).getState()
  const token = (address: string) => state().tokens?.find((entry) => entry.address === address)
  setSwapSourceToken(kit, token(USDC))
  setSwapToToken(kit, token(DAI))
  setSwapSourceAmount(kit, '100')
  await fetchSwapQuote(kit)
  expect(state().approvalTransaction).toBeDefined()
  return { ...made, state }
}

describe('sendSwapApproval', () => {
  it('sends the approval as built, waits for its receipt, then rebuilds the swap', async () => {
    const { kit, adapter, state, names } = await approvalDue()
    const sent: SendTransactionParams[] = []
    adapter.sendTransaction = async (params) => {
      sent.push(params)
      // Once mined, the router may take the amount.
      rig.routes['/swap/allowance'] = () => ({ body: { allowance: '100000000' } })
      return { hash: HASH }
    }
    await expect(sendSwapApproval(kit)).resolves.toEqual({ hash: HASH })
    expect(sent).toEqual([
      {
        to: USDC_CONTRACT,
        data: APPROVE_DATA,
        value: 0n,
        gas: 150_000n,
        gasPrice: GAS_PRICE,
        address: USER,
        caipNetwork: network(rig.server),
      },
    ])
    const receipts = rig.requests('/rpc').map((request) => request.body)
    expect(
      receipts.some((body) => body.includes('eth_getTransactionReceipt') && body.includes(HASH)),
    ).toBe(true)
    expect(rig.requests('/swap/quote')).toHaveLength(2)
    expect(state()).toMatchObject({
      approvalTransaction: undefined,
      loadingApprovalTransaction: false,
      transactionError: undefined,
    })
    expect(state().swapTransaction).toMatchObject({ to: ROUTER, value: 0n })
    expect(names()).toEqual(['OPEN_SWAP'])
  })

  it('waits while the receipt is not there yet', async () => {
    const { kit, adapter, state } = await approvalDue()
    let reads = 0
    rig.routes['/rpc'] = () => {
      reads += 1
      return { body: { jsonrpc: '2.0', result: reads < 3 ? null : { status: '0x1' } } }
    }
    adapter.sendTransaction = async () => {
      rig.routes['/swap/allowance'] = () => ({ body: { allowance: '100000000' } })
      return { hash: HASH }
    }
    await sendSwapApproval(kit)
    expect(reads).toBe(3)
    expect(state().swapTransaction).toBeDefined()
  })

  it('rejected in the wallet: its short message, SWAP_APPROVAL_ERROR, the approval kept', async () => {
    const { kit, adapter, state, events } = await approvalDue()
    adapter.sendTransaction = () =>
      Promise.reject(Object.assign(new Error('denied'), { code: 4001 }))
    await expect(sendSwapApproval(kit)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(kit.stores.snackbar.getState()).toMatchObject({
      message: 'User rejected the request',
      variant: 'error',
    })
    expect(events.at(-1)).toMatchObject({
      name: 'SWAP_APPROVAL_ERROR',
      properties: {
        message: 'User rejected the request',
        network: 'eip155:31337',
        isSmartAccount: false,
      },
    })
    expect(state()).toMatchObject({
      transactionError: 'User rejected the request',
      loadingApprovalTransaction: false,
    })
    expect(state().approvalTransaction).toBeDefined()
  })

  it("a reverted approval: 'Transaction error'", async () => {
    const { kit, adapter, state } = await approvalDue()
    adapter.sendTransaction = async () => ({ hash: HASH })
    rig.routes['/rpc'] = () => ({ body: { jsonrpc: '2.0', result: { status: '0x0' } } })
    await expect(sendSwapApproval(kit)).rejects.toMatchObject({ code: 'SWAP_TRANSACTION_ERROR' })
    expect(kit.stores.snackbar.getState().message).toBe('Transaction error')
    expect(state().transactionError).toBe('Transaction error')
  })

  it('a wallet that never answers fails within the time limit; a receipt that never comes too', async () => {
    const { kit, adapter } = await approvalDue()
    adapter.sendTransaction = () => new Promise(() => {})
    await expect(sendSwapApproval(kit, { walletTimeoutMs: 50 })).rejects.toMatchObject({
      code: 'WALLET_TIMEOUT',
    })
    expect(kit.stores.snackbar.getState().message).toBe('The wallet did not answer')
    adapter.sendTransaction = async () => ({ hash: HASH })
    rig.routes['/rpc'] = () => ({ body: { jsonrpc: '2.0', result: null } })
    await expect(sendSwapApproval(kit, { receiptTimeoutMs: 300 })).rejects.toMatchObject({
      code: 'SWAP_TRANSACTION_ERROR',
    })
  })

  it('without an approval to send, or without an account: the catalogue errors, nothing sent', async () => {
    const { kit, adapter } = await approvalDue()
    let asked = 0
    adapter.sendTransaction = async () => {
      asked += 1
      return { hash: HASH }
    }
    getSwapController(kit).setSwapState({ approvalTransaction: undefined })
    await expect(sendSwapApproval(kit)).rejects.toMatchObject({
      shortMessage: 'Failed to create approval transaction',
    })
    await kit.disconnect()
    await expect(sendSwapApproval(kit)).rejects.toMatchObject({
      shortMessage: 'No address found to swap the tokens from.',
    })
    expect(asked).toBe(0)
  })
})
