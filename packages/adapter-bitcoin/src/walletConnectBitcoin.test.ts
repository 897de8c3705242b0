import type { UniversalProviderLike } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import { createAdapterContext } from '@gangway/testing/tools'
import { describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { bitcoin, bitcoinTestnet } from './networks.js'

const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'

/** A UniversalProvider stand-in whose wallet approves bip122 on mainnet. */
function fakeUniversal() {
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const universal = {
    session: undefined as UniversalProviderLike['session'],
    connect: vi.fn(async (_proposal?: unknown) => {
      for (const listener of listeners.get('display_uri') ?? []) listener('wc:pairing@2')
      universal.session = {
        topic: 'topic',
        namespaces: { bip122: { accounts: [`${bitcoin.caipNetworkId}:${PAYMENT}`] } },
      }
    }),
    disconnect: vi.fn(async () => {
      universal.session = undefined
    }),
    request: vi.fn(async ({ method }: { method: string; params?: unknown }, _chain?: string) => {
      if (method === 'getAccountAddresses') {
        return [
          { address: ORDINALS, publicKey: 'ab', intention: 'ordinal' },
          { address: PAYMENT, publicKey: 'cd', intention: 'payment' },
        ]
      }
      if (method === 'signMessage') return { address: PAYMENT, signature: 'c2ln' }
      if (method === 'sendTransfer') return { txid: 'ff'.repeat(32) }
      throw Object.assign(new Error('User rejected'), { code: 5000 })
    }),
    on: vi.fn((event: string, listener: (...args: any[]) => void) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    }),
    removeListener: vi.fn((event: string, listener: (...args: any[]) => void) => {
      listeners.get(event)?.delete(listener)
    }),
  }
  return Object.assign(universal, { listeners })
}

function adapterWith(
  universal: ReturnType<typeof fakeUniversal>,
  pairWalletConnect?: () => Promise<UniversalProviderLike>,
) {
  const adapter = new BitcoinAdapter()
  const networks = [bitcoin, bitcoinTestnet]
  // Without `pairWalletConnect`, the context pairs as the kit does (one proposal, every family).
  adapter.setup(
    createAdapterContext({
      networks,
      universalProvider: universal as unknown as UniversalProviderLike,
      ...(pairWalletConnect && { pairWalletConnect }),
    }),
  )
  return adapter
}

