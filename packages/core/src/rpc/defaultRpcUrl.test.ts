import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/chain.js'
import {
  DEFAULT_RPC_SUPPORTED_NETWORKS,
  getDefaultRpcUrl,
  getRpcUrls,
  isDefaultRpcSupported,
} from './defaultRpcUrl.js'

const network = (caipNetworkId: string, http: string[] = ['https://own.example/rpc']) =>
  ({ caipNetworkId, rpcUrls: { default: { http } } }) as Pick<
    CaipNetwork,
    'caipNetworkId' | 'rpcUrls'
  >

const service = { projectId: 'abc123', rpcServiceUrl: 'https://rpc.example.com' }

describe('default RPC URL (spec §7)', () => {
  it('uses the RPC service for a known chain with a project id', () => {
    expect(getDefaultRpcUrl(network('eip155:1'), service)).toBe(
      'https://rpc.example.com/v1/?chainId=eip155:1&projectId=abc123',
    )
    expect(
      getDefaultRpcUrl(network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), {
        ...service,
        rpcServiceUrl: 'https://rpc.example.com/',
      }),
    ).toBe(
      'https://rpc.example.com/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=abc123',
    )
  })

  it("uses the chain's own first http URL for other chains", () => {
    expect(getDefaultRpcUrl(network('eip155:999999', ['https/a', 'https/b']), service)).toBe(
      'https/a',
    )
    expect(getDefaultRpcUrl(network('bip122:000000000019d6689c085ae165831e93'), service)).toBe(
      'https://own.example/rpc',
    )
  })

  it("uses the chain's own URL without a project id or without a service URL", () => {
    expect(getDefaultRpcUrl(network('eip155:1'), { rpcServiceUrl: service.rpcServiceUrl })).toBe(
      'https://own.example/rpc',
    )
    expect(
      getDefaultRpcUrl(network('eip155:1'), { projectId: '', ...{ rpcServiceUrl: 'x' } }),
    ).toBe('https://own.example/rpc')
    expect(getDefaultRpcUrl(network('eip155:1'), { projectId: 'abc' })).toBe(
      'https://own.example/rpc',
    )
    expect(getDefaultRpcUrl(network('eip155:1', []), {})).toBeUndefined()
  })

  it('lists well-known eip155 chains and exactly the three solana networks', () => {
    for (const id of ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']) {
      expect(isDefaultRpcSupported(id)).toBe(true)
    }
    expect(DEFAULT_RPC_SUPPORTED_NETWORKS.filter((id) => id.startsWith('solana:'))).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(new Set(DEFAULT_RPC_SUPPORTED_NETWORKS).size).toBe(DEFAULT_RPC_SUPPORTED_NETWORKS.length)
    expect(isDefaultRpcSupported('eip155:31337')).toBe(false)
  })

  it('escapes the project id in the query', () => {
    expect(getDefaultRpcUrl(network('eip155:1'), { ...service, projectId: 'a&b=c' })).toBe(
      'https://rpc.example.com/v1/?chainId=eip155:1&projectId=a%26b%3Dc',
    )
  })
})

describe('fallback order', () => {
  it('custom URLs, then the default, then the chain URLs, de-duplicated', () => {
    expect(
      getRpcUrls(network('eip155:1', ['https://own/1', 'https://own/2']), {
        ...service,
        customRpcUrls: ['https://custom/1', 'https://own/2'],
      }),
    ).toEqual([
      'https://custom/1',
      'https://own/2',
      'https://rpc.example.com/v1/?chainId=eip155:1&projectId=abc123',
      'https://own/1',
    ])
    expect(getRpcUrls(network('eip155:31337', ['http://127.0.0.1:8545']), service)).toEqual([
      'http://127.0.0.1:8545',
    ])
  })
})
