/**
 * Names on real parts: anvil, the real @gangway/server (`startLocalBalanceApi` serves `/names`
 * too) and a kit connected through the wagmi adapter to the @gangway/testing wallet (anvil
 * account `walletIndex`), with `namesApiUrl` the server. Test-only.
 */
import {
  type AnvilNode,
  anvilPrivateKey,
  type LocalBalanceApi,
  startAnvil,
  startLocalBalanceApi,
} from '@gangway/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import { anvilNetwork, anvilWalletKit } from '../kit/anvilKit.testing.js'
import type { Kit } from '../kit/types.js'
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
    chain.network = anvilNetwork(chain.node, { explorer: false })
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
  const { kit } = await anvilWalletKit(
    {
      node: chain.node,
      network: chain.network,
      privateKey: anvilPrivateKey(index),
      kit: { namesApiUrl: chain.api.url },
    },
    chain.kits,
  )
  kit.controllers.router.reset('Account')
  kit.controllers.router.push('RegisterAccountName')
  return kit
}

export const uniqueLabel = () => `k${Math.random().toString(36).slice(2, 10)}`
