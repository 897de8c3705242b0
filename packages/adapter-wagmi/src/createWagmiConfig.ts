import type { CaipNetwork } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { type EvmRpcOptions, evmRpcUrls } from '@gangway/core/eip155'
import { type Config, type CreateConfigParameters, createConfig } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { toViemChain } from './chains.js'
import { createRpcTransport } from './rpcTransport.js'

export interface WagmiConfigOptions extends EvmRpcOptions {
  /** The eip155 networks of the kit (the first is wagmi's initial chain); others are ignored. */
  networks: readonly CaipNetwork[]
  /** Your own viem transports per chain id; the rest get the kit's RPC transport. */
  transports?: Record<number, Transport>
  /** Stops the RPC endpoint ranking when aborted (the adapter aborts it on destroy). */
  signal?: AbortSignal
  /** Passed on to wagmi's `createConfig` (e.g. `storage`, `ssr`). */
  wagmi?: Pick<CreateConfigParameters, 'storage' | 'ssr' | 'syncConnectedChain'>
}

/**
 * The wagmi config the adapter works with: the kit's eip155 networks as viem chains, each with
 * the kit's RPC transport (or yours), no connectors of its own (the adapter registers the kit's
 * wallets) and no second EIP-6963 discovery. Create it yourself and pass it as
 * `new WagmiAdapter({ networks, wagmiConfig })` when your app renders wagmi's `WagmiProvider`
 * at start-up; otherwise the adapter creates it on first use.
 */
export function createWagmiConfig(options: WagmiConfigOptions): Config {
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
  const chains = networks.map(toViemChain)
  if (chains.length === 0) throw new KitError('CHAIN_REQUIRED')
  return createConfig({
    chains: chains as [Chain, ...Chain[]],
    transports: Object.fromEntries(
      networks.map((network) => [
        Number(network.id),
        options.transports?.[Number(network.id)] ??
          createRpcTransport(evmRpcUrls(network, options), undefined, options.signal),
      ]),
    ),
    connectors: [],
    multiInjectedProviderDiscovery: false,
    ...options.wagmi,
  })
}
