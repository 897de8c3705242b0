/**
 * Switching to a chain the wallet lacks, on real anvil nodes with the @gangway/testing wallet:
 * `wallet_addEthereumChain` carries the same parameter as the ethers adapter's path (core's
 * switchOrAddEthereumChain with the host's URLs / default RPC URL rule), so the wallet reads
 * the new chain through them, not through the chain's own URL.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@gangway/core/adapter'
import {
  announceEip1193Provider,
  evmRpcUrls,
  toAddEthereumChainParameter,
} from '@gangway/core/eip155'
import { type AnvilNode, anvilPrivateKey, startAnvil } from '@gangway/testing'
import { createTestWallet, type TestWallet } from '@gangway/testing/browser'
import { createAdapterContext } from '@gangway/testing/tools'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.js'

/** The second chain's own URL: nothing answers there. */
const DEAD_URL = 'http://127.0.0.1:1'

let main: AnvilNode
let second: AnvilNode // chain 10: one the default RPC URL rule knows
const win = new EventTarget()
const cleanups: (() => unknown)[] = []

const network = (node: AnvilNode, name: string, rpcUrl = node.rpcUrl): CaipNetwork => ({
  id: node.chainId,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${node.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

beforeAll(async () => {
  ;[main, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 10 })])
  vi.stubGlobal('window', win)
}, 60_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await Promise.all([main?.stop(), second?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The test wallet (knowing only the main chain) in the page, recording wallet_addEthereumChain. */
function walletInPage(): { wallet: TestWallet; added: unknown[] } {
  const wallet = createTestWallet({
    rpcUrl: main.rpcUrl,
    chainId: main.chainId,
    privateKey: anvilPrivateKey(0),
  })
  const added: unknown[] = []
  const original = wallet.request
  wallet.request = (args) => {
    if (args.method === 'wallet_addEthereumChain') added.push((args.params as unknown[])[0])
    return original(args)
  }
  cleanups.push(announceEip1193Provider(win as never, { info: wallet.info, provider: wallet }))
  return { wallet, added }
}

async function connectedAdapter(
  wallet: TestWallet,
  options: Omit<WagmiAdapterOptions, 'networks'>,
  networks: CaipNetwork[],
  kitProjectId?: string,
) {
  const adapter = new WagmiAdapter({ networks, ...options })
  const context = createAdapterContext({
    networks,
    ...(kitProjectId ? { projectId: kitProjectId } : {}),
  })
  adapter.setup(context)
  cleanups.push(async () => {
    await adapter.disconnect().catch(() => undefined)
    adapter.destroy()
    context.abort()
  })
  await adapter.connect({ id: wallet.info.rdns })
  return adapter
}

/** An RPC service in front of the second node, recording the URLs asked. */
async function rpcServiceFor(node: AnvilNode) {
  const urls: string[] = []
  const server = createServer((req, res) => {
    urls.push(req.url ?? '')
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', async () => {
      const answer = await fetch(node.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      res.setHeader('content-type', 'application/json')
      res.end(await answer.text())
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanups.push(() => new Promise((r) => server.close(r)))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, urls }
}

describe('WagmiAdapter.switchNetwork to a chain the wallet lacks', () => {
  it("adds it with the host's RPC URLs, as the ethers adapter does", async () => {
    const { wallet, added } = walletInPage()
    const target = network(second, 'Second Anvil', DEAD_URL)
    const networks = [network(main, 'Anvil'), target]
    const customRpcUrls = { [second.chainId]: [second.rpcUrl] }
    const adapter = await connectedAdapter(wallet, { customRpcUrls }, networks)

    await adapter.switchNetwork({ caipNetwork: target })

    const rpcUrls = [second.rpcUrl, DEAD_URL]
    expect(evmRpcUrls(target, { customRpcUrls })).toEqual(rpcUrls)
    expect(added).toEqual([toAddEthereumChainParameter(target, rpcUrls)])
    expect(await wallet.getChainId()).toBe(second.chainId)
    // The wallet reads the new chain through the host's URL.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it("adds it with the default RPC URL rule, with the kit's project id", async () => {
    const { wallet, added } = walletInPage()
    const service = await rpcServiceFor(second)
    const target = network(second, 'OP', DEAD_URL)
    const networks = [network(main, 'Anvil'), target]
    const adapter = await connectedAdapter(
      wallet,
      { rpcServiceUrl: service.url },
      networks,
      'kit-project',
    )

    await adapter.switchNetwork({ caipNetwork: target })

    const ruleUrl = `${service.url}/v1/?chainId=eip155:10&projectId=kit-project`
    expect(added).toEqual([toAddEthereumChainParameter(target, [ruleUrl, DEAD_URL])])
    expect(await wallet.getChainId()).toBe(10)
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(service.urls).toContain('/v1/?chainId=eip155:10&projectId=kit-project')
  })
})
