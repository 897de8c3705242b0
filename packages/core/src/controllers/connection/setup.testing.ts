import { vi } from 'vitest'
import { MockAdapter } from '../../adapters/mockAdapter.testing.js'
import { createEventBus } from '../../events/createEventBus.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { createStorage } from '../../storage/createStorage.js'
import type { StorageBackend } from '../../storage/types.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { Connector } from '../../types/connector.js'
import { createChainController } from '../chain/chainController.js'
import { base, mainnet, solana, solanaDevnet } from '../chain/networks.testing.js'
import { createConnectorsController } from '../connectors/connectorsController.js'
import { createSendController } from '../send/sendState.js'
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
  options: { backend?: StorageBackend; environment?: KitEnvironment } = {},
) {
  const backend = options.backend ?? createMemoryBackend()
  const storage = createStorage({ backend })
  const events = createEventBus()
  const evm = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155'),
    address: '0xAbC0000000000000000000000000000000000001',
    chainId: 1,
  })
  const sol = new MockAdapter('solana', {
    connectors: connectorsFor('solana'),
    address: 'So1anaAddress1111111111111111111111111111111',
    chainId: solana.id,
  })
  const showUnsupportedChain = vi.fn()
  const chain = createChainController({
    storage,
    adapters: [evm, sol],
    networks: [mainnet, base, solana, solanaDevnet],
    showUnsupportedChain,
  })
  const connectors = createConnectorsController({ storage })
  const send = createSendController()
  const logger = { error: vi.fn(), warn: vi.fn() }
  const connection = createConnectionController({
    chain,
    connectors,
    send,
    storage,
    events,
    logger,
    environment: options.environment ?? plainEnvironment(),
  })
  for (const adapter of [evm, sol]) {
    followAdapterEvents(adapter, { chain, connectors, connection, logger })
    adapter.syncConnectors()
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
    showUnsupportedChain,
    sent,
  }
}
