import { afterEach, describe, expect, it, vi } from 'vitest'
import { isKitError } from '../../errors/KitError.js'
import {
  selectActiveCaipAddress,
  selectActiveCaipNetwork,
  selectConnectorId,
} from '../../selectors/account.js'
import { base, solanaDevnet } from '../chain/networks.testing.js'
import { plainEnvironment, setupConnection } from './setup.testing.js'

const EVM_ADDRESS = '0xABC0000000000000000000000000000000000001'

afterEach(() => {
  vi.useRealTimers()
})

describe('connect', () => {
  it('sets connecting, then account, network and connected; stores ids; sends CONNECT_SUCCESS', async () => {
    const { connection, chain, storage, evm, sent, connectors } = setupConnection()
    evm.holdConnect = true
    const pending = connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    expect(connection.getStatus('eip155')).toBe('connecting')
    expect(chain.getAccountState('eip155')?.status).toBe('connecting')
    await Promise.resolve()
    evm.release()
    const result = await pending

    expect(result.address).toBe(EVM_ADDRESS)
    expect(evm.calls.connect[0]).toEqual({
      id: 'eip155-injected',
      type: 'INJECTED',
      rdns: 'io.eip155',
    })
    expect(connection.getStatus('eip155')).toBe('connected')
    const account = chain.getAccountState('eip155')
    expect(account?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(account?.address).toBe(EVM_ADDRESS)
    expect(account?.status).toBe('connected')
    expect(account?.allAccounts).toEqual([
      { namespace: 'eip155', address: EVM_ADDRESS, type: 'smartAccount' },
    ])
    expect(account?.connectedWalletInfo).toMatchObject({ name: 'eip155 wallet', rdns: 'io.eip155' })
    expect(selectActiveCaipAddress(chain.getState())).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(storage.getConnectedConnectorId('eip155')).toBe('eip155-injected')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155'])
    expect(storage.getConnectionStatus()).toBe('connected')
    expect(storage.getRecentWallets()).toEqual([{ id: 'eip155-injected', rdns: 'io.eip155' }])
    expect(connectors.getState().recentWallets).toEqual([
      { id: 'eip155-injected', rdns: 'io.eip155' },
    ])
    expect(connection.getState().recentWallet).toMatchObject({ id: 'eip155-injected' })
    expect(sent('CONNECT_SUCCESS')).toEqual([
      { namespace: 'eip155', method: 'browser', name: 'eip155 wallet', caipNetworkId: 'eip155:1' },
    ])
  })

  it("a wallet's answer is one change of the chain store, none of the connectors store", () => {
    const { connection, chain, connectors } = setupConnection()
    const changes = { chain: 0, connectors: 0, connection: 0 }
    chain.store.subscribe(() => changes.chain++)
    connectors.store.subscribe(() => changes.connectors++)
    connection.store.subscribe(() => changes.connection++)
    connection.applyConnection(
      'eip155',
      { id: 'eip155-injected', type: 'INJECTED', address: EVM_ADDRESS, chainId: 8453 },
      { makeActive: true },
    )
    expect(changes).toEqual({ chain: 1, connectors: 0, connection: 0 })
    expect(selectConnectorId(chain.getState(), 'eip155')).toBe('eip155-injected')
    expect(connection.getConnectedConnector('eip155')?.name).toBe('eip155 wallet')
  })

  it('connects on the requested chain and makes that namespace active', async () => {
    const { connection, chain, sol } = setupConnection()
    await connection.connect({
      namespace: 'solana',
      connectorId: 'solana-injected',
      chainId: solanaDevnet.id,
    })
    expect(sol.calls.connect[0]?.chainId).toBe(solanaDevnet.id)
    expect(chain.getState().activeNamespace).toBe('solana')
    expect(selectActiveCaipNetwork(chain.getState())?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(selectActiveCaipAddress(chain.getState())).toBe(
      `${solanaDevnet.caipNetworkId}:So1anaAddress1111111111111111111111111111111`,
    )
  })

  it('defaults to the active namespace', async () => {
    const { connection, evm } = setupConnection()
    await connection.connect({ connectorId: 'eip155-injected' })
    expect(evm.calls.connect).toHaveLength(1)
  })

  it('maps a user rejection to USER_REJECTED, sends CONNECT_ERROR and stays disconnected', async () => {
    const { connection, chain, storage, evm, sent } = setupConnection()
    evm.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = await connection
      .connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect((error as Error).cause).toBe(evm.connectError)
    expect(sent('CONNECT_ERROR')).toEqual([
      { namespace: 'eip155', message: 'User rejected the request' },
    ])
    expect(sent('CONNECT_SUCCESS')).toEqual([])
    expect(connection.getStatus('eip155')).toBe('disconnected')
    expect(chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual([])
  })

  it('wraps any other failure in CONNECT_FAILED with the wallet message', async () => {
    const { connection, evm, sent } = setupConnection()
    evm.connectError = new Error('wallet locked')
    const error = await connection
      .connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'CONNECT_FAILED')).toBe(true)
    expect((error as { longMessage: string }).longMessage).toBe('wallet locked')
    expect(sent('CONNECT_ERROR')[0]).toEqual({
      namespace: 'eip155',
      message: 'Connection failed\n\nwallet locked',
    })
  })

  it('keeps an existing connection when a second connect fails', async () => {
    const { connection, chain, evm } = setupConnection()
    await connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    evm.connectError = new Error('nope')
    await expect(
      connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' }),
    ).rejects.toThrow('nope')
    expect(connection.getStatus('eip155')).toBe('connected')
    expect(chain.getAccountState('eip155')?.address).toBe(EVM_ADDRESS)
  })

  it('rejects with ADAPTER_NOT_FOUND for a namespace without adapter', async () => {
    const { connection, sent } = setupConnection()
    const error = await connection
      .connect({ namespace: 'polkadot', connectorId: 'x' })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'ADAPTER_NOT_FOUND')).toBe(true)
    expect(sent('CONNECT_ERROR')).toHaveLength(1)
  })
})

