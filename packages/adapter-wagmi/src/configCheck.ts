import type { CaipNetwork } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import type { Config } from '@wagmi/core'

export type { WagmiConfigOptions } from './createWagmiConfig.js'

/** A host's own wagmi config must have a chain for every eip155 network of the kit. */
export function assertConfigCoversNetworks(config: Config, networks: readonly CaipNetwork[]) {
  const chainIds = new Set(config.chains.map((chain) => chain.id))
  const missing = networks.filter((network) => !chainIds.has(Number(network.id)))
  if (missing.length === 0) return
  throw new KitError('INVALID_OPTION', {
    params: {
      option: 'wagmiConfig',
      details: `The wagmi config has no chain for ${missing.map((n) => n.caipNetworkId).join(', ')}; create it with createWagmiConfig({ networks }) from the same networks.`,
    },
  })
}
