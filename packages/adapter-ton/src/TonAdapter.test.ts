import type { AdapterEventMap } from '@gangway/core/adapter'
import { TON_TEST_MNEMONIC_2 } from '@gangway/testing/ton'
import { describe, expect, it, vi } from 'vitest'
import { ton, tonTestnet } from './networks.js'
import { CONNECTOR_ID, friendlyOf, useTonSandbox } from './testing/tonHarness.testing.js'
import type { TonProvider } from './types.js'

const harness = useTonSandbox()

describe('TonAdapter: TON Connect JS bridge wallets, connect to destroy', () => {
  it('lists injected TON Connect wallets by their walletInfo, nothing else', () => {
    const { page } = harness.wallet()
    const adapter = harness.adapter(page)
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: CONNECTOR_ID,
        name: 'Gangway TON Test Wallet',
        type: 'INJECTED',
        chain: 'ton',
        installed: true,
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
    ])
  })

  it('connects: the account in user-friendly form on the network the wallet reports', async () => {
    const { wallet, adapter, result } = await harness.connected()
    const { localnet } = harness.chain
    expect(result).toMatchObject({
      id: CONNECTOR_ID,
      type: 'INJECTED',
      address: friendlyOf(wallet.address),
      chainId: localnet.id,
      accounts: [
        {
          namespace: 'ton',
          address: friendlyOf(wallet.address),
          type: 'eoa',
          publicKey: wallet.publicKey,
        },
      ],
    })
    expect(adapter.family.isAddress(result.address)).toBe(true)
    const provider = adapter.getProvider() as TonProvider
    expect(provider.account).toMatchObject({
      address: wallet.address,
      network: '-1000',
      friendlyAddress: result.address,
    })
    expect(wallet.connected).toBe(true)
    expect(await adapter.getAccounts({ id: CONNECTOR_ID })).toEqual({ accounts: result.accounts })
  })

  it('a declined connect rejects with USER_REJECTED and opens nothing', async () => {
    const { wallet, page } = harness.wallet()
    const adapter = harness.adapter(page)
    wallet.rejectNext('connect')
    await expect(adapter.connect({ id: CONNECTOR_ID })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.listenerCount()).toBe(0)
    await expect(adapter.connect({ id: 'tonconnect:nope' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })

  it('restores after a reload (a new adapter) while the wallet approves the site', async () => {
    const { wallet, page, adapter, result } = await harness.connected()
    await adapter.destroy()
    const reloaded = harness.adapter(page)
    const restored = await reloaded.restore({ id: CONNECTOR_ID, chainId: result.chainId })
    expect(restored).toMatchObject({ id: CONNECTOR_ID, address: result.address, chainId: '-1000' })
    expect(wallet.listenerCount()).toBe(1)
    // The next request's id is above every earlier one (the wallet refuses others).
    const signed = await reloaded.signMessage({ message: 'after reload', address: result.address })
    expect(signed.signature).toMatch(/==$/)

    wallet.revoke() // the visitor removes the site in the wallet
    const again = harness.adapter(page)
    expect(await again.restore({ id: CONNECTOR_ID })).toBeNull()
    expect(await again.restore({ id: 'tonconnect:gone' })).toBeNull()
  })

  it('disconnects: the wallet forgets the site, no listener is left', async () => {
    const { wallet, page, adapter } = await harness.connected()
    await adapter.disconnect()
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.trusted).toBe(false)
    expect(wallet.listenerCount()).toBe(0)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'disconnect', answer: { result: {} } })
    expect(await harness.adapter(page).restore({ id: CONNECTOR_ID })).toBeNull()
    await expect(adapter.signMessage({ message: 'x', address: '' })).rejects.toMatchObject({
      code: 'WALLET_NOT_CONNECTED',
    })
  })

  it("reports the wallet's account switch and disconnect events", async () => {
    const { wallet, adapter } = await harness.connected()
    const events: [string, unknown][] = []
    for (const name of ['accountChanged', 'disconnect'] as const) {
      adapter.on(name, (payload: AdapterEventMap[typeof name]) => events.push([name, payload]))
    }
    await wallet.switchAccount(TON_TEST_MNEMONIC_2)
    const second = friendlyOf(wallet.address)
    expect((adapter.getProvider() as TonProvider).account.friendlyAddress).toBe(second)
    wallet.revoke()
    expect(events).toEqual([
      ['accountChanged', { address: second, chainId: '-1000', connectorId: CONNECTOR_ID }],
      ['disconnect', undefined],
    ])
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('switchNetwork: free while disconnected, refused off the connected network', async () => {
    const { page } = harness.wallet()
    const idle = harness.adapter(page)
    await expect(idle.switchNetwork({ caipNetwork: ton })).resolves.toBeUndefined()
    const { adapter } = await harness.connected()
    await expect(adapter.switchNetwork({ caipNetwork: harness.chain.localnet })).resolves.toBe(
      undefined,
    )
    // The protocol has no network switch: the contract's code for a family that cannot do one.
    const refused = await adapter.switchNetwork({ caipNetwork: ton }).catch((e) => e)
    expect(refused).toMatchObject({ code: 'METHOD_NOT_SUPPORTED' })
    expect(refused.longMessage).toMatch(/stay on the network they connected on/)
    // A network the adapter was never given is another matter.
    const unknown = { ...tonTestnet, id: '-4', caipNetworkId: 'ton:-4' as const }
    await expect(adapter.switchNetwork({ caipNetwork: unknown })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
    })
  })

  it('a wallet on a network the app does not offer is refused (UNSUPPORTED_CHAIN)', async () => {
    const { wallet, page } = harness.wallet({ network: '-3' })
    const adapter = harness.adapter(page)
    await expect(adapter.connect({ id: CONNECTOR_ID })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
    })
    expect(wallet.listenerCount()).toBe(0)
  })

  it('destroy stops listening and emits nothing after; no timer is left running', async () => {
    const { node } = harness.chain
    const setTimer = vi.spyOn(globalThis, 'setTimeout')
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout')
    try {
      const { wallet, adapter, result } = await harness.connected()
      // Two RPC URLs: the kernel's transport ranks them on a timer while the adapter lives.
      const twoUrls = {
        ...harness.chain.localnet,
        rpcUrls: { default: { http: [node.rpcUrl, `${node.rpcUrl}?second`] } },
      }
      await adapter.getBalance({ address: result.address, caipNetwork: twoUrls })
      const emitted: string[] = []
      adapter.on('disconnect', () => emitted.push('disconnect'))
      await adapter.destroy()
      expect(wallet.listenerCount()).toBe(0)
      wallet.revoke()
      expect(emitted).toEqual([])
      expect(adapter.getProvider()).toBeUndefined()
      await expect(
        adapter.getBalance({ address: result.address, caipNetwork: twoUrls }),
      ).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
      await expect(adapter.connect({ id: CONNECTOR_ID })).rejects.toMatchObject({
        code: 'CONNECT_FAILED',
      })
      // Every long timer the adapter (or the kernel's transport under it) started is cleared.
      const cleared = new Set(clearTimer.mock.calls.map(([timer]) => timer))
      const long = setTimer.mock.calls
        .map(([callback, delay], i) => ({
          callback: (callback as { name?: string }).name,
          delay: Number(delay ?? 0),
          timer: setTimer.mock.results[i]?.value,
        }))
        // undici's HTTP parser timers (fetch's own keep-alive bookkeeping) are not ours.
        .filter(({ delay, callback }) => delay >= 1000 && callback !== 'onParserTimeout')
      expect(long.map(({ delay }) => delay)).toContain(4000) // the ranking round
      expect(long.filter(({ timer }) => !cleared.has(timer))).toEqual([])
    } finally {
      setTimer.mockRestore()
      clearTimer.mockRestore()
    }
  })
})
