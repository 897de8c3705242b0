/**
 * web3.js loads on first use: listing wallets (setup(), which runs discovery) never loads it;
 * connect, restore, reads and signing do, once; a failed load is a KitError and is retried.
 * The loader is counted (it wraps the real `import()` of the adapter's SDK chunk).
 */

import type { UniversalProviderLike } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { createSolanaTestWallet } from '@gangway/testing/solana'
import { createAdapterContext } from '@gangway/testing/tools'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import type { LegacySolanaProvider } from './legacyInjected.js'
import { SolanaAdapter } from './SolanaAdapter.js'
import { useSolanaValidator } from './testing/solanaHarness.testing.js'
import type { SolanaSdk } from './types.js'

const { chain } = useSolanaValidator()

const realSdk = () => import('./solanaSdk.js')

/** A registry holding only `wallets` (the page's global registry is left alone). */
const registryOf = (wallets: Wallet[]): Wallets =>
  ({ get: () => wallets, on: () => () => {}, register: () => () => {} }) as unknown as Wallets

/** A legacy injected wallet (`window.solflare`) that only answers connect. */
const legacyWindow = () => ({
  solflare: {
    isSolflare: true,
    connect: vi.fn(async () => ({ publicKey: undefined })),
    disconnect: async () => {},
    signMessage: async () => new Uint8Array(),
    signTransaction: async <T>(transaction: T) => transaction,
  } satisfies LegacySolanaProvider,
})

function setup(
  load: () => Promise<SolanaSdk> = realSdk,
  options: { universal?: UniversalProviderLike } = {},
) {
  const wallet = createSolanaTestWallet({ rpcUrl: chain.validator.rpcUrl })
  chain.validator.airdrop(wallet.address, 2_000_000_000)
  const loader = vi.fn(load)
  const adapter = new SolanaAdapter(
    { getWallets: () => registryOf([wallet]), window: legacyWindow(), deepLinks: false },
    loader,
  )
  adapter.setup(
    createAdapterContext({
      networks: chain.networks,
      ...(options.universal && { universalProvider: options.universal }),
    }),
  )
  return { adapter, loader, wallet }
}

describe('SolanaAdapter loads @solana/web3.js on first use', () => {
  it('lists wallets without loading it; connect loads it once, reads and signing reuse it', async () => {
    const { adapter, loader, wallet } = setup()
    expect(adapter.getConnectors().map((c) => `${c.type}:${c.id}`)).toEqual([
      `ANNOUNCED:${wallet.name}`,
      'INJECTED:Solflare',
      'WALLET_CONNECT:walletConnect',
    ])
    expect(loader).not.toHaveBeenCalled()
    expect(() => adapter.getConnection()).toThrow('@solana/web3.js is not loaded yet')

    const result = await adapter.connect({ id: wallet.name })
    expect(result.address).toBe(wallet.address)
    expect(loader).toHaveBeenCalledTimes(1)

    await adapter.signMessage({ address: wallet.address, message: 'hi' } as never)
    const { balance } = await adapter.getBalance({
      address: wallet.address,
      caipNetwork: chain.localnet,
    })
    expect(balance).toBe('2')
    expect(adapter.getConnection(chain.localnet).rpcEndpoint).toBe(chain.validator.rpcUrl)
    expect(loader).toHaveBeenCalledTimes(1)
    adapter.destroy()
  })

  it('getBalance and loadConnection load it; concurrent calls share one load', async () => {
    const { adapter, loader, wallet } = setup()
    const [first, second, connection] = await Promise.all([
      adapter.getBalance({ address: wallet.address, caipNetwork: chain.localnet }),
      adapter.getBalance({ address: wallet.address, caipNetwork: chain.localnet }),
      adapter.loadConnection(chain.localnet),
    ])
    expect([first.balance, second.balance]).toEqual(['2', '2'])
    expect(connection).toBe(adapter.getConnection(chain.localnet))
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('does not load it for calls that find nothing to do', async () => {
    const universal = { session: undefined } as unknown as UniversalProviderLike
    const { adapter, loader } = setup(realSdk, { universal })
    // No session: signing fails before anything loads.
    await expect(adapter.signMessage({ address: 'x', message: 'hi' } as never)).rejects.toThrow(
      KitError,
    )
    // Restores that find no account: an unknown wallet, no WalletConnect session, a silent
    // connect the wallet does not confirm (the site is not trusted).
    expect(await adapter.restore({ id: 'Unknown Wallet' })).toBeNull()
    expect(await adapter.restore({ id: 'walletConnect' })).toBeNull()
    expect(await adapter.restore({ id: 'Solflare' })).toBeNull()
    expect(loader).not.toHaveBeenCalled()
  })

  it('asks the wallet while it loads: the prompt does not wait for the download', async () => {
    let finish: () => void = () => {}
    const { adapter, loader, wallet } = setup(() =>
      new Promise<void>((done) => (finish = done)).then(realSdk),
    )
    const connecting = adapter.connect({ id: wallet.name })
    await vi.waitFor(() => expect(wallet.requests.map((r) => r.method)).toEqual(['connect']))
    expect(loader).toHaveBeenCalledTimes(1)
    finish()
    expect((await connecting).address).toBe(wallet.address)
    expect(loader).toHaveBeenCalledTimes(1)
    adapter.destroy()
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
    'a loader that %s fails the call with ADAPTER_SDK_NOT_LOADED, and the next call loads again',
    async (_, failing) => {
      const { adapter, loader, wallet } = setup(failing as () => Promise<SolanaSdk>)
      const error = await adapter.connect({ id: wallet.name }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('ADAPTER_SDK_NOT_LOADED')
      expect((error as KitError).shortMessage).toBe('@solana/web3.js is not loaded yet')
      expect(((error as KitError).cause as Error).message).toBe('chunk failed to load')

      // Not remembered: every later use tries again.
      let calls = loader.mock.calls.length
      const read = adapter.getBalance({ address: wallet.address, caipNetwork: chain.localnet })
      await expect(read).rejects.toMatchObject({ code: 'ADAPTER_SDK_NOT_LOADED' })
      expect(loader.mock.calls.length).toBe(calls + 1)

      loader.mockImplementation(realSdk)
      calls = loader.mock.calls.length
      expect((await adapter.connect({ id: wallet.name })).address).toBe(wallet.address)
      const { balance } = await adapter.getBalance({
        address: wallet.address,
        caipNetwork: chain.localnet,
      })
      expect(balance).toBe('2')
      expect(loader.mock.calls.length).toBe(calls + 1)
      adapter.destroy()
    },
  )
})
