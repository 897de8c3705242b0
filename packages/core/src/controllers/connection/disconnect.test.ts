import { describe, expect, it } from 'vitest'
import { isKitError, type KitError } from '../../errors/KitError.js'
import { selectActiveCaipAddress } from '../../selectors/account.js'
import { setupConnection } from './setup.testing.js'

type Setup = ReturnType<typeof setupConnection>

const connectBoth = async (kit: Setup, evmConnector: string, solanaConnector: string) => {
  await kit.connection.connect({ namespace: 'eip155', connectorId: evmConnector })
  await kit.connection.connect({ namespace: 'solana', connectorId: solanaConnector })
}

const expectDisconnected = (kit: Setup, namespace: 'eip155' | 'solana') => {
  expect(kit.connection.getStatus(namespace)).toBe('disconnected')
  expect(kit.chain.getAccountState(namespace)?.caipAddress).toBeUndefined()
  expect(kit.chain.getAccountState(namespace)?.allAccounts).toEqual([])
  expect(kit.storage.getConnectedConnectorId(namespace)).toBeUndefined()
  expect(kit.storage.getConnectedNamespaces()).not.toContain(namespace)
}

describe('disconnect (spec §4)', () => {
  it('with a namespace connected through its own wallet: only that chain', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'eip155-injected', 'solana-injected')
    await kit.connection.disconnect('eip155')
    expect(kit.evm.calls.disconnect).toEqual([{ id: 'eip155-injected' }])
    expect(kit.sol.calls.disconnect).toEqual([])
    expectDisconnected(kit, 'eip155')
    expect(kit.connection.getStatus('solana')).toBe('connected')
    expect(kit.storage.getConnectedConnectorId('solana')).toBe('solana-injected')
    expect(kit.sent('DISCONNECT_SUCCESS')).toEqual([{ namespace: 'eip155' }])
  })

  it('with a namespace: also every other chain on the same pairing', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'walletConnect', 'walletConnect')
    await kit.connection.disconnect('solana')
    expect(kit.evm.calls.disconnect).toEqual([{ id: 'walletConnect' }])
    expect(kit.sol.calls.disconnect).toEqual([{ id: 'walletConnect' }])
    expectDisconnected(kit, 'eip155')
    expectDisconnected(kit, 'solana')
  })

  it('with a namespace: also every other chain on the same auth connector', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'AUTH', 'AUTH')
    await kit.connection.disconnect('eip155')
    expectDisconnected(kit, 'eip155')
    expectDisconnected(kit, 'solana')
  })

  it('a pairing does not take down a chain connected through an injected wallet', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'walletConnect', 'solana-injected')
    await kit.connection.disconnect('eip155')
    expectDisconnected(kit, 'eip155')
    expect(kit.connection.getStatus('solana')).toBe('connected')
  })

  it('without a namespace: all chains', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'eip155-injected', 'solana-injected')
    await kit.connection.disconnect()
    expectDisconnected(kit, 'eip155')
    expectDisconnected(kit, 'solana')
    expect(selectActiveCaipAddress(kit.chain.getState())).toBeUndefined()
    expect(kit.storage.getConnectionStatus()).toBe('disconnected')
    expect(kit.sent('DISCONNECT_SUCCESS')).toEqual([{}])
  })

  it('resets the send state, clears pairing state and deletes the stored social provider', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'eip155-injected', 'solana-injected')
    kit.send.setSendState({ receiverAddress: '0xdead', sendTokenAmount: '1' })
    kit.connection.setWcUri('wc:left-over')
    kit.connection.setWcLinking({ href: 'wallet://', name: 'W' })
    kit.storage.setDeeplinkChoice({ href: 'wallet://', name: 'W' })
    kit.storage.setConnectedSocialProvider('google')
    await kit.connection.disconnect('solana')
    expect(kit.send.getState().receiverAddress).toBeUndefined()
    expect(kit.connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
    })
    expect(kit.storage.getDeeplinkChoice()).toBeUndefined()
    expect(kit.storage.getConnectedSocialProvider()).toBeUndefined()
  })

  it('resets account and network state', async () => {
    const kit = setupConnection()
    await kit.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    kit.chain.updateAccountState('eip155', { balance: '2', profileName: 'vitalik.eth' })
    kit.chain.updateNetworkState('eip155', { approvedCaipNetworkIds: ['eip155:1'] })
    await kit.connection.disconnect('eip155')
    expect(kit.chain.getAccountState('eip155')?.balance).toBeUndefined()
    expect(kit.chain.getAccountState('eip155')?.profileName).toBeUndefined()
    expect(kit.chain.getNetworkState('eip155')?.approvedCaipNetworkIds).toEqual([])
  })

  it('settles each chain independently and combines failures into one logged KitError', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'eip155-injected', 'solana-injected')
    kit.sol.disconnectError = new Error('socket closed')
    const error = (await kit.connection.disconnect().catch((e: unknown) => e)) as KitError
    expect(isKitError(error, 'DISCONNECT_FAILED')).toBe(true)
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.longMessage).toBe('solana: socket closed')
    expect(kit.evm.calls.disconnect).toHaveLength(1)
    expectDisconnected(kit, 'eip155')
    expectDisconnected(kit, 'solana')
    expect(kit.logger.error).toHaveBeenCalledWith(error)
    expect(kit.sent('DISCONNECT_ERROR')).toEqual([
      { message: 'Failed to disconnect\n\nsolana: socket closed' },
    ])
    expect(kit.sent('DISCONNECT_SUCCESS')).toEqual([])
  })

  it('lists every failing namespace', async () => {
    const kit = setupConnection()
    await connectBoth(kit, 'eip155-injected', 'solana-injected')
    kit.evm.disconnectError = new Error('a')
    kit.sol.disconnectError = 'b'
    const error = (await kit.connection.disconnect().catch((e: unknown) => e)) as KitError
    expect(error.longMessage).toBe('eip155: a\nsolana: b')
  })

  it('does not call the client of a chain that is not connected', async () => {
    const kit = setupConnection()
    await kit.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await kit.connection.disconnect()
    expect(kit.evm.calls.disconnect).toHaveLength(1)
    expect(kit.sol.calls.disconnect).toHaveLength(0)
  })
})
