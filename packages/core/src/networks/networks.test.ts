/**
 * The network presets of `@gangway/core/networks`: each a valid CaipNetwork of its built-in
 * family, with its public RPC and explorer, and the EVM ones exactly as viem's chain definitions
 * (the source they were taken from) give them, so a preset cannot drift from it unnoticed.
 */
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import * as presets from '../networks.js'
import type { CaipNetwork } from '../types/chain.js'

const all = Object.entries(presets) as [string, CaipNetwork][]

describe('network presets (@gangway/core/networks)', () => {
  it('has the chains the spec and the peer kits list, each by name', () => {
    for (const name of [
      'mainnet',
      'base',
      'optimism',
      'arbitrum',
      'polygon',
      'bsc',
      'avalanche',
      'solana',
      'solanaDevnet',
      'bitcoin',
      'polkadot',
    ])
      expect(presets).toHaveProperty(name)
  })

  it('each is a network of its built-in family: CAIP-2 id, https RPC and explorer', () => {
    for (const [name, network] of all) {
      const family = BUILT_IN_FAMILIES.find((f) => f.namespace === network.chainNamespace)
      expect(family, name).toBeDefined()
      expect(network.caipNetworkId, name).toBe(`${network.chainNamespace}:${network.id}`)
      expect(family?.isChainId(String(network.id)), name).toBe(true)
      expect(network.rpcUrls.default.http.length, name).toBeGreaterThan(0)
      for (const url of network.rpcUrls.default.http) expect(url, name).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url, name).toMatch(/^https:\/\//)
      expect(network.nativeCurrency.decimals, name).toBeGreaterThan(0)
    }
    const ids = all.map(([, network]) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("the EVM presets are viem's chains: id, name, currency, RPC, explorer, testnet", () => {
    const evm = all.filter(([, network]) => network.chainNamespace === 'eip155')
    expect(evm.length).toBeGreaterThanOrEqual(7)
    for (const [name, network] of evm) {
      const chain = (viemChains as unknown as Record<string, viemChains.Chain>)[name]
      expect(chain, name).toBeDefined()
      expect(network, name).toEqual({
        id: chain?.id,
        name: chain?.name,
        chainNamespace: 'eip155',
        caipNetworkId: `eip155:${chain?.id}`,
        nativeCurrency: chain?.nativeCurrency,
        rpcUrls: { default: { http: [chain?.rpcUrls.default.http[0]] } },
        blockExplorers: {
          default: {
            name: chain?.blockExplorers?.default.name,
            url: chain?.blockExplorers?.default.url,
          },
        },
        ...(chain?.testnet && { testnet: true }),
      })
    }
  })
})
