import { type Address, type Hex, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type AccountCall,
  accountCallData,
  accountCallsOf,
  type RpcUserOperation,
} from '../../frame/src/userOperation.js'
import {
  describeUserOperationRequest,
  sendUserOperationRequest,
  userOperationRequestCalls,
} from '../../frame/src/userOperationRequest.js'
import { callsOf } from '../routes/sponsor/sponsorPolicy.js'
import { freshAddress, transferData } from '../routes/sponsor/sponsorTestSetup.testing.js'
import { scriptedBundler, useErc4337Chain } from './smartAccountChain.testing.js'

// eth_sendUserOperation from the dapp to the embedded wallet's smart account (spec §6: one of the
// embedded wallet's not-safe methods): what the frame refuses before showing anything, what the
// visitor approves (each call), and what it sends — the dapp's calls, in an operation the frame
// builds and signs itself (built on anvil with EntryPoint v0.7 and the account factory, handed to
// a scripted bundler). The operation through alto is routes/sponsor/sponsoredOperation.test.

const ENTRY_POINT: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const smart = {
  address: freshAddress(),
  chain: {
    id: 31337,
    rpcUrl: 'http://127.0.0.1:9/',
    entryPoint: ENTRY_POINT,
    accountFactory: freshAddress(),
  },
}
const token = freshAddress()
const transfer = transferData(freshAddress(), parseUnits('2', 6))
const request = (operation: Record<string, unknown>, entryPoint: unknown = ENTRY_POINT) => [
  {
    sender: smart.address,
    callData: accountCallData([{ to: token, data: transfer }]),
    ...operation,
  },
  entryPoint,
]

describe('accountCallsOf', () => {
  it("reads back the account's execute and executeBatch (the server's decoder agrees)", () => {
    const calls: AccountCall[] = [
      { to: token, value: 0n, data: transfer },
      { to: freshAddress(), value: 7n, data: '0x' },
      { to: token, value: 0n, data: '0x1234' },
    ]
    for (const list of [calls.slice(0, 1), calls]) {
      const callData = accountCallData(list)
      expect(accountCallsOf(callData)).toEqual(list)
      expect(callsOf(callData)).toEqual(list)
    }
  })

  it('refuses any other callData: what it does could not be shown', () => {
    for (const callData of ['0x', '0xdeadbeef', transfer] as Hex[])
      expect(() => accountCallsOf(callData)).toThrow(
        "The user operation's callData must call the account's execute or executeBatch",
      )
  })
})

describe('userOperationRequestCalls', () => {
  it('gives the calls of a request from the smart account to its entry point', () => {
    expect(userOperationRequestCalls(request({}), smart)).toEqual([
      { to: token, value: 0n, data: transfer },
    ])
    expect(
      userOperationRequestCalls(
        request({ sender: smart.address.toLowerCase() }, ENTRY_POINT.toLowerCase()),
        smart,
      ),
    ).toHaveLength(1)
  })

  it('refuses an EOA, another sender, another entry point and malformed fields before anything is shown', () => {
    expect(() => userOperationRequestCalls(request({}), undefined)).toThrow(
      'eth_sendUserOperation needs the smart account: the account in use is an EOA',
    )
    const refusals: [unknown, string][] = [
      [request({ sender: freshAddress() }), 'The request names another account'],
      [request({ sender: 'nobody' }), 'The user operation needs its sender, an address'],
      [request({}, freshAddress()), `This account's entry point is ${ENTRY_POINT}`],
      [request({}, null), 'eth_sendUserOperation needs the entry point, an address'],
      [
        request({ callData: 'transfer everything' }),
        "The user operation's callData must be 0x hex",
      ],
      [[], 'The user operation needs its sender, an address'],
      [undefined, 'The user operation needs its sender, an address'],
    ]
    for (const [params, message] of refusals)
      expect(() => userOperationRequestCalls(params, smart)).toThrow(message)
  })

  it('shows each call for approval', () => {
    const network = { caipNetworkId: 'eip155:31337', native: { symbol: 'ETH', decimals: 18 } }
    const details = describeUserOperationRequest(request({}), network, smart)
    expect(details.title).toBe('Send user operation')
    expect(details.rows.at(-1)).toEqual([
      'Call 1',
      expect.stringContaining(`to ${token}, 0 ETH, data ${transfer.slice(0, 66)}`),
    ])
  })
})

describe('sendUserOperationRequest on anvil', () => {
  const env = useErc4337Chain()

  it("sends the dapp's calls in an operation the frame builds and signs: not the dapp's nonce, gas, paymaster or signature", async () => {
    const { owner, chain, address } = await env.freshAccount()
    const operationHash: Hex = `0x${'1f'.repeat(32)}`
    const { bundler, sent } = scriptedBundler(operationHash)
    const calls: AccountCall[] = [
      { to: token, value: 0n, data: transfer },
      { to: freshAddress(), value: 3n, data: '0x' },
    ]
    const hostile = {
      sender: address,
      nonce: '0x99',
      callData: accountCallData(calls),
      callGasLimit: '0xffffffff',
      paymaster: freshAddress(),
      paymasterData: '0xbad0',
      signature: '0xdeadbeef',
    }
    const hash = await sendUserOperationRequest(
      [hostile, chain.entryPoint],
      owner,
      { address, chain },
      { bundler, sponsor: async () => undefined },
    )
    expect(hash).toBe(operationHash)
    expect(sent).toHaveLength(1)
    const [operation] = sent as [RpcUserOperation]
    expect(accountCallsOf(operation.callData)).toEqual(calls)
    expect(operation).toMatchObject({
      sender: address,
      nonce: '0x0',
      factory: chain.accountFactory,
      callGasLimit: '0x30000',
    })
    expect(operation.paymaster).toBeUndefined()
    expect(operation.signature).not.toBe('0xdeadbeef')
    expect(operation.signature).toMatch(/^0x[0-9a-f]{130}$/)
  })
})
