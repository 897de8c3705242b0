import { vi } from 'vitest'
import { createTestAdapterContext } from '../../adapters/adapterContext.testing.js'
import { MockAdapter } from '../../adapters/mockAdapter.testing.js'
import { createAdapterRegistry } from '../../adapters/registry.js'
import { createEventBus } from '../../events/createEventBus.js'
import { BUILT_IN_FAMILIES } from '../../families/builtIn.js'
import { createFamilyRegistry } from '../../families/registry.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { createStorage } from '../../storage/createStorage.js'
import type { StorageBackend } from '../../storage/types.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { Connector } from '../../types/connector.js'
import { createChainController } from '../chain/chainController.js'
import { base, mainnet, solana, solanaDevnet } from '../chain/networks.testing.js'
import { createConnectorsController } from '../connectors/connectorsController.js'
import { createSendController } from '../send/sendController.js'
import { followAdapterEvents } from './adapterEvents.js'
import { createConnectionController } from './connectionController.js'
import type { KitEnvironment } from './environment.js'

export const connectorsFor = (namespace: ChainNamespace): Connector[] => [
  {
    id: `${namespace}-injected`,
    name: `${namespace} wallet`,
    type: 'INJECTED',
    chain: namespace,
    info: { rdns: `io.${namespace}` },
    imageUrl: `https://img.example/${namespace}.png`,
  },
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace },
  { id: 'AUTH', name: 'Auth', type: 'AUTH', chain: namespace },
]

export const plainEnvironment = (patch: Partial<KitEnvironment> = {}): KitEnvironment => ({
  isTelegram: () => false,
  isIosSafari: () => false,
  isMobile: () => false,
  ...patch,
})

/** The kernel's connection pieces wired together with two mock adapters (eip155, solana). */
export function setupConnection(
  options: {
    backend?: StorageBackend
    environment?: KitEnvironment
    restoreTimeoutMs?: number
    disconnectTimeoutMs?: number
  } = {},
) {
  const backend = options.backend ?? createMemoryBackend()
  const storage = createStorage({ backend })
  const events = createEventBus()
  const evm = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155'),
    address: '0xABC0000000000000000000000000000000000001',
    chainId: 1,
  })
  const sol = new MockAdapter('solana', {
    connectors: connectorsFor('solana'),
    address: 'So1anaAddress1111111111111111111111111111111',
    chainId: solana.id,
  })
  const showUnsupportedChain = vi.fn()
  const families = createFamilyRegistry(BUILT_IN_FAMILIES)
  const adapters = createAdapterRegistry(() => {})
  adapters.add(evm)
  adapters.add(sol)
  const chain = createChainController({
    storage,
    namespaces: ['eip155', 'solana'],
    networks: [mainnet, base, solana, solanaDevnet],
    defaultAccountType: (namespace) => families.get(namespace)?.accountTypes[0],
  })
  chain.onUnsupportedNetwork(showUnsupportedChain)
  const connectors = createConnectorsController({ storage, namespaces: chain.getNamespaces })
  const send = createSendController()
  const logger = { error: vi.fn(), warn: vi.fn() }
  const connection = createConnectionController({
    chain,
    connectors,
    adapters,
    families,
    send,
    storage,
    events,
    logger,
    environment: options.environment ?? plainEnvironment(),
    ...(options.restoreTimeoutMs !== undefined && { restoreTimeoutMs: options.restoreTimeoutMs }),
    ...(options.disconnectTimeoutMs !== undefined && {
      disconnectTimeoutMs: options.disconnectTimeoutMs,
    }),
  })
  for (const adapter of [evm, sol]) {
    followAdapterEvents(adapter, { chain, connectors, connection, families, logger })
    void adapter.setup(
      createTestAdapterContext({ networks: chain.getNetworks(adapter.family.namespace) }),
    )
    connectors.setConnectors(adapter.family.namespace, adapter.getConnectors())
  }
  const sent = (name: string) =>
    events
      .history()
      .filter((event) => event.name === name)
      .map((event) => event.properties)
  return {
    backend,
    storage,
    events,
    evm,
    sol,
    chain,
    connectors,
    send,
    logger,
    connection,
    adapters,
    families,
    showUnsupportedChain,
    sent,
  }
}
