import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../types/chain.js'
import {
  switchOrAddEthereumChain,
  toAddEthereumChainParameter,
  toHexChainId,
} from './switchChain.js'
import type { Eip1193RequestArguments } from './types.js'

const network: CaipNetwork = {
  id: 31338,
  name: 'Second Anvil',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } },
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
}

class RpcError extends Error {
  constructor(readonly code: number) {
    super(`rpc ${code}`)
  }
}

/** A wallet that knows `known` chains and may or may not switch when a chain is added. */
function wallet(options: { known: number[]; switchOnAdd: boolean }) {
  let chainId = 31337
  const known = new Set(options.known)
  const calls: string[] = []
  const request = vi.fn(async ({ method, params }: Eip1193RequestArguments) => {
    calls.push(method)
    const arg = (params as { chainId: string }[] | undefined)?.[0]
    if (method === 'wallet_switchEthereumChain') {
      if (!known.has(Number(arg?.chainId))) throw new RpcError(4902)
      chainId = Number(arg?.chainId)
      return null
    }
    if (method === 'wallet_addEthereumChain') {
      known.add(Number(arg?.chainId))
      if (options.switchOnAdd) chainId = Number(arg?.chainId)
      return null
    }
    if (method === 'eth_chainId') return toHexChainId(chainId)
    throw new Error(`unexpected ${method}`)
  })
  return { provider: { request }, calls, chainId: () => chainId }
}

describe('switchOrAddEthereumChain', () => {
  it('only switches when the wallet knows the chain', async () => {
    const w = wallet({ known: [31337, 31338], switchOnAdd: false })
    await switchOrAddEthereumChain(w.provider, network)
    expect(w.calls).toEqual(['wallet_switchEthereumChain'])
    expect(w.chainId()).toBe(31338)
  })

  it('adds the chain on 4902, then switches when adding did not', async () => {
    const w = wallet({ known: [31337], switchOnAdd: false })
    await switchOrAddEthereumChain(w.provider, network)
    expect(w.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
    expect(w.provider.request).toHaveBeenNthCalledWith(2, {
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(network)],
    })
    expect(w.chainId()).toBe(31338)
  })

  it('does not switch twice when adding already switched', async () => {
    const w = wallet({ known: [31337], switchOnAdd: true })
    await switchOrAddEthereumChain(w.provider, network)
    expect(w.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
    ])
  })

  it('recognises 4902 wrapped the MetaMask-mobile way', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce({ code: -32603, data: { originalError: { code: 4902 } } })
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce('0x7a6a')
    await switchOrAddEthereumChain({ request }, network)
    expect(request.mock.calls[1]?.[0].method).toBe('wallet_addEthereumChain')
  })

  it('rethrows other errors (a rejection) without adding', async () => {
    const rejection = new RpcError(4001)
    const request = vi.fn().mockRejectedValueOnce(rejection)
    await expect(switchOrAddEthereumChain({ request }, network)).rejects.toBe(rejection)
    expect(request).toHaveBeenCalledTimes(1)
  })
})

describe('toAddEthereumChainParameter', () => {
  it('describes the chain as EIP-3085 wants it', () => {
    expect(toAddEthereumChainParameter(network, ['http://rpc.example'])).toEqual({
      chainId: '0x7a6a',
      chainName: 'Second Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://rpc.example'],
      blockExplorerUrls: ['https://scan.example'],
    })
  })
})