describe('BitcoinAdapter over WalletConnect (the kit shared UniversalProvider)', () => {
  it('pairs through the kit for bip122, shows the URI, and reads payment and ordinal addresses', async () => {
    const universal = fakeUniversal()
    const adapter = adapterWith(universal)
    const uris: string[] = []
    adapter.on('displayUri', (uri) => uris.push(uri))
    const result = await adapter.connect({ id: 'walletConnect' })
    expect(universal.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        bip122: {
          methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
          chains: [bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId],
          events: ['bip122_addressesChanged'],
          rpcMap: {
            [bitcoin.id]: 'https://mempool.space/api',
            [bitcoinTestnet.id]: 'https://mempool.space/testnet/api',
          },
        },
      },
    })
    expect(uris).toEqual(['wc:pairing@2'])
    expect(result).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      address: PAYMENT,
      chainId: bitcoin.id,
      accounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinal' },
      ],
    })
    expect(adapter.getProvider()).toBe(universal)
  })

  it('routes signMessage and sendTransfer to the bip122 chain, maps rejection', async () => {
    const universal = fakeUniversal()
    const adapter = adapterWith(universal)
    await adapter.connect({ id: 'walletConnect' })
    const signed = await adapter.signMessage({
      message: 'hi',
      address: PAYMENT,
      protocol: 'bip322',
    })
    expect(signed.signature).toBe('c2ln')
    expect(universal.request).toHaveBeenCalledWith(
      { method: 'signMessage', params: { address: PAYMENT, message: 'hi', protocol: 'bip322' } },
      bitcoin.caipNetworkId,
    )
    const { txid } = await adapter.sendTransfer({
      recipients: [{ address: ORDINALS, amount: 1000n }],
    })
    expect(txid).toBe('ff'.repeat(32))
    expect(universal.request).toHaveBeenLastCalledWith(
      {
        method: 'sendTransfer',
        params: { account: PAYMENT, recipientAddress: ORDINALS, amount: '1000' },
      },
      bitcoin.caipNetworkId,
    )
    const error = await adapter.signPsbt({ psbt: 'cHNidP8=' }).catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
  })

  it('restores a surviving session after a reload, and nothing without one', async () => {
    const universal = fakeUniversal()
    expect(await adapterWith(universal).restore({ id: 'walletConnect' })).toBeNull()
    await adapterWith(universal).connect({ id: 'walletConnect' })
    const restored = await adapterWith(universal).restore({ id: 'walletConnect' })
    expect(restored).toMatchObject({ address: PAYMENT, chainId: bitcoin.id })
    expect(universal.connect).toHaveBeenCalledTimes(1)
  })

  it("uses the kit's one pairing when it offers it and there is no session yet", async () => {
    const universal = fakeUniversal()
    const pair = vi.fn(async () => {
      await universal.connect()
      return universal as unknown as UniversalProviderLike
    })
    const adapter = adapterWith(universal, pair)
    const result = await adapter.connect({ id: 'walletConnect' })
    expect(pair).toHaveBeenCalledTimes(1)
    expect(universal.connect).toHaveBeenCalledWith() // by the pairing, not by the adapter
    expect(result.address).toBe(PAYMENT)
  })

  it('maps a refusal of the bip122 proposal to USER_REJECTED, as the other adapters do', async () => {
    const universal = fakeUniversal()
    const refusal = Object.assign(new Error('User rejected.'), { code: 5000 })
    universal.connect.mockImplementationOnce(async () => {
      throw refusal
    })
    const error = await adapterWith(universal)
      .connect({ id: 'walletConnect' })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect((error as Error).cause).toBe(refusal)
    expect(universal.removeListener).toHaveBeenCalledWith('display_uri', expect.any(Function))
  })

  it('disconnects when the wallet deletes the session, once', async () => {
    const universal = fakeUniversal()
    const adapter = adapterWith(universal)
    await adapter.connect({ id: 'walletConnect' })
    const disconnects = vi.fn()
    adapter.on('disconnect', disconnects)
    for (const listener of [...(universal.listeners.get('session_delete') ?? [])]) listener({})
    for (const listener of [...(universal.listeners.get('disconnect') ?? [])]) listener({})
    expect(disconnects).toHaveBeenCalledTimes(1)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('disconnect ends the WalletConnect session', async () => {
    const universal = fakeUniversal()
    const adapter = adapterWith(universal)
    await adapter.connect({ id: 'walletConnect' })
    await adapter.disconnect()
    expect(universal.disconnect).toHaveBeenCalledTimes(1)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('proposes bip122 itself when the existing session has no bip122 account', async () => {
    const universal = fakeUniversal()
    universal.session = {
      topic: 'evm-only',
      namespaces: {
        eip155: { accounts: ['eip155:1:0x0000000000000000000000000000000000000001'] },
      },
    }
    const pair = vi.fn(async () => universal as unknown as UniversalProviderLike)
    const adapter = adapterWith(universal, pair)
    const uris: string[] = []
    adapter.on('displayUri', (uri) => uris.push(uri))
    expect((await adapter.connect({ id: 'walletConnect' })).address).toBe(PAYMENT)
    expect(pair).not.toHaveBeenCalled()
    expect(universal.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        bip122: expect.objectContaining({
          chains: [bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId],
        }),
      },
    })
    expect(uris).toEqual(['wc:pairing@2'])
  })

  it('destroy stops following the session: its listeners are removed, nothing is emitted', async () => {
    const universal = fakeUniversal()
    const adapter = adapterWith(universal)
    await adapter.connect({ id: 'walletConnect' })
    expect(universal.listeners.get('session_delete')?.size).toBe(1)
    adapter.destroy()
    expect(universal.listeners.get('session_delete')?.size).toBe(0)
    expect(universal.listeners.get('disconnect')?.size).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
    const disconnects = vi.fn()
    adapter.on('disconnect', disconnects)
    universal.session = undefined
    for (const listener of [...(universal.listeners.get('session_delete') ?? [])]) listener({})
    expect(disconnects).not.toHaveBeenCalled()
    // Destroy leaves the wallet's session alone (a reload restores it).
    expect(universal.disconnect).not.toHaveBeenCalled()
  })
})
