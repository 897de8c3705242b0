import { afterEach, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { mainnet, optimism } from '../controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import { createMemoryBackend } from '../storage/backend.js'
import { fakeUniversalProvider } from '../walletconnect/fakeProvider.testing.js'
import type { CreateKitOptions, Kit } from './types.js'

/** The address the test wallet connects with. */
export const EVM_TEST_ADDRESS = '0xABC0000000000000000000000000000000000001'

/**
 * A kit over one scriptable eip155 adapter (mainnet and OP Mainnet, memory storage, no console
 * output) for the kernel's tests (not exported from the package). The adapter reports
 * `nativeBalance` ETH.
 */
export function createEvmTestKit(
  options: Partial<CreateKitOptions> = {},
  nativeBalance = '1',
): { kit: Kit; evm: MockAdapter; connect(): Promise<unknown> } {
  const evm = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155'),
    address: EVM_TEST_ADDRESS,
    chainId: 1,
  })
  evm.nativeBalance = { balance: nativeBalance, symbol: 'ETH' }
  const kit = createKit({
    adapters: [evm],
    networks: [mainnet, optimism],
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    environment: plainEnvironment(),
    walletConnect: { loadProvider: async () => fakeUniversalProvider() },
    ...options,
  })
  return {
    kit,
    evm,
    connect: () => kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' }),
  }
}

/**
 * Call at a test file's top level: returns `kitWith(options, connect = true)`, which makes an
 * eip155 test kit (connected unless told otherwise); every kit is destroyed after each test.
 */
export function useEvmTestKits() {
  const kits: Kit[] = []
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
  })
  return async function kitWith(options: Partial<CreateKitOptions> = {}, connect = true) {
    const test = createEvmTestKit(options)
    kits.push(test.kit)
    if (connect) await test.connect()
    return test.kit
  }
}
