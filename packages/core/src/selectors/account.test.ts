import { describe, expect, it } from 'vitest'
import { createChainController } from '../controllers/chain/chainController.js'
import { base, mainnet, solana } from '../controllers/chain/networks.testing.js'
import { createMemoryBackend } from '../storage/backend.js'
import { createStorage } from '../storage/createStorage.js'
import {
  selectAccount,
  selectConnectedNamespaces,
  selectIsConnected,
  selectIsConnecting,
  selectStatus,
} from './account.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function chainWithTwoFamilies() {
  return createChainController({
    storage: createStorage({ backend: createMemoryBackend() }),
    namespaces: ['eip155', 'solana'],
    networks: [mainnet, base, solana],
  })
}

describe('derived connection state (one definition for the kernel, hooks and components)', () => {
  it('status is disconnected for a namespace with no entry, and by default', () => {
    const chain = chainWithTwoFamilies()
    expect(selectStatus(chain.getState(), 'eip155')).toBe('disconnected')
    expect(selectStatus(chain.getState(), 'polkadot')).toBe('disconnected')
    expect(selectStatus(chain.getState())).toBe('disconnected')
  })

  it('is held per namespace, in its account state', () => {
    const chain = chainWithTwoFamilies()
    chain.updateAccountState('solana', { status: 'connecting' })
    expect(selectStatus(chain.getState(), 'solana')).toBe('connecting')
    expect(selectStatus(chain.getState(), 'eip155')).toBe('disconnected')
    expect(selectIsConnecting(chain.getState())).toBe(true)
    expect(selectConnectedNamespaces(chain.getState())).toEqual(['solana'])
  })

  it('connected needs both the connected status and an address', () => {
    const chain = chainWithTwoFamilies()
    chain.updateAccountState('eip155', { status: 'connected' })
    expect(selectIsConnected(chain.getState(), 'eip155')).toBe(false)
    chain.setCaipAddress(`eip155:1:${EVM}`, 'eip155')
    expect(selectIsConnected(chain.getState(), 'eip155')).toBe(true)
    chain.updateAccountState('eip155', { status: 'connecting' })
    expect(selectIsConnected(chain.getState(), 'eip155')).toBe(false)
  })

  it('selectAccount follows the active namespace unless one is named', () => {
    const chain = chainWithTwoFamilies()
    chain.setCaipAddress(`eip155:1:${EVM}`, 'eip155')
    chain.updateAccountState('eip155', { status: 'connected' })
    chain.setActiveCaipNetwork(mainnet)
    expect(selectAccount(chain.getState())).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: EVM,
      caipAddress: `eip155:1:${EVM}`,
    })
    chain.setActiveCaipNetwork(solana)
    expect(selectAccount(chain.getState())).toMatchObject({
      namespace: 'solana',
      isConnected: false,
      address: undefined,
    })
    expect(selectAccount(chain.getState(), 'eip155').isConnected).toBe(true)
  })

  it('gives the same empty account list every time, so shallow compares see no change', () => {
    const chain = chainWithTwoFamilies()
    expect(selectAccount(chain.getState(), 'polkadot').allAccounts).toBe(
      selectAccount(chain.getState(), 'bip122').allAccounts,
    )
  })
})