describe('pairing connect (spec §4 Telegram / iOS Safari rule)', () => {
  it('elsewhere stays disconnected while the pairing waits, then connected', async () => {
    const { connection, evm } = setupConnection()
    evm.holdConnect = true
    const pending = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    expect(connection.getStatus('eip155')).toBe('disconnected')
    await Promise.resolve()
    evm.release()
    await pending
    expect(connection.getStatus('eip155')).toBe('connected')
  })

  it.each([
    ['Telegram', plainEnvironment({ isTelegram: () => true })],
    ['iOS Safari', plainEnvironment({ isIosSafari: () => true })],
  ])('on %s sets connecting, then connected', async (_name, environment) => {
    const { connection, chain, evm } = setupConnection({ environment })
    evm.holdConnect = true
    const seen: string[] = []
    chain.store.subscribe(
      (state) => state.chains.eip155?.accountState.status,
      (status) => {
        if (status) seen.push(status)
      },
    )
    const pending = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    expect(connection.getStatus('eip155')).toBe('connecting')
    await Promise.resolve()
    evm.release()
    await pending
    expect(seen).toEqual(['connecting', 'connected'])
  })

  it('shares one pairing between concurrent calls and clears the pairing state after', async () => {
    const { connection, evm, sent } = setupConnection()
    evm.holdConnect = true
    const first = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    const second = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    evm.fire('displayUri', 'wc:topic@2?relay-protocol=irn')
    expect(connection.getState().wcUri).toBe('wc:topic@2?relay-protocol=irn')
    await Promise.resolve()
    evm.release()
    expect(await first).toBe(await second)
    expect(evm.calls.connect).toHaveLength(1)
    expect(connection.getState().wcUri).toBeUndefined()
    expect(sent('CONNECT_SUCCESS')[0]).toMatchObject({ method: 'qrcode', name: 'WalletConnect' })
  })

  it('a failed pairing sets wcError', async () => {
    const { connection, evm } = setupConnection()
    evm.connectError = new Error('proposal expired')
    await expect(
      connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' }),
    ).rejects.toThrow()
    expect(connection.getState().wcError).toBe(true)
  })

  it('displayUri sets the URI with an expiry 4 minutes ahead', () => {
    vi.useFakeTimers()
    vi.setSystemTime(50_000)
    const { connection, sol } = setupConnection()
    sol.fire('displayUri', 'wc:x')
    expect(connection.getState().wcPairingExpiry).toBe(50_000 + 4 * 60 * 1000)
  })
})

