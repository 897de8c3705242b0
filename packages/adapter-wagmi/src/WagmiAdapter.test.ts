import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@gangway/core/adapter'
import { announceEip1193Provider } from '@gangway/core/eip155'
import { anvilPrivateKey } from '@gangway/testing'
import { createTestWallet } from '@gangway/testing/browser'
import { createAdapterContext } from '@gangway/testing/tools'
import { getConnection, getConnectors, watchConnection } from '@wagmi/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiConfig } from './createWagmiConfig.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const OWNER = privateKeyToAccount(anvilPrivateKey(0)).address

const local: CaipNetwork = {
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const solanaNetwork = {
  ...local,
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
} as CaipNetwork

const context = () => createAdapterContext({ networks: [local] })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('WagmiAdapter', () => {
  it('builds a wagmi config over the eip155 networks only, once wagmi has loaded', async () => {
    const adapter = new WagmiAdapter({ networks: [local, solanaNetwork] })
    expect(() => adapter.wagmiConfig).toThrow('The wagmi config is not loaded yet')
    const config = await adapter.getWagmiConfig()
    expect(config.chains.map((chain) => chain.id)).toEqual([31337])
    expect(adapter.wagmiConfig).toBe(config)
    expect(await adapter.getWagmiConfig()).toBe(config)
    expect(adapter.adapterType).toBe('wagmi')
  })

  it('lists wallets without loading wagmi; the first connect loads it', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = createTestWallet({ chainId: 31337, privateKey: anvilPrivateKey(0) })
    const stop = announceEip1193Provider(win as never, { info: wallet.info, provider: wallet })
    const adapter = new WagmiAdapter({ networks: [local] })
    adapter.setup(context())
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([wallet.info.rdns, 'walletConnect'])
    // No config yet: nothing of wagmi has run.
    expect(() => adapter.wagmiConfig).toThrow(
      'WagmiAdapter loads wagmi on first use. Await adapter.getWagmiConfig()',
    )
    await adapter.connect({ id: wallet.info.rdns })
    expect(getConnection(adapter.wagmiConfig).status).toBe('connected')
    await adapter.disconnect()
    stop()
    adapter.destroy()
  })

  it('a failed wagmi import rejects with ADAPTER_SDK_NOT_LOADED and is tried again', async () => {
    vi.doMock('./wagmiRuntime.js', () => {
      throw new Error('chunk failed to load')
    })
    const adapter = new WagmiAdapter({ networks: [local] })
    try {
      const error = await adapter.getWagmiConfig().catch((e: unknown) => e)
      expect(error).toMatchObject({
        code: 'ADAPTER_SDK_NOT_LOADED',
        shortMessage: 'wagmi is not loaded yet',
      })
      // vitest wraps the factory's error; the import's failure is the cause either way.
      expect((error as Error).cause).toBeInstanceOf(Error)
      expect((error as Error).message).toContain('The wagmi adapter loads wagmi on first use')
      expect(() => adapter.wagmiConfig).toThrow('The wagmi config is not loaded yet')
    } finally {
      vi.doUnmock('./wagmiRuntime.js')
    }
    const config = await adapter.getWagmiConfig()
    expect(config.chains.map((chain) => chain.id)).toEqual([31337])
    expect(adapter.wagmiConfig).toBe(config)
  })

  it("uses the host's own wagmi config from the start and gives it the kit's wallets", async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = createTestWallet({ chainId: 31337, privateKey: anvilPrivateKey(0) })
    const stop = announceEip1193Provider(win as never, { info: wallet.info, provider: wallet })
    const wagmiConfig = createWagmiConfig({ networks: [local] })
    const adapter = new WagmiAdapter({ networks: [local], wagmiConfig })
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    adapter.setup(context())
    await vi.waitFor(() =>
      expect(getConnectors(wagmiConfig).map((c) => c.id)).toEqual([
        wallet.info.rdns,
        'walletConnect',
      ]),
    )
    stop()
    adapter.destroy()
  })

  it("stops giving wagmi the page's wallets once destroyed", async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const inPage = (name: string, rdns: string) => {
      const wallet = createTestWallet({
        chainId: 31337,
        privateKey: anvilPrivateKey(0),
        name,
        rdns,
      })
      stops.push(announceEip1193Provider(win as never, { info: wallet.info, provider: wallet }))
      return wallet.info.rdns
    }
    const stops: (() => void)[] = []
    const first = inPage('First Wallet', 'dev.gangway.first')
    const adapter = new WagmiAdapter({ networks: [local] })
    adapter.setup(context())
    const wagmiConfig = await adapter.getWagmiConfig()
    // Discovery is live: a wallet announced now reaches wagmi's connectors too.
    const second = inPage('Second Wallet', 'dev.gangway.second')
    const ids = [first, 'walletConnect', second]
    expect(getConnectors(wagmiConfig).map((c) => c.id)).toEqual(ids)

    const lists = vi.fn()
    adapter.on('connectors', lists)
    adapter.destroy()
    inPage('Late Wallet', 'dev.gangway.late')
    expect(getConnectors(wagmiConfig).map((c) => c.id)).toEqual(ids)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([first, second, 'walletConnect'])
    expect(lists).not.toHaveBeenCalled()
    for (const stop of stops) stop()
  })

  it('refuses a wagmi config without a chain for one of its networks, naming the option', () => {
    const other = { ...local, id: 1, caipNetworkId: 'eip155:1' } as CaipNetwork
    const wagmiConfig = createWagmiConfig({ networks: [local] })
    expect(() => new WagmiAdapter({ networks: [local, other], wagmiConfig })).toThrow(
      'Invalid option wagmiConfig',
    )
    try {
      new WagmiAdapter({ networks: [local, other], wagmiConfig })
    } catch (error) {
      expect((error as { longMessage: string }).longMessage).toContain(
        'The wagmi config has no chain for eip155:1',
      )
    }
  })

  it('refuses a network list without an eip155 network', () => {
    expect(() => new WagmiAdapter({ networks: [solanaNetwork] })).toThrow('Chain is required...')
  })

  it('works without a window (SSR): no wallets, only WalletConnect', () => {
    vi.stubGlobal('window', undefined)
    const adapter = new WagmiAdapter({ networks: [local] })
    adapter.setup(context())
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
  })

  it("gives wagmi's own hooks the kit's wallets and the kit's connection", async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = createTestWallet({ chainId: 31337, privateKey: anvilPrivateKey(0) })
    const stop = announceEip1193Provider(win as never, { info: wallet.info, provider: wallet })
    const adapter = new WagmiAdapter({ networks: [local] })
    adapter.setup(context())
    const wagmiConfig = await adapter.getWagmiConfig()
    expect(getConnectors(wagmiConfig).map((c) => [c.id, c.name])).toEqual([
      [wallet.info.rdns, wallet.info.name],
      ['walletConnect', 'WalletConnect'],
    ])
    const seen = vi.fn()
    const unwatch = watchConnection(adapter.wagmiConfig, { onChange: seen })
    await adapter.connect({ id: wallet.info.rdns })
    expect(getConnection(adapter.wagmiConfig)).toMatchObject({
      status: 'connected',
      address: OWNER,
      chainId: 31337,
      connector: { id: wallet.info.rdns },
    })
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ address: OWNER }),
      expect.anything(),
    )
    await adapter.disconnect()
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    unwatch()
    stop()
    adapter.destroy()
  })

  it('uses the host transport for a chain when given', async () => {
    const transport = vi.fn(() => ({
      config: { key: 'mine', name: 'Mine', request: vi.fn(), retryCount: 0, type: 'custom' },
      request: vi.fn(),
    }))
    const adapter = new WagmiAdapter({
      networks: [local],
      transports: { 31337: transport as never },
    })
    ;(await adapter.getWagmiConfig()).getClient({ chainId: 31337 })
    expect(transport).toHaveBeenCalled()
  })

  describe("the kit's project id", () => {
    /**
     * A stand-in RPC service for Ethereum (eth_chainId 0x1): answers eth_getBalance with 42 wei,
     * recording request URLs.
     */
    async function rpcService() {
      const urls: string[] = []
      const server = createServer((req, res) => {
        urls.push(req.url ?? '')
        let body = ''
        req.on('data', (chunk) => {
          body += chunk
        })
        req.on('end', () => {
          const parsed = JSON.parse(body)
          const one = (r: { id: unknown; method: string }) => ({
            jsonrpc: '2.0',
            id: r.id,
            result: r.method === 'eth_chainId' ? '0x1' : '0x2a',
          })
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)))
        })
      })
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      return { url, urls, close: () => new Promise((r) => server.close(r)) }
    }
    // A chain the default RPC URL rule knows, whose own URL answers nothing.
    const mainnet = { ...local, id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' } as CaipNetwork
    const balanceThrough = async (adapter: WagmiAdapter) => {
      adapter.setup(createAdapterContext({ networks: [mainnet], projectId: 'kit-project' }))
      return adapter.getBalance({ address: OWNER, caipNetwork: mainnet })
    }

    it('reads through the RPC service with the kit project id when the adapter has none', async () => {
      const service = await rpcService()
      try {
        const adapter = new WagmiAdapter({ networks: [mainnet], rpcServiceUrl: service.url })
        expect(await balanceThrough(adapter)).toMatchObject({ balance: '0.000000000000000042' })
        // Every request (the chain check on first use, the read, the ranking's probes) goes to the
        // service, with the kit's project id.
        expect([...new Set(service.urls)]).toEqual(['/v1/?chainId=eip155:1&projectId=kit-project'])
      } finally {
        await service.close()
      }
    })

    it("prefers the adapter's own project id", async () => {
      const service = await rpcService()
      try {
        const adapter = new WagmiAdapter({
          networks: [mainnet],
          rpcServiceUrl: service.url,
          projectId: 'own-project',
        })
        await balanceThrough(adapter)
        expect([...new Set(service.urls)]).toEqual(['/v1/?chainId=eip155:1&projectId=own-project'])
      } finally {
        await service.close()
      }
    })
  })
})
