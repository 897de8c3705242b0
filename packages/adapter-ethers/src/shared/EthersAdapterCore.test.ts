import type { CaipNetwork } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { announceEip1193Provider, type Eip1193Provider } from '@gangway/core/eip155'
import { createAdapterContext } from '@gangway/testing/tools'
import { describe, expect, it, vi } from 'vitest'
import type { EthersReaderShim, EthersSdkShim } from '../sdk/types.js'
import { EthersAdapterCore } from './EthersAdapterCore.js'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const NEXT_ACCOUNT = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const RDNS = 'com.example.wallet'

const network: CaipNetwork = {
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

/** A shim that marks what it touched: checksums become `0xCHECKED…`, every balance is 1.5 ETH. */
function fakeShim() {
  const reader: EthersReaderShim = {
    getBalance: async () => 1_500_000_000_000_000_000n,
    estimateGas: async () => 21_000n,
    call: async () => `0x${'0'.repeat(63)}1`,
    destroy: () => undefined,
  }
  const shim: EthersSdkShim = {
    adapterType: 'ethers',
    getSigner: async () => ({
      signMessage: async (message) => `signed:${message}`,
      signTypedData: async () => '0xtyped',
      sendTransaction: async () => '0xhash',
    }),
    createReader: vi.fn(() => reader),
    encodeFunctionData: () => '0xa9059cbb',
    decodeFunctionResult: () => [true],
    getAddress: (address) => `0xCHECKED${address.slice(2)}`,
  }
  return shim
}

/** A wallet announced over EIP-6963 that follows `accountsChanged` listeners. */
function announcedWallet(target: EventTarget) {
  const listeners = new Map<string, (value: unknown) => void>()
  const provider: Eip1193Provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ACCOUNT]
      if (method === 'eth_chainId') return '0x7a69'
      throw new Error(`unexpected ${method}`)
    },
    on: (event: string, listener: (value: unknown) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
  } as Eip1193Provider
  announceEip1193Provider(target as never, {
    info: { uuid: 'wallet-1', name: 'Example Wallet', icon: 'data:,', rdns: RDNS },
    provider,
  })
  return { emit: (event: string, value: unknown) => listeners.get(event)?.(value) }
}

/**
 * The core adapter with a counting loader and a wallet in its page; `setup` as the kit does it
 * (which starts discovery).
 */
function create(load: () => Promise<EthersSdkShim> = async () => fakeShim()) {
  const target = new EventTarget()
  const loader = vi.fn(load)
  const adapter = new EthersAdapterCore('ethers', loader, { discoveryTarget: target as never })
  const wallet = announcedWallet(target)
  return {
    adapter,
    loader,
    wallet,
    setup: () => adapter.setup(createAdapterContext({ networks: [network] })),
  }
}

describe('EthersAdapterCore loads the ethers SDK on first use', () => {
  it('lists wallets without loading it; connect loads it once and checksums through it', async () => {
    const { adapter, loader, wallet, setup } = create()
    setup()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([RDNS, 'walletConnect'])
    expect(loader).not.toHaveBeenCalled()

    const result = await adapter.connect({ id: RDNS })
    expect(loader).toHaveBeenCalledTimes(1)
    expect(result.address).toBe(`0xCHECKED${ACCOUNT.slice(2)}`)

    // The wallet's events arrive synchronously and use the loaded shim.
    const changed = vi.fn()
    adapter.on('accountChanged', changed)
    wallet.emit('accountsChanged', [NEXT_ACCOUNT])
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({ address: `0xCHECKED${NEXT_ACCOUNT.slice(2)}` }),
    )

    await adapter.getBalance({ address: ACCOUNT, caipNetwork: network })
    await adapter.signMessage({ address: ACCOUNT, message: 'hi' } as never)
    expect(loader).toHaveBeenCalledTimes(1)
    adapter.destroy()
  })

  it('getBalance loads it; concurrent reads share one load and one read provider', async () => {
    const shim = fakeShim()
    const { adapter, loader, setup } = create(async () => shim)
    setup()
    const reads = await Promise.all([
      adapter.getBalance({ address: ACCOUNT, caipNetwork: network }),
      adapter.getBalance({ address: ACCOUNT, caipNetwork: network }),
    ])
    expect(reads.map((read) => read.balance)).toEqual(['1.5', '1.5'])
    expect(loader).toHaveBeenCalledTimes(1)
    expect(shim.createReader).toHaveBeenCalledTimes(1)
    // The reader gets the kit's JSON-RPC transport over the chain's RPC URLs.
    const [chainId, transport] = vi.mocked(shim.createReader).mock.calls[0] ?? []
    expect(chainId).toBe(31337)
    expect(transport?.urls()).toEqual(['http://127.0.0.1:1'])
    adapter.destroy()
  })

  it('does not load it for a call that needs a session when none is open', async () => {
    const { adapter, loader, setup } = create()
    setup()
    await expect(adapter.signMessage({ address: ACCOUNT, message: 'hi' } as never)).rejects.toThrow(
      KitError,
    )
    expect(loader).not.toHaveBeenCalled()
  })

  it.each([
    ['rejects', () => Promise.reject(new Error('chunk failed to load'))],
    [
      'throws',
      () => {
        throw new Error('chunk failed to load')
      },
    ],
  ])(
    'a loader that %s fails the call with a KitError, and the next call loads again',
    async (_, failing) => {
      const { adapter, loader, setup } = create(failing as () => Promise<EthersSdkShim>)
      setup()
      const error = await adapter.connect({ id: RDNS }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('ADAPTER_SDK_NOT_LOADED')
      expect(((error as KitError).cause as Error).message).toBe('chunk failed to load')
      // Not cached: every later use tries again.
      let calls = loader.mock.calls.length
      const read = adapter.getBalance({ address: ACCOUNT, caipNetwork: network })
      await expect(read).rejects.toMatchObject({ code: 'ADAPTER_SDK_NOT_LOADED' })
      expect(loader.mock.calls.length).toBe(calls + 1)

      loader.mockImplementation(async () => fakeShim())
      calls = loader.mock.calls.length
      expect((await adapter.connect({ id: RDNS })).address).toBe(`0xCHECKED${ACCOUNT.slice(2)}`)
      expect((await adapter.getBalance({ address: ACCOUNT, caipNetwork: network })).balance).toBe(
        '1.5',
      )
      expect(loader.mock.calls.length).toBe(calls + 1)
      adapter.destroy()
    },
  )
})
