import { describe, expect, it, vi } from 'vitest'
import type { UniversalProviderLike } from '../adapters/types.js'
import type { CaipNetwork } from '../types/chain.js'
import {
  connectWalletConnectEvm,
  createWalletConnectEip1193Provider,
  restoreWalletConnectEvm,
} from './walletConnect.js'

const network = (id: number): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
})

const ADDRESS = '0x1111111111111111111111111111111111111111'

function fakeUniversal(): UniversalProviderLike & { listeners: Map<string, Set<any>> } {
  const listeners = new Map<string, Set<any>>()
  const up = {
    listeners,
    session: undefined as UniversalProviderLike['session'],
    connect: vi.fn(async () => {
      for (const l of listeners.get('display_uri') ?? []) l('wc:abc@2?relay-protocol=irn')
      up.session = {
        topic: 't',
        namespaces: { eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`] } },
      }
    }),
    disconnect: vi.fn(async () => {}),
    request: vi.fn(async () => '0xresult') as UniversalProviderLike['request'],
    on: vi.fn((event: string, l: unknown) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(l))
    }),
    removeListener: vi.fn((event: string, l: unknown) => listeners.get(event)?.delete(l)),
  }
  return up
}

describe('connectWalletConnectEvm', () => {
  it('asks for the eip155 networks, forwards the pairing URI, and answers from the session', async () => {
    const up = fakeUniversal()
    const onDisplayUri = vi.fn()
    const result = await connectWalletConnectEvm(up, [network(10), network(1)], { onDisplayUri })
    expect(onDisplayUri).toHaveBeenCalledWith('wc:abc@2?relay-protocol=irn')
    const params = (up.connect as any).mock.calls[0][0]
    expect(params.optionalNamespaces.eip155.chains).toEqual(['eip155:10', 'eip155:1'])
    expect(params.optionalNamespaces.eip155.methods).toContain('personal_sign')
    expect(result).toMatchObject({ chainId: 10, accounts: [ADDRESS] })
    expect(up.listeners.get('display_uri')?.size).toBe(0)
  })
})

describe('connectWalletConnectEvm without eip155 accounts', () => {
  it('pairs anew when the session is for another namespace, and fails when it stays empty', async () => {
    const up = fakeUniversal()
    up.session = { topic: 's', namespaces: { solana: { accounts: ['solana:x:abc'] } } }
    up.connect = vi.fn(async () => {})
    await expect(connectWalletConnectEvm(up, [network(1)])).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
    })
    expect(up.connect).toHaveBeenCalledTimes(1)
  })
})

describe('connectWalletConnectEvm with a session or a refusal', () => {
  it('joins a session on the asked chain, and maps a refused proposal to USER_REJECTED', async () => {
    const up = fakeUniversal()
    await up.connect({})
    const joined = await connectWalletConnectEvm(up, [network(1)], { chainId: 10 })
    expect(joined).toMatchObject({ chainId: 10, accounts: [ADDRESS] })
    expect(up.connect).toHaveBeenCalledTimes(1)
    up.session = undefined
    up.connect = vi.fn(async () => {
      throw Object.assign(new Error('User rejected.'), { code: 5000 })
    })
    await expect(connectWalletConnectEvm(up, [network(1)])).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(up.listeners.get('display_uri')?.size).toBe(0)
  })
})

describe('createWalletConnectEip1193Provider', () => {
  it('routes requests to the current chain and moves it on a successful switch', async () => {
    const up = fakeUniversal()
    await up.connect({})
    const provider = createWalletConnectEip1193Provider(up, 1)
    const onChain = vi.fn()
    provider.on('chainChanged', onChain)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    await provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    expect(up.request).toHaveBeenLastCalledWith(
      { method: 'personal_sign', params: ['0x00', ADDRESS] },
      'eip155:1',
    )
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(up.request).toHaveBeenLastCalledWith(expect.anything(), 'eip155:1')
    expect(provider.chainId).toBe(10)
    expect(onChain).toHaveBeenCalledWith('0xa')
    await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
    expect(up.request).toHaveBeenLastCalledWith(expect.anything(), 'eip155:10')
  })

  it('a wallet that never answers (the relay went away) ends with WALLET_TIMEOUT; its own errors pass as they are', async () => {
    vi.useFakeTimers()
    try {
      const up = fakeUniversal()
      await up.connect({})
      up.request = vi.fn(() => new Promise<never>(() => {})) as UniversalProviderLike['request']
      const provider = createWalletConnectEip1193Provider(up, 1, 2000)
      // Answered from the session, no wallet call.
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
      const pending = provider
        .request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
        .catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(1999)
      expect(vi.getTimerCount()).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toMatchObject({ code: 'WALLET_TIMEOUT' })
      expect(vi.getTimerCount()).toBe(0)

      // The EVM SDKs read the wallet's raw codes (4001, 4902): the facade does not map them.
      const raw = Object.assign(new Error('Unrecognized chain'), { code: 4902 })
      up.request = vi.fn(async () => Promise.reject(raw)) as UniversalProviderLike['request']
      await expect(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
      ).rejects.toBe(raw)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('restoreWalletConnectEvm', () => {
  it('restores a live eip155 session and finds nothing without one', async () => {
    const up = fakeUniversal()
    expect(await restoreWalletConnectEvm(up)).toBeUndefined()
    await up.connect({})
    expect(await restoreWalletConnectEvm(up)).toMatchObject({ chainId: 1, accounts: [ADDRESS] })
  })
})
