import { type AnvilNode, startAnvil } from '@gangway/testing'
import { getContractAddress, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeFailure } from '../../app/errors.js'
import { chainSchema } from '../../config/schema.js'
import { type StubHttp, startStubHttp } from '../../testing/rpcProxy.js'
import { type ChainClients, createChainClients } from '../chainClients.js'
import { isCallRejected, isCallReverted } from './contractCall.js'

// Init code returning the runtime `PUSH0 PUSH0 REVERT`: every call to it reverts with no data.
const REVERTING_CONTRACT = '0x6003600c60003960036000f35f5ffd'
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const chain = (rpcUrl: string, chainId: number) =>
  chainSchema.parse({
    caipNetworkId: `eip155:${chainId}`,
    rpcUrls: [rpcUrl],
    native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  })

/** The error `request` throws, or a failed test. */
async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the call succeeded')
}

describe('telling a call that reverts from a node that fails (anvil)', { timeout: 20_000 }, () => {
  let node: AnvilNode
  let failing: StubHttp
  let clients: ChainClients
  let reverting: Hex

  beforeAll(async () => {
    node = await startAnvil()
    const nonce = await node.request<Hex>('eth_getTransactionCount', [DEPLOYER, 'latest'])
    await node.request('eth_sendTransaction', [{ from: DEPLOYER, data: REVERTING_CONTRACT }])
    reverting = getContractAddress({ from: DEPLOYER, nonce: BigInt(nonce) })
    // A node whose every answer is JSON-RPC's internal error (as one under load answers).
    failing = await startStubHttp({
      status: 200,
      body: { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } },
    })
    clients = await createChainClients(
      [chain(node.rpcUrl, node.chainId), chain(failing.url, 7)],
      2000,
    )
  })
  afterAll(async () => {
    clients?.destroy()
    await failing?.close()
    await node?.stop()
  })

  it('a revert is the call’s answer: reverted, and rejected', async () => {
    const anvil = clients.get(`eip155:${node.chainId}`)
    const error = await errorOf(
      anvil!.request('eth_call', [{ to: reverting, data: '0x' }, 'latest']),
    )
    expect(isCallReverted(error)).toBe(true)
    expect(isCallRejected(error)).toBe(true)
    const estimate = await errorOf(
      anvil!.request('eth_estimateGas', [{ from: DEPLOYER, to: reverting, data: '0x' }]),
    )
    expect(isCallReverted(estimate)).toBe(true)
  })

  it('a node’s own refusal (a block it does not have) is rejected, not reverted', async () => {
    const anvil = clients.get(`eip155:${node.chainId}`)
    const error = await errorOf(
      anvil!.request('eth_call', [{ to: reverting, data: '0x' }, '0xffffff']),
    )
    expect(isCallReverted(error)).toBe(false)
    expect(isCallRejected(error)).toBe(true)
  })

  it('an internal error or an unreachable node is neither', async () => {
    const error = await errorOf(
      clients.get('eip155:7')!.request('eth_call', [{ to: reverting, data: '0x' }, 'latest']),
    )
    // The node's own words stay in the log (describeFailure), never in the answer's message.
    expect(describeFailure(error)).toMatch(/Internal error/)
    expect(String(error)).not.toMatch(/Internal error/)
    expect(isCallReverted(error)).toBe(false)
    const unreachable = await createChainClients([chain('http://127.0.0.1:1', 8)], 500)
    try {
      const refused = await errorOf(unreachable.get('eip155:8')!.request('eth_chainId'))
      expect(isCallReverted(refused)).toBe(false)
      expect(isCallRejected(refused)).toBe(false)
    } finally {
      unreachable.destroy()
    }
  })
})
