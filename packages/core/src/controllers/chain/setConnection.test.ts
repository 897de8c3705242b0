import { describe, expect, it, vi } from 'vitest'
import {
  selectActiveCaipAddress,
  selectActiveCaipNetwork,
  selectConnectorId,
  selectStatus,
} from '../../selectors/account.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { createStorage } from '../../storage/createStorage.js'
import { chosenAccountKey, readStoredConnection } from '../../storage/storedConnection.js'
import type { StorageBackend } from '../../storage/types.js'
import type { CaipAddress } from '../../types/chain.js'
import { createChainController, type NamespaceConnection } from './chainController.js'
import { base, mainnet, solana } from './networks.testing.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

function setup(backend: StorageBackend = createMemoryBackend()) {
  const storage = createStorage({ backend })
  const chain = createChainController({
    storage,
    namespaces: ['eip155', 'solana'],
    networks: [mainnet, base, solana],
  })
  const changes = vi.fn()
  chain.store.subscribe(changes)
  return { backend, storage, chain, changes }
}

const evmConnection = (network = base, address = EVM): NamespaceConnection => ({
  caipAddress: `eip155:${network.id}:${address}` as CaipAddress,
  accounts: [
    { namespace: 'eip155', address: EVM, type: 'eoa' },
    { namespace: 'eip155', address: SECOND, type: 'smartAccount' },
  ],
  network,
  connectorId: 'io.metamask',
  walletInfo: { name: 'MetaMask', rdns: 'io.metamask' },
})

describe('chain controller: the one writer of a connection', () => {
  it('writes account, accounts, wallet, network, connector and status in one change, and stores them', () => {
    const { backend, chain, changes } = setup()
    chain.setConnection('eip155', evmConnection(), { makeActive: true })

    expect(changes).toHaveBeenCalledTimes(1)
    const state = chain.getState()
    expect(state.chains.eip155?.accountState).toMatchObject({
      caipAddress: `eip155:8453:${EVM}`,
      address: EVM,
      connectorId: 'io.metamask',
      connectedWalletInfo: { name: 'MetaMask' },
      status: 'connected',
    })
    expect(state.chains.eip155?.accountState.allAccounts).toHaveLength(2)
    expect(selectActiveCaipNetwork(state)?.caipNetworkId).toBe('eip155:8453')
    expect(selectActiveCaipAddress(state)).toBe(`eip155:8453:${EVM}`)
    expect(selectConnectorId(state, 'eip155')).toBe('io.metamask')

    // The stored copy, as the next visit's first paint and restore read it.
    expect(readStoredConnection(backend)).toEqual({
      accounts: [{ namespace: 'eip155', caipAddress: `eip155:8453:${EVM}` }],
      activeNamespace: 'eip155',
      activeCaipNetworkId: 'eip155:8453',
    })
    expect(setup(backend).storage.getConnectedConnectorId('eip155')).toBe('io.metamask')
  })

  it('connects a namespace beside the active one without making it active', () => {
    const { chain, storage } = setup()
    chain.setActiveCaipNetwork(mainnet)
    chain.setConnection('solana', {
      caipAddress: `${solana.caipNetworkId}:${SOL}` as CaipAddress,
      accounts: [{ namespace: 'solana', address: SOL, type: 'eoa' }],
      network: solana,
      connectorId: 'phantom',
      walletInfo: { name: 'Phantom' },
    })
    expect(chain.getState().activeNamespace).toBe('eip155')
    expect(chain.getNetworkState('solana')?.caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(selectStatus(chain.getState(), 'solana')).toBe('connected')
    expect(storage.getActiveCaipNetworkId()).toBe('eip155:1')
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
  })

  it('reports a network made active that is not a requested one, as switching does', () => {
    const { chain } = setup()
    const unsupported = vi.fn()
    chain.onUnsupportedNetwork(unsupported)
    chain.setConnection('eip155', evmConnection(chain.resolveNetwork('eip155', 999)), {
      makeActive: true,
    })
    expect(unsupported).toHaveBeenCalledTimes(1)
    expect(unsupported.mock.calls[0]?.[0]).toMatchObject({ caipNetworkId: 'eip155:999' })
  })

  it('clearConnection ends it in one change, stored copy removed, status stored once none is left', () => {
    const { chain, storage, changes } = setup()
    chain.setConnection('eip155', evmConnection(), { makeActive: true })
    chain.setConnection('solana', {
      caipAddress: `${solana.caipNetworkId}:${SOL}` as CaipAddress,
      accounts: [],
      network: solana,
      connectorId: 'phantom',
      walletInfo: { name: 'Phantom' },
    })
    changes.mockClear()

    chain.clearConnection('eip155')
    expect(changes).toHaveBeenCalledTimes(1)
    expect(chain.getAccountState('eip155')).toMatchObject({
      status: 'disconnected',
      allAccounts: [],
    })
    expect(selectConnectorId(chain.getState(), 'eip155')).toBeUndefined()
    expect(chain.getNetworkState('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectionStatus()).toBe('connected')

    chain.clearConnection('solana')
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(storage.getConnectionStatus()).toBe('disconnected')
  })

  it('clearConnection removes the stored copy of a namespace the store has no entry for', () => {
    const backend = createMemoryBackend()
    const stored = createStorage({ backend })
    stored.setConnectedConnectorId('polkadot', 'talisman')
    stored.addConnectedNamespace('polkadot')
    const { chain, storage } = setup(backend)
    chain.clearConnection('polkadot')
    expect(storage.getConnectedConnectorId('polkadot')).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual([])
  })

  it('chooseAccount moves the account and stores the pick; a new session drops it', () => {
    const { chain, storage, changes } = setup()
    chain.setConnection('eip155', evmConnection(), { makeActive: true })
    changes.mockClear()

    chain.chooseAccount('eip155', SECOND, 'smartAccount')
    expect(changes).toHaveBeenCalledTimes(1)
    expect(chain.getAccountState('eip155')).toMatchObject({
      caipAddress: `eip155:8453:${SECOND}`,
      address: SECOND,
      preferredAccountType: 'smartAccount',
    })
    expect(storage.getItem(chosenAccountKey('eip155'))).toBe(SECOND)

    chain.setConnection('eip155', evmConnection(), { newSession: true })
    expect(storage.getItem(chosenAccountKey('eip155'))).toBeUndefined()
  })
})
