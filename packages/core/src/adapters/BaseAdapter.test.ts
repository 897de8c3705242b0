import { describe, expect, it, vi } from 'vitest'
import { isKitError } from '../errors/KitError.js'
import { bip122Family } from '../families/bip122.js'
import { createTestAdapterContext } from './adapterContext.testing.js'
import { BaseAdapter } from './BaseAdapter.js'
import type { ConnectResult } from './types.js'

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const network = (id: string, namespace = 'bip122') => ({
  id,
  name: id,
  chainNamespace: namespace,
  caipNetworkId: `${namespace}:${id}` as const,
  nativeCurrency: { name: 'B', symbol: 'B', decimals: 8 },
  rpcUrls: { default: { http: [] } },
})

class MinimalAdapter extends BaseAdapter {
  readonly family = bip122Family
  readonly adapterType = 'bitcoin' as const
  readonly cleaned: string[] = []
  discoveries = 0
  protected discover() {
    this.discoveries += 1
    this.setConnectors([{ id: 'x', name: 'X', type: 'INJECTED', chain: 'bip122' }])
    const timer = setInterval(() => {}, 60_000)
    this.onDestroy(() => {
      clearInterval(timer)
      this.cleaned.push('timer')
    })
  }
  async connect(): Promise<ConnectResult> {
    this.assertLive()
    return { id: 'x', type: 'INJECTED', address: BTC, chainId: '000000000019d6689c085ae165831e93' }
  }
  async disconnect() {}
  async restore() {
    return null
  }
  signMessage() {
    return this.notSupported('signMessage')
  }
  sendTransaction() {
    return this.notSupported('sendTransaction', 'No transfers here.')
  }
  getBalance() {
    return this.notSupported('getBalance')
  }
  switchNetwork() {
    return this.notSupported('switchNetwork')
  }
  fireAccount(address: string) {
    this.emit('accountChanged', { address })
  }
  more() {
    this.addConnectors({ id: 'y', name: 'Y', type: 'EXTERNAL', chain: 'bip122' })
  }
  signal_() {
    return this.signal
  }
}

describe('BaseAdapter', () => {
  it("setup keeps the context and its family's networks, then discovers", () => {
    const adapter = new MinimalAdapter()
    const mine = network('n')
    adapter.setup(createTestAdapterContext({ networks: [mine, network('1', 'eip155')] }))
    expect((adapter as unknown as { networks: unknown[] }).networks).toEqual([mine])
    expect(adapter.discoveries).toBe(1)
    expect(adapter.namespace).toBe('bip122')
  })

  it('emits connectors on setConnectors and addConnectors', () => {
    const adapter = new MinimalAdapter()
    const seen: string[][] = []
    adapter.on('connectors', (list) => seen.push(list.map((c) => c.id)))
    adapter.setup(createTestAdapterContext({ networks: [] }))
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

  it('notSupported rejects with METHOD_NOT_SUPPORTED naming the method and family', async () => {
    const adapter = new MinimalAdapter()
    const error = await adapter.sendTransaction().catch((e: unknown) => e)
    expect(isKitError(error, 'METHOD_NOT_SUPPORTED')).toBe(true)
    expect((error as Error).message).toContain('sendTransaction is not supported on bip122')
    expect((error as { longMessage: string }).longMessage).toBe('No transfers here.')
  })

  it('destroy runs every cleanup once, then emits nothing and connects nothing', async () => {
    const adapter = new MinimalAdapter()
    const listener = vi.fn()
    adapter.on('accountChanged', listener)
    adapter.setup(createTestAdapterContext({ networks: [] }))
    adapter.setup(createTestAdapterContext({ networks: [] }))
    await adapter.destroy()
    await adapter.destroy()
    expect(adapter.cleaned).toEqual(['timer', 'timer'])
    adapter.fireAccount('a')
    adapter.on('accountChanged', listener)
    adapter.fireAccount('b')
    expect(listener).not.toHaveBeenCalled()
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED' })
  })

  it('a cleanup registered after destroy runs at once; the signal follows the kit', () => {
    const adapter = new MinimalAdapter()
    const context = createTestAdapterContext({ networks: [] })
    adapter.setup(context)
    expect(adapter.signal_().aborted).toBe(false)
    context.abort()
    expect(adapter.signal_().aborted).toBe(true)
    const unstarted = new MinimalAdapter()
    expect(unstarted.signal_().aborted).toBe(false)
    unstarted.destroy()
    expect(unstarted.signal_().aborted).toBe(true)
  })

  it('a cleanup that throws is logged and does not stop the others', async () => {
    const adapter = new MinimalAdapter()
    const warn = vi.fn()
    adapter.setup({
      ...createTestAdapterContext({ networks: [] }),
      logger: { warn, error: vi.fn() },
    })
    ;(adapter as unknown as { onDestroy(f: () => void): void }).onDestroy(() => {
      throw new Error('boom')
    })
    await adapter.destroy()
    expect(adapter.cleaned).toEqual(['timer'])
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
