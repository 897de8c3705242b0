/**
 * Names on real parts: anvil, the real @gangway/server (`startLocalBalanceApi` serves `/names`
 * too) and a kit connected through the wagmi adapter to the @gangway/testing wallet (anvil
 * account `walletIndex`), with `namesApiUrl` the server. Test-only.
 */
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import {
  type AnvilNode,
  anvilPrivateKey,
  createTestWallet,
  type LocalBalanceApi,
  startAnvil,
  startLocalBalanceApi,
} from '@gangway/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { announceEip1193Provider } from '../evm/discovery.js'
import type { Kit } from '../kit/types.js'
import { createMemoryBackend } from '../storage/backend.js'
import type { CaipNetwork } from '../types/chain.js'

export interface NamesChain {
  node: AnvilNode
  network: CaipNetwork
  api: LocalBalanceApi
  kits: Kit[]
}

/** Starts anvil and the server for the file; destroys the kits and stops both after it. */
export function useNamesChain(): NamesChain {
  const chain = { kits: [] } as unknown as NamesChain
  beforeAll(async () => {
    chain.node = await startAnvil()
    const caipNetworkId = `eip155:${chain.node.chainId}` as const
    chain.api = await startLocalBalanceApi({
      chains: [
        {
          caipNetworkId,
          rpcUrl: chain.node.rpcUrl,
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    chain.network = {
      id: chain.node.chainId,
      name: 'Anvil',
      chainNamespace: 'eip155',
      caipNetworkId,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.node.rpcUrl] } },
    }
    vi.stubGlobal('window', new EventTarget())
  }, 120_000)
  afterAll(async () => {
    await Promise.all(chain.kits.splice(0).map((kit) => kit.destroy()))
    vi.unstubAllGlobals()
    await chain.api?.close()
    await chain.node?.stop()
  })
  return chain
}

export const walletAddress = (index: number) => privateKeyToAccount(anvilPrivateKey(index)).address

/** A kit with the server as its name API, connected to the test wallet of anvil account `index`. */
export async function namesKit(chain: NamesChain, index: number): Promise<Kit> {
  const target = new EventTarget()
  const wallet = createTestWallet({
    rpcUrl: chain.node.rpcUrl,
    chainId: chain.node.chainId,
    privateKeys: [anvilPrivateKey(index)],
  })
  announceEip1193Provider(target as never, { info: wallet.info, provider: wallet as never })
  const adapter = new WagmiAdapter({ networks: [chain.network], discoveryTarget: target as never })
  const kit = createKit({
    adapters: [adapter],
    networks: [chain.network],
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    reconnectOnStart: false,
    namesApiUrl: chain.api.url,
  })
  chain.kits.push(kit)
  await kit.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  kit.controllers.router.reset('Account')
  kit.controllers.router.push('RegisterAccountName')
  return kit
}

export const uniqueLabel = () => `k${Math.random().toString(36).slice(2, 10)}`
