/**
 * sats-connect loads on first use of an injected wallet: setup() (which lists the wallets) never
 * loads it; connect, restore and signing do, once; a failed load is a KitError
 * and is retried. The loader is counted (it wraps the real `import()` of the adapter's SDK chunk).
 */
import { KitError } from '@gangway/core/common'
import { createBitcoinTestProvider, registerBitcoinTestProvider } from '@gangway/testing/bitcoin'
import { createAdapterContext, installTestWindow } from '@gangway/testing/tools'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { bitcoinTestnet } from './networks.js'
import type { SatsConnectSdk } from './types.js'

const testWindow = installTestWindow()
afterEach(() => testWindow.reset())
afterAll(() => testWindow.uninstall())

const realSdk = () => import('./satsConnectSdk.js')

function setup(load: () => Promise<SatsConnectSdk> = realSdk) {
  const provider = createBitcoinTestProvider({ privateKey: '11'.repeat(32) })
  registerBitcoinTestProvider(provider)
  const loader = vi.fn(load)
  const adapter = new BitcoinAdapter({ networks: [bitcoinTestnet] }, loader)
  adapter.setup(createAdapterContext({ networks: [bitcoinTestnet] }))
  return { adapter, loader, provider }
}

describe('BitcoinAdapter loads sats-connect on first use', () => {
  it('lists wallets without loading it; connect loads it once, signing reuses it', async () => {
    // A wallet sats-connect knows by heart, installed without registering (window.unisat).
    testWindow.window.unisat = { requestAccounts: async () => [] }
    const { adapter, loader, provider } = setup()
    expect(adapter.getConnectors().map((c) => [c.id, c.name, c.type])).toEqual([
      [provider.id, 'Gangway Test Bitcoin Wallet', 'INJECTED'],
      ['unisat', 'Unisat', 'INJECTED'],
      ['walletConnect', 'WalletConnect', 'WALLET_CONNECT'],
    ])
    expect(adapter.getConnectors()[1]?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(loader).not.toHaveBeenCalled()

    const result = await adapter.connect({ id: provider.id })
    expect(result.address).toBe(provider.addresses.payment.address)
    expect(loader).toHaveBeenCalledTimes(1)

    await adapter.signMessage({ message: 'hi', address: '', protocol: 'ecdsa' })
    await adapter.getAccounts({ id: provider.id })
    await adapter.disconnect()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('does not load it for calls that find nothing to do', async () => {
    const { adapter, loader } = setup()
    expect(await adapter.restore({ id: 'NotInstalled.BitcoinProvider' })).toBeNull()
    await expect(adapter.connect({ id: 'NotInstalled.BitcoinProvider' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
    await expect(adapter.signMessage({ message: 'hi', address: '' })).rejects.toMatchObject({
      code: 'WALLET_NOT_CONNECTED',
    })
    expect(loader).not.toHaveBeenCalled()
  })

  it('restoring an installed wallet loads it once, shared by concurrent calls', async () => {
    const { adapter, provider } = setup()
    await adapter.connect({ id: provider.id })
    // The page reloads: a new adapter, the wallet still trusting the site.
    const loader = vi.fn(realSdk)
    const reloaded = new BitcoinAdapter({ networks: [bitcoinTestnet] }, loader)
    reloaded.setup(createAdapterContext({ networks: [bitcoinTestnet] }))
    expect(loader).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([
      reloaded.restore({ id: provider.id }),
      reloaded.restore({ id: provider.id }),
    ])
    expect(first?.address).toBe(provider.addresses.payment.address)
    expect(second?.address).toBe(provider.addresses.payment.address)
    expect(loader).toHaveBeenCalledTimes(1)
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
      const { adapter, loader, provider } = setup(failing as () => Promise<SatsConnectSdk>)
      const error = await adapter.connect({ id: provider.id }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('ADAPTER_SDK_NOT_LOADED')
      expect((error as KitError).shortMessage).toBe('sats-connect is not loaded yet')
      expect(((error as KitError).cause as Error).message).toBe('chunk failed to load')
      // The wallet was not asked: the request goes through sats-connect.
      expect(provider.requests).toEqual([])

      // Not remembered: every later use tries again.
      let calls = loader.mock.calls.length
      await expect(adapter.restore({ id: provider.id })).rejects.toMatchObject({
        code: 'ADAPTER_SDK_NOT_LOADED',
      })
      expect(loader.mock.calls.length).toBe(calls + 1)

      loader.mockImplementation(realSdk)
      calls = loader.mock.calls.length
      const result = await adapter.connect({ id: provider.id })
      expect(result.address).toBe(provider.addresses.payment.address)
      expect(loader.mock.calls.length).toBe(calls + 1)
      await adapter.disconnect()
    },
  )
})
