import { describe, expect, it, vi } from 'vitest'
import { isKitError } from '../errors/KitError.js'
import { BaseAdapter } from './BaseAdapter.js'
import type { ConnectResult } from './types.js'

class MinimalAdapter extends BaseAdapter {
  readonly namespace = 'bip122' as const
  readonly adapterType = 'bitcoin' as const
  async syncConnectors() {
    this.setConnectors([{ id: 'x', name: 'X', type: 'INJECTED', chain: 'bip122' }])
  }
  async connect(): Promise<ConnectResult> {
    return {
      id: 'x',
      type: 'INJECTED',
      address: 'bc1q',
      chainId: '000000000019d6689c085ae165831e93',
    }
  }
  async disconnect() {}
  async syncConnection() {
    return null
  }
  fireAccount(address: string) {
    this.emit('accountChanged', { address })
  }
  more() {
    this.addConnectors({ id: 'y', name: 'Y', type: 'EXTERNAL', chain: 'bip122' })
  }
}

describe('BaseAdapter', () => {
  it('stores the context and the networks on construct', () => {
    const adapter = new MinimalAdapter()
    const network = {
      id: 'n',
      name: 'N',
      chainNamespace: 'bip122' as const,
      caipNetworkId: 'bip122:n' as const,
      nativeCurrency: { name: 'B', symbol: 'B', decimals: 8 },
      rpcUrls: { default: { http: [] } },
    }
    adapter.construct({
      networks: [network],
      getUniversalProvider: vi.fn(),
      storage: {} as never,
    })
    expect((adapter as unknown as { networks: unknown[] }).networks).toEqual([network])
  })

  it('emits connectors on setConnectors and addConnectors', async () => {
    const adapter = new MinimalAdapter()
    const seen: string[][] = []
    adapter.on('connectors', (list) => seen.push(list.map((c) => c.id)))
    await adapter.syncConnectors()
    adapter.more()
    expect(seen).toEqual([['x'], ['x', 'y']])
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['x', 'y'])
  })

  it('on() returns an unsubscribe function', () => {
    const adapter = new MinimalAdapter()
    const listener = vi.fn()
    const off = adapter.on('accountChanged', listener)
    adapter.fireAccount('a')
    off()
    adapter.fireAccount('b')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ address: 'a' })
  })

  it('rejects every unimplemented method with METHOD_NOT_SUPPORTED naming method and namespace', async () => {
    const adapter = new MinimalAdapter()
    const calls: [string, () => Promise<unknown>][] = [
      ['signMessage', () => adapter.signMessage({ message: 'm', address: 'a' })],
      ['sendTransaction', () => adapter.sendTransaction({ to: 'a', value: 1n })],
      ['estimateGas', () => adapter.estimateGas({ address: 'a', to: 'b' })],
      [
        'writeContract',
        () =>
          adapter.writeContract({
            tokenAddress: 't',
            receiverAddress: 'r',
            tokenAmount: 1n,
            fromAddress: 'f',
            method: 'transfer',
          }),
      ],
      ['getCapabilities', () => adapter.getCapabilities({ address: 'a' })],
      ['walletGetAssets', () => adapter.walletGetAssets({ account: 'a' })],
      ['switchNetwork', () => adapter.switchNetwork({ caipNetwork: {} as never })],
      ['getBalance', () => adapter.getBalance({ address: 'a', caipNetwork: {} as never })],
      ['getAccounts', () => adapter.getAccounts({ id: 'x' })],
    ]
    for (const [method, call] of calls) {
      const error = await call().catch((e: unknown) => e)
      expect(isKitError(error, 'METHOD_NOT_SUPPORTED')).toBe(true)
      expect((error as Error).message).toContain(`${method} is not supported on bip122`)
    }
  })

  it('has no provider until one is set, and unit helpers', () => {
    const adapter = new MinimalAdapter()
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.parseUnits('0.1', 8)).toBe(10_000_000n)
    expect(adapter.formatUnits(10_000_000n, 8)).toBe('0.1')
  })
})
