import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockAdapter } from './adapters/mockAdapter.testing.js'
import { mainnet, solana } from './controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from './controllers/connection/setup.testing.js'
import { createKit } from './createKit.js'
import { createMemoryBackend } from './storage/backend.js'

// Spec §2: going back from ConnectingFarcaster while disconnected clears the Farcaster URL, then
// reloads the auth connector after 100 ms. The router's own test covers the timing with stubs;
// this one checks what createKit plugs in: the active account's farcasterUrl, and a fresh
// connector sync of the adapter that holds the auth connector.

const FARCASTER_URL = 'https://farcaster.example/connect?channel=abc'

/** eip155 (active by default) has no auth connector; solana holds it. */
async function makeKit() {
  const evm = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155').filter((connector) => connector.type !== 'AUTH'),
    address: '0xABC0000000000000000000000000000000000001',
    chainId: 1,
  })
  const sol = new MockAdapter('solana', { connectors: connectorsFor('solana'), chainId: solana.id })
  const kit = createKit({
    adapters: [evm, sol],
    networks: [mainnet, solana],
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    environment: plainEnvironment(),
  })
  await kit.ready
  return { kit, evm, sol }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createKit: back from ConnectingFarcaster (spec §2)', () => {
  it('while disconnected: clears the farcasterUrl at once, reloads the auth connector at 100 ms', async () => {
    const { kit, evm, sol } = await makeKit()
    expect(kit.controllers.chain.getState().activeNamespace).toBe('eip155')
    expect(sol.calls.discover).toBe(1)
    expect(evm.calls.discover).toBe(1)
    kit.controllers.chain.updateAccountState('eip155', { farcasterUrl: FARCASTER_URL })
    kit.controllers.router.push('Connect')
    kit.controllers.router.push('ConnectingFarcaster')
    // The wallet's auth connector changes; only a reload (read again) shows the new one.
    const renamed = sol
      .getConnectors()
      .map((connector) =>
        connector.type === 'AUTH' ? { ...connector, name: 'Auth (reloaded)' } : connector,
      )
    vi.spyOn(sol, 'getConnectors').mockReturnValue(renamed)

    vi.useFakeTimers()
    kit.controllers.router.goBack()
    expect(kit.controllers.router.getState().view).toBe('Connect')
    expect(kit.controllers.chain.getAccountState('eip155')?.farcasterUrl).toBeUndefined()

    const evmReads = vi.spyOn(evm, 'getConnectors')
    await vi.advanceTimersByTimeAsync(99)
    expect(kit.controllers.connectors.getAuthConnector('solana')?.name).toBe('Auth')

    await vi.advanceTimersByTimeAsync(1)
    expect(kit.controllers.connectors.getAuthConnector('solana')?.name).toBe('Auth (reloaded)')
    // Only the adapter that holds the auth connector is asked again.
    expect(evmReads).not.toHaveBeenCalled()
    kit.destroy()
  })

  it('while connected: keeps the farcasterUrl and reloads nothing', async () => {
    const { kit, evm, sol } = await makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    kit.controllers.chain.updateAccountState('eip155', { farcasterUrl: FARCASTER_URL })
    kit.controllers.router.push('Account')
    kit.controllers.router.push('ConnectingFarcaster')

    vi.useFakeTimers()
    kit.controllers.router.goBack()
    await vi.advanceTimersByTimeAsync(1000)
    expect(kit.controllers.router.getState().view).toBe('Account')
    expect(kit.controllers.chain.getAccountState('eip155')?.farcasterUrl).toBe(FARCASTER_URL)
    expect(sol.calls.discover).toBe(1)
    expect(evm.calls.discover).toBe(1)
    kit.destroy()
  })
})
