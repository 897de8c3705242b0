import { type Hex, parseUnits } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  accountCallData,
  type UserOperationReceipt,
  waitForUserOperationReceipt,
} from '../../frame/src/userOperation.js'
import { callsOf } from '../routes/sponsor/sponsorPolicy.js'
import { freshAddress, transferData } from '../routes/sponsor/sponsorTestSetup.testing.js'

// The frame's user-operation module where no chain is needed: the account's callData (read back
// by the server's own decoder, the one its sponsorship policy uses) and the receipt wait's time
// limit. The operation itself, sent to alto on anvil, is in routes/sponsor/sponsoredOperation.test.

describe('accountCallData', () => {
  const token = freshAddress()
  const transfer = transferData(freshAddress(), parseUnits('1', 6))

  it('makes one call an execute, several an executeBatch with a value each', () => {
    expect(accountCallData([{ to: token, data: transfer }]).slice(0, 10)).toBe('0xb61d27f6')
    const batch = accountCallData([
      { to: token, data: transfer },
      { to: token, value: 5n },
    ])
    expect(batch.slice(0, 10)).toBe('0x47e1da2a')
    expect(callsOf(batch)).toEqual([
      { to: token, value: 0n, data: transfer },
      { to: token, value: 5n, data: '0x' },
    ])
  })

  it('refuses an empty list', () => {
    expect(() => accountCallData([])).toThrow('A user operation needs at least one call')
  })
})

describe('waitForUserOperationReceipt', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const hash: Hex = `0x${'ab'.repeat(32)}`
  const receipt = (success: boolean): UserOperationReceipt => ({
    userOpHash: hash,
    success,
    sender: freshAddress(),
    actualGasCost: '0x1',
    receipt: { transactionHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x2' },
  })

  it('asks until the bundler has the receipt', async () => {
    vi.useFakeTimers()
    const answers = [null, null, receipt(true)]
    const bundler = vi.fn(async () => answers.shift())
    const waiting = waitForUserOperationReceipt(hash, { bundler }, { pollMs: 500 })
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(waiting).resolves.toMatchObject({ success: true })
    expect(bundler).toHaveBeenCalledTimes(3)
    expect(bundler).toHaveBeenCalledWith('eth_getUserOperationReceipt', [hash])
  })

  it('gives up after its time limit', async () => {
    vi.useFakeTimers()
    const bundler = vi.fn(async () => null)
    const waiting = waitForUserOperationReceipt(hash, { bundler }, { timeoutMs: 3_000 })
    const failed = expect(waiting).rejects.toThrow('The user operation was not included within 3 s')
    await vi.advanceTimersByTimeAsync(3_000)
    await failed
    expect(bundler.mock.calls.length).toBeLessThanOrEqual(7)
  })

  it('fails when the operation reverted, naming its transaction', async () => {
    await expect(
      waitForUserOperationReceipt(hash, { bundler: async () => receipt(false) }),
    ).rejects.toThrow(`The user operation reverted (transaction 0x${'cd'.repeat(32)})`)
  })
})
