/**
 * A host that installed @gangway/core as its README says, without the optional peer
 * `@walletconnect/universal-provider` (here: an empty module, as a bundler told to leave it out
 * gives): the kit learns it when the modal opens, or at the latest when a pairing tries to load
 * it, and drops every WALLET_CONNECT connector, so no row leads to "Connection failed".
 */
import { describe, expect, it, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { mainnet } from '../controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import type { KitError } from '../errors/KitError.js'
import { selectCanPairWallets } from '../selectors/connectors.js'
import { createMemoryBackend } from '../storage/backend.js'

// (vitest's mock throws on reading an export it lacks: each one the loader reads is listed)
vi.mock('@walletconnect/universal-provider', () => ({
  default: undefined,
  UniversalProvider: undefined,
}))

/** With a browser-wallet adapter for eip155, or none (the kit's WalletConnect-only adapter). */
const makeKit = ({ browserWallets = true } = {}) => {
  const evm = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155'),
    address: '0xABC0000000000000000000000000000000000001',
    chainId: 1,
  })
  return createKit({
    adapters: browserWallets ? [evm] : [],
    networks: [mainnet],
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    environment: plainEnvironment(),
    relayUrl: 'ws://127.0.0.1:9',
  })
}

const pairingConnectors = (kit: ReturnType<typeof makeKit>) =>
  kit.stores.connectors.getState().connectors.filter((c) => c.type === 'WALLET_CONNECT')

describe('without @walletconnect/universal-provider (an optional peer)', () => {
  it('opening the modal finds it missing: no WalletConnect row, no wallet reached by pairing', async () => {
    const kit = makeKit()
    await kit.ready
    expect(pairingConnectors(kit)).toHaveLength(1)
    expect(selectCanPairWallets(kit.stores.connectors.getState())).toBe(true)

    await kit.open()
    await vi.waitFor(() => expect(kit.stores.connectors.getState().walletConnect).toBe('missing'))
    expect(pairingConnectors(kit)).toEqual([])
    expect(kit.controllers.connectors.getConnectors('eip155').map((c) => c.type)).not.toContain(
      'WALLET_CONNECT',
    )
    expect(selectCanPairWallets(kit.stores.connectors.getState())).toBe(false)
    // The browser wallets stay.
    expect(kit.stores.connectors.getState().connectors.length).toBeGreaterThan(0)
    await kit.destroy()
  })

  it('a pairing that loads it rejects with the catalogue error naming it, and the rows go', async () => {
    const kit = makeKit({ browserWallets: false })
    await kit.ready
    const [pairing] = pairingConnectors(kit)
    const error = (await kit
      .connect({ namespace: 'eip155', connectorId: pairing!.id })
      .catch((failure: unknown) => failure)) as KitError
    expect(error.code).toBe('OPTIONAL_PEER_MISSING')
    expect(error.shortMessage).toBe('@walletconnect/universal-provider is not installed')
    expect(kit.stores.connectors.getState().walletConnect).toBe('missing')
    expect(pairingConnectors(kit)).toEqual([])
    await kit.destroy()
  })
})
