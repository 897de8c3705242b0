import { encodeFunctionData, parseAbi } from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import {
  ENTRY_POINT_07,
  executeSessionCallData,
  sendSessionCall,
  userOperationHash,
} from './sessionCall.js'

// The encodings core writes by hand (no ABI library in core), checked against viem's; the whole
// flow runs against anvil and alto in @gangway/testing's bundler.test.
const KEY = '0x00000000000000000000000000000000000000aa' as const
const TOKEN = '0x00000000000000000000000000000000000a11ce' as const
const ACCOUNT = '0x000000000000000000000000000000000000acc7' as const

describe('sendSessionCall encodings', () => {
  it("writes the account's executeSession call as the ABI does, for empty and odd-length data", () => {
    const abi = parseAbi([
      'function executeSession(address key, address target, uint256 value, bytes data)',
    ])
    for (const data of ['0x', '0xa9059cbb', `0x${'ab'.repeat(68)}`] as const) {
      expect(executeSessionCallData(KEY, { to: TOKEN, value: 7n, data })).toBe(
        encodeFunctionData({ abi, functionName: 'executeSession', args: [KEY, TOKEN, 7n, data] }),
      )
    }
  })

  it("hashes the operation as EntryPoint v0.7's getUserOpHash", () => {
    const op = {
      sender: ACCOUNT,
      nonce: 3n,
      callData: executeSessionCallData(KEY, { to: TOKEN, data: '0x1234' }),
      callGasLimit: 200_000n,
      verificationGasLimit: 150_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    } as const
    expect(ENTRY_POINT_07.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    expect(userOperationHash(op, ENTRY_POINT_07, 31337)).toBe(
      getUserOperationHash({
        chainId: 31337,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: { ...op, signature: '0x' },
      }),
    )
  })

  it('refuses a malformed address or data before any request', async () => {
    const signer = { address: KEY, signMessage: async () => '0x' as const }
    const base = {
      account: ACCOUNT,
      signer,
      chainId: 1,
      rpcUrl: 'http://127.0.0.1:1',
      bundlerUrl: 'http://127.0.0.1:1',
    }
    await expect(
      sendSessionCall({ ...base, call: { to: '0x12' as `0x${string}` } }),
    ).rejects.toBeInstanceOf(KitError)
    await expect(
      sendSessionCall({ ...base, call: { to: TOKEN, data: '<script>' as `0x${string}` } }),
    ).rejects.toMatchObject({ code: 'INVALID_RPC_PARAMS' })
  })
})
