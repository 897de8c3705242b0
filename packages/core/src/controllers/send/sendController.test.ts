import { describe, expect, it } from 'vitest'
import { createInitialSendState, createSendController } from './sendController.js'

describe('send state', () => {
  it('starts empty and resets to empty', () => {
    const send = createSendController()
    expect(send.getState()).toEqual(createInitialSendState())
    send.setSendState({
      receiverAddress: '0x1',
      sendTokenAmount: '2',
      gasPrice: 10n,
      loading: true,
      lastRetry: 1,
    })
    expect(send.getState()).toMatchObject({
      receiverAddress: '0x1',
      sendTokenAmount: '2',
      gasPrice: 10n,
    })
    send.resetSend()
    expect(send.getState()).toEqual(createInitialSendState())
  })

  it('keeps two kits apart', () => {
    const a = createSendController()
    const b = createSendController()
    a.setSendState({ receiverAddress: '0xa' })
    expect(b.getState().receiverAddress).toBeUndefined()
  })
})
