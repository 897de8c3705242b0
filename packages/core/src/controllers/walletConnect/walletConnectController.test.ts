import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILT_IN_FAMILIES } from '../../families/builtIn.js'
import { createFamilyRegistry } from '../../families/registry.js'
import { scriptedUniversalProvider } from '../../walletconnect/fakeProvider.testing.js'
import { base, mainnet, solana } from '../chain/networks.testing.js'
import { createConnectionState } from '../connection/connectionState.js'
import { createWalletConnectController } from './walletConnectController.js'

const MINUTE = 60_000

function setup() {
  const provider = scriptedUniversalProvider()
  const connection = createConnectionState()
  const onSessionEnded = vi.fn()
  const controller = createWalletConnectController({
    getUniversalProvider: async () => provider,
    connection,
    getNetworks: () => [mainnet, base, solana],
    familyOf: createFamilyRegistry(BUILT_IN_FAMILIES).get,
    onSessionEnded,
    logger: { warn: vi.fn() },
  })
  return { provider, connection, controller, onSessionEnded }
}

/** Lets the provider's display_uri (a microtask) and the controller's awaits run. */
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('WalletConnect pairing controller', () => {
  it('asks for one session over every namespace of the host networks', async () => {
    const { provider, controller } = setup()
    void controller.pair()
    await flush()
    expect(provider.connect).toHaveBeenCalledTimes(1)
    const { optionalNamespaces } = provider.attempts[0]!.params
    expect(Object.keys(optionalNamespaces)).toEqual(['eip155', 'solana'])
    expect(optionalNamespaces.eip155.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(optionalNamespaces.eip155.methods).toContain('personal_sign')
    expect(optionalNamespaces.eip155.methods).toContain('eth_signTypedData_v4')
    expect(optionalNamespaces.eip155.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(optionalNamespaces.solana.chains).toEqual([solana.caipNetworkId])
    expect(optionalNamespaces.solana.methods).toContain('solana_signMessage')
    expect(optionalNamespaces.eip155.rpcMap).toEqual({
      1: mainnet.rpcUrls.default.http[0],
      8453: base.rpcUrls.default.http[0],
    })
  })

  it('puts the pairing URI in the connection state with a 4 minute life, and resolves on approval', async () => {
    const { provider, connection, controller } = setup()
    const paired = controller.pair()
    await flush()
    expect(connection.getState().wcUri).toBe(provider.attempts[0]!.uri)
    expect(connection.getState().wcPairingExpiry).toBe(Date.now() + 4 * MINUTE)
    expect(controller.isPairing()).toBe(true)
    provider.approve(['eip155:1:0xabc'])
    await expect(paired).resolves.toBe(provider)
    expect(controller.isPairing()).toBe(false)
  })

  it('shares one pairing between concurrent callers and reuses an existing session', async () => {
    const { provider, controller } = setup()
    const first = controller.pair()
    const second = controller.pair()
    await flush()
    expect(provider.connect).toHaveBeenCalledTimes(1)
    provider.approve(['eip155:1:0xabc'])
    expect(await first).toBe(await second)
    await controller.pair()
    expect(provider.connect).toHaveBeenCalledTimes(1)
  })

  it('replaces the URI when 10 s or less is left while the QR view keeps it fresh', async () => {
    const { provider, connection, controller } = setup()
    const paired = controller.pair()
    await flush()
    const release = controller.keepUriFresh()
    const firstUri = connection.getState().wcUri
    // 3 min 49.999 s: 10.001 s left — not expired yet.
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 10_001)
    expect(provider.connect).toHaveBeenCalledTimes(1)
    // 3 min 50 s: 10 s left — expired, a new URI is asked for.
    await vi.advanceTimersByTimeAsync(1)
    expect(provider.connect).toHaveBeenCalledTimes(2)
    expect(connection.getState().wcUri).not.toBe(firstUri)
    expect(connection.getState().wcUri).toBe(provider.attempts[1]!.uri)
    expect(connection.getState().wcPairingExpiry).toBe(Date.now() + 4 * MINUTE)
    // The replaced proposal expiring later does not fail the pairing.
    provider.fail(new Error('Proposal expired'), 0)
    await flush()
    expect(controller.isPairing()).toBe(true)
    provider.approve(['eip155:1:0xabc'])
    await expect(paired).resolves.toBe(provider)
    release()
  })

  it('does not refresh while nobody shows the URI, and refreshes at once when the view comes back', async () => {
    const { provider, controller } = setup()
    void controller.pair()
    await flush()
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(provider.connect).toHaveBeenCalledTimes(1)
    controller.keepUriFresh()
    await flush()
    expect(provider.connect).toHaveBeenCalledTimes(2)
  })

  it('rejects with the provider error of the current attempt', async () => {
    const { provider, controller } = setup()
    const paired = controller.pair()
    await flush()
    provider.fail(new Error('relay down'))
    await expect(paired).rejects.toThrow('relay down')
    expect(controller.isPairing()).toBe(false)
    // A retry starts a new pairing.
    void controller.pair()
    await flush()
    expect(provider.connect).toHaveBeenCalledTimes(2)
  })

  it('refreshUri replaces the URI now; without a waiting pairing it does nothing', async () => {
    const { provider, controller } = setup()
    controller.refreshUri()
    expect(provider.connect).not.toHaveBeenCalled()
    void controller.pair()
    await flush()
    controller.refreshUri()
    expect(provider.connect).toHaveBeenCalledTimes(2)
  })

  it('reports the wallet ending the session', async () => {
    const { provider, controller, onSessionEnded } = setup()
    const paired = controller.pair()
    await flush()
    provider.approve(['eip155:1:0xabc'])
    await paired
    provider.emit('session_delete', { topic: 'session-topic' })
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })
})
