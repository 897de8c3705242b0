/**
 * The public ethers adapters read chain RPC through the kit's transport: tested through
 * `EthersAdapter` / `Ethers5Adapter` (real ethers) against JSON-RPC nodes on 127.0.0.1.
 */

import type { CaipNetwork } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { collectProviderErrorCodes } from '@gangway/core/eip155'
import { type AnvilNode, startAnvil } from '@gangway/testing'
import { createAdapterContext } from '@gangway/testing/tools'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Ethers5Adapter } from '../Ethers5Adapter.js'
import { EthersAdapter } from '../EthersAdapter.js'
import {
  type JsonRpcAnswer,
  type JsonRpcNode,
  startJsonRpcNode,
} from '../testing/jsonRpcNode.testing.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const nodes: JsonRpcNode[] = []
const adapters: { destroy(): void }[] = []
afterEach(async () => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  await Promise.all(nodes.splice(0).map((node) => node.close()))
})

async function node(...args: Parameters<typeof startJsonRpcNode>) {
  const started = await startJsonRpcNode(...args)
  nodes.push(started)
  return started
}

/** Every node here serves the test network's chain (31337): the kit asks eth_chainId first. */
const onChain =
  (answer: (call: { method: string }) => JsonRpcAnswer) =>
  (call: { method: string }): JsonRpcAnswer =>
    call.method === 'eth_chainId' ? { result: '0x7a69' } : answer(call)

const balance42 = onChain(({ method }) =>
  method === 'eth_getBalance' ? { result: '0x2a' } : { result: true },
)

function network(urls: string[]): CaipNetwork {
  return {
    id: 31337,
    name: 'Local',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  }
}

describe.each([
  ['EthersAdapter (v6)', () => new EthersAdapter()],
  ['Ethers5Adapter (v5)', () => new Ethers5Adapter()],
])('%s reads over the kit transport', (_, create) => {
  function adapterOn(caipNetwork: CaipNetwork) {
    const adapter = create()
    adapter.setup(createAdapterContext({ networks: [caipNetwork] }))
    adapters.push(adapter)
    return adapter
  }

  it('batches concurrent balance reads into one HTTP request', async () => {
    const a = await node(balance42)
    const caipNetwork = network([a.url])
    const adapter = adapterOn(caipNetwork)
    const balances = await Promise.all(
      [ADDRESS, OTHER].map((address) => adapter.getBalance({ address, caipNetwork })),
    )
    expect(balances.map((b) => b.balance)).toEqual(['0.000000000000000042', '0.000000000000000042'])
    // The chain check goes alone, on first use; then both reads in one HTTP request.
    expect(a.requests.map((request) => request.calls.map((c) => c.method))).toEqual([
      ['eth_chainId'],
      ['eth_getBalance', 'eth_getBalance'],
    ])
  })

  it("falls over to the chain's next RPC URL on endpoint trouble", async () => {
    const a = await node(onChain(() => ({ error: { code: -32005, message: 'limit exceeded' } })))
    const b = await node(balance42)
    const caipNetwork = network([a.url, b.url])
    const adapter = adapterOn(caipNetwork)
    // Ranking runs too (two URLs): a's probes fail, so a is tried at most first.
    const { balance } = await adapter.getBalance({ address: ADDRESS, caipNetwork })
    expect(balance).toBe('0.000000000000000042')
    expect(b.methods()).toContain('eth_getBalance')
  })

  it('surfaces code 5000 at once as USER_REJECTED, without trying the next URL', async () => {
    // a answers probes (and answers them first: b's are slow), so ranking keeps a first.
    const a = await node(
      onChain(({ method }) =>
        method === 'net_listening'
          ? { result: true }
          : { error: { code: 5000, message: 'User rejected.' } },
      ),
    )
    const b = await node(balance42, (method) => (method === 'net_listening' ? 200 : 0))
    const caipNetwork = network([a.url, b.url])
    const adapter = adapterOn(caipNetwork)
    const error = await adapter
      .estimateGas({ address: ADDRESS, to: OTHER, caipNetwork } as never)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(KitError)
    expect((error as KitError).code).toBe('USER_REJECTED')
    expect(collectProviderErrorCodes((error as KitError).cause)).toContain(5000)
    expect(a.methods().filter((m) => m === 'eth_estimateGas')).toHaveLength(1)
    expect(b.methods()).not.toContain('eth_estimateGas')
  })
})

describe('an RPC URL of another chain (two anvil nodes, chain ids 31338 and 31337)', () => {
  let wrong: AnvilNode
  let right: AnvilNode
  beforeAll(async () => {
    ;[wrong, right] = await Promise.all([startAnvil({ chainId: 31338 }), startAnvil()])
    // The wrong chain holds another balance for the account, so a read from it would show.
    await wrong.request('anvil_setBalance', [ADDRESS, '0x2a'])
  }, 60_000)
  afterAll(async () => {
    await Promise.all([wrong?.stop(), right?.stop()])
  })

  it.each([
    ['EthersAdapter (v6)', () => new EthersAdapter()],
    ['Ethers5Adapter (v5)', () => new Ethers5Adapter()],
  ])('%s never reads from it, even listed first', async (_, create) => {
    const caipNetwork = network([wrong.rpcUrl, right.rpcUrl])
    const adapter = create()
    adapter.setup(createAdapterContext({ networks: [caipNetwork] }))
    adapters.push(adapter)
    for (let read = 0; read < 2; read++) {
      const { balance } = await adapter.getBalance({ address: ADDRESS, caipNetwork })
      expect(balance).toBe('10000')
    }
  })
})
