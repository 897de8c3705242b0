import { describe, expect, it } from 'vitest'
import { selectActiveCaipAddress, selectActiveCaipNetwork } from '../../selectors/account.js'
import { setupConnection } from './setup.testing.js'

const EVM_ADDRESS = '0xABC0000000000000000000000000000000000001'
const OTHER = '0x0000000000000000000000000000000000000002'

const connected = async () => {
  const kit = setupConnection()
  await kit.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
  await kit.connection.connect({ namespace: 'solana', connectorId: 'solana-injected' })
  kit.chain.setActiveNamespace('eip155')
  return kit
}

describe('adapter events', () => {
  it('connectors fill the connectors store for that namespace', () => {
    const kit = setupConnection()
    expect(kit.connectors.getConnectors('eip155').map((c) => c.id)).toEqual([
      'eip155-injected',
      'walletConnect',
      'AUTH',
    ])
    kit.evm.fire('connectors', [{ id: 'new', name: 'New', type: 'ANNOUNCED', chain: 'eip155' }])
    expect(kit.connectors.getConnectors('eip155').map((c) => c.id)).toEqual(['new'])
    expect(kit.connectors.getConnectors('solana')).toHaveLength(3)
  })

  it("accountChanged updates that namespace's address only", async () => {
    const kit = await connected()
    const solanaBefore = kit.chain.getAccountState('solana')
    kit.evm.fire('accountChanged', { address: OTHER })
    expect(kit.chain.getAccountState('eip155')?.caipAddress).toBe(`eip155:1:${OTHER}`)
    expect(kit.chain.getAccountState('eip155')?.address).toBe(OTHER)
    expect(selectActiveCaipAddress(kit.chain.getState())).toBe(`eip155:1:${OTHER}`)
    expect(kit.chain.getAccountState('solana')).toBe(solanaBefore)
  })

  it('accountChanged with a chain id moves the network too', async () => {
    const kit = await connected()
    kit.evm.fire('accountChanged', { address: OTHER, chainId: 8453 })
    expect(kit.chain.getAccountState('eip155')?.caipAddress).toBe(`eip155:8453:${OTHER}`)
    expect(selectActiveCaipNetwork(kit.chain.getState())?.caipNetworkId).toBe('eip155:8453')
  })

  it('switchNetwork follows the wallet; an unknown chain shows UnsupportedChain', async () => {
    const kit = await connected()
    kit.evm.fire('networkChanged', { chainId: 8453 })
    expect(selectActiveCaipNetwork(kit.chain.getState())?.caipNetworkId).toBe('eip155:8453')
    expect(kit.chain.getAccountState('eip155')?.caipAddress).toBe(`eip155:8453:${EVM_ADDRESS}`)
    expect(kit.showUnsupportedChain).not.toHaveBeenCalled()
    kit.evm.fire('networkChanged', { chainId: 31337 })
    expect(selectActiveCaipNetwork(kit.chain.getState())?.caipNetworkId).toBe('eip155:31337')
    expect(kit.showUnsupportedChain).toHaveBeenCalledTimes(1)
  })

  it('switchNetwork of a namespace that is not active moves it without activating it', async () => {
    const kit = await connected()
    kit.sol.fire('networkChanged', { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    expect(kit.chain.getState().activeNamespace).toBe('eip155')
    expect(kit.chain.getNetworkState('solana')?.caipNetwork?.id).toBe(
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
    expect(kit.chain.getAccountState('solana')?.caipAddress).toMatch(
      /^solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:/,
    )
  })

  it('account and network events are ignored while disconnected', () => {
    const kit = setupConnection()
    kit.evm.fire('accountChanged', { address: OTHER })
    kit.evm.fire('networkChanged', { chainId: 8453 })
    expect(kit.chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
    expect(selectActiveCaipNetwork(kit.chain.getState())?.caipNetworkId).toBe('eip155:1')
  })

  it('disconnect forgets that namespace only', async () => {
    const kit = await connected()
    kit.evm.fire('disconnect', undefined)
    expect(kit.connection.getStatus('eip155')).toBe('disconnected')
    expect(kit.chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
    expect(kit.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(kit.connection.getStatus('solana')).toBe('connected')
  })

  it('a malformed event is logged, not thrown at the wallet', async () => {
    const kit = await connected()
    expect(() => kit.evm.fire('accountChanged', { address: 'a:b' })).not.toThrow()
    expect(kit.logger.warn).toHaveBeenCalled()
    expect(kit.chain.getAccountState('eip155')?.address).toBe(EVM_ADDRESS)
  })
})
