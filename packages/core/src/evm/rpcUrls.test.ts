import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/chain.js'
import { evmRpcUrls } from './rpcUrls.js'

const network = (id: number, http: string[]): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})

describe('evmRpcUrls', () => {
  it('puts the host URLs first, then the default RPC URL of a known chain, then its own', () => {
    expect(
      evmRpcUrls(network(1, ['https://own.example']), {
        projectId: 'p1',
        rpcServiceUrl: 'https://rpc.service',
        customRpcUrls: { 1: ['https://mine.example'] },
      }),
    ).toEqual([
      'https://mine.example',
      'https://rpc.service/v1/?chainId=eip155:1&projectId=p1',
      'https://own.example',
    ])
  })

  it("uses the chain's own URLs for a chain outside the default list", () => {
    expect(
      evmRpcUrls(network(31337, ['http://127.0.0.1:8545']), {
        projectId: 'p1',
        rpcServiceUrl: 'https://rpc.service',
      }),
    ).toEqual(['http://127.0.0.1:8545'])
  })

  it('ignores host URLs given for another chain', () => {
    expect(
      evmRpcUrls(network(10, ['https://op.example']), { customRpcUrls: { 1: ['https://x'] } }),
    ).toEqual(['https://op.example'])
  })
})