describe('reconnect after reload', () => {
  it('restores each stored namespace the wallet still confirms', async () => {
    const first = setupConnection()
    await first.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await first.chain.setActiveCaipNetwork(base)
    await first.connection.connect({ namespace: 'solana', connectorId: 'solana-injected' })

    const { connection, chain, evm, sol } = setupConnection({ backend: first.backend })
    expect(connection.getStatus('eip155')).toBe('disconnected')
    const outcome = await connection.reconnect()
    expect(outcome).toEqual({ eip155: 'connected', solana: 'connected' })
    expect(evm.calls.restore).toEqual([{ id: 'eip155-injected', chainId: 1 }])
    expect(sol.calls.restore[0]?.id).toBe('solana-injected')
    expect(connection.getStatus('eip155')).toBe('connected')
    expect(chain.getAccountState('eip155')?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(chain.getState().activeNamespace).toBe('solana')
    expect(selectActiveCaipAddress(chain.getState())).toMatch(/^solana:/)
  })

  it('a stored connection the wallet no longer confirms becomes disconnected, storage cleared', async () => {
    const first = setupConnection()
    await first.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await first.connection.connect({ namespace: 'solana', connectorId: 'solana-injected' })

    const { connection, chain, storage, evm, sol } = setupConnection({ backend: first.backend })
    evm.confirms = false
    sol.restore = async () => {
      throw new Error('extension gone')
    }
    const statuses: string[] = []
    chain.store.subscribe(
      (state) => state.chains.eip155?.accountState.status,
      (status) => statuses.push(status ?? '-'),
    )
    expect(await connection.reconnect()).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(statuses).toEqual(['connecting', 'disconnected'])
    expect(connection.getStatus('eip155')).toBe('disconnected')
    expect(chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
    expect(chain.getAccountState('eip155')?.status).toBe('disconnected')
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(storage.getConnectionStatus()).toBe('disconnected')
  })

  it('clears a half-stored connection (namespace without connector id)', async () => {
    const first = setupConnection()
    first.storage.addConnectedNamespace('eip155')
    first.storage.setConnectedConnectorId('solana', 'solana-injected')
    const { connection, storage, evm, sol } = setupConnection({ backend: first.backend })
    expect(await connection.reconnect()).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(evm.calls.restore).toEqual([])
    expect(sol.calls.restore).toEqual([])
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
  })

  it('does nothing without a stored connection', async () => {
    const { connection, evm } = setupConnection()
    expect(await connection.reconnect()).toEqual({})
    expect(evm.calls.restore).toEqual([])
  })
})

describe('faults: wallets that never answer, hostile answers, a kit that goes away', () => {
  it('a wallet that never confirms a stored connection is dropped after the time limit', async () => {
    const first = setupConnection()
    await first.connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    const { connection, chain, storage, evm, logger } = setupConnection({
      backend: first.backend,
      restoreTimeoutMs: 50,
    })
    evm.holdRestore = true
    const started = Date.now()
    expect(await connection.reconnect()).toEqual({ eip155: 'disconnected' })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(chain.getAccountState('eip155')?.status).toBe('disconnected')
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(String(logger.warn.mock.calls[0]?.[1])).toContain('did not answer restore')
  })

  it('one wallet whose disconnect never settles does not keep any namespace connected', async () => {
    const { connection, chain, evm, sent } = setupConnection({ disconnectTimeoutMs: 50 })
    await connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await connection.connect({ namespace: 'solana', connectorId: 'solana-injected' })
    evm.hangDisconnect = true
    await expect(connection.disconnect()).rejects.toMatchObject({ code: 'DISCONNECT_FAILED' })
    expect(connection.getStatus('eip155')).toBe('disconnected')
    expect(connection.getStatus('solana')).toBe('disconnected')
    expect(chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
    expect(sent('DISCONNECT_ERROR')).toHaveLength(1)
  })

  it('refuses a wallet answer whose address is not of the family, and changes nothing', async () => {
    const { connection, chain, storage, evm } = setupConnection()
    evm.wallet.address = 'eip155:1:<img src=x onerror=alert(1)>'
    await expect(
      connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    expect(chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
    expect(chain.getAccountState('eip155')?.status).toBe('disconnected')
    expect(storage.getConnectedNamespaces()).toEqual([])
  })

  it('refuses a chain id that is not of the family', async () => {
    const { connection, chain, evm } = setupConnection()
    evm.wallet.chainId = '1; drop'
    await expect(
      connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' }),
    ).rejects.toMatchObject({ code: 'INVALID_CAIP' })
    expect(chain.getAccountState('eip155')?.caipAddress).toBeUndefined()
  })

  it('ignores an accountChanged event with an address that is not of the family', async () => {
    const { connection, chain, evm, logger } = setupConnection()
    await connection.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    const before = chain.getAccountState('eip155')?.caipAddress
    evm.fire('accountChanged', { address: '<svg onload=alert(1)>' })
    evm.fire('networkChanged', { chainId: '<b>' })
    expect(chain.getAccountState('eip155')?.caipAddress).toBe(before)
    expect(logger.warn).toHaveBeenCalledTimes(2)
  })
})
