/**
 * A chain family's balances are on unless the family turns them off: a third-party family
 * (Cosmos here) whose descriptor says nothing about `features.balances` gets its accounts'
 * native balance read through its adapter's `getBalance`, as the built-in EVM and Solana
 * families do; a family whose wallets cannot read balances (Polkadot's extensions) says
 * `balances: false`, and the kit never asks.
 */
import { describe, expect, it, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { polkadot, testNetwork } from '../controllers/chain/networks.testing.js'
import { plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import { createMemoryBackend } from '../storage/backend.js'

const cosmosHub = testNetwork('cosmos', 'cosmoshub-4', 'Cosmos Hub')

const kitFor = (adapter: MockAdapter, networks = [cosmosHub]) =>
  createKit({
    adapters: [adapter],
    networks,
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    environment: plainEnvironment(),
    enableWalletConnect: false,
    reconnectOnStart: false,
  })

describe("a family's balances", () => {
  it('are read for a family that does not mention them (its adapter has getBalance)', async () => {
    const adapter = new MockAdapter('cosmos', { chainId: 'cosmoshub-4' })
    expect(adapter.family.features?.balances).toBeUndefined()
    adapter.nativeBalance = { balance: '12.5', symbol: 'ATOM', decimals: 6 }
    const kit = kitFor(adapter)
    await kit.ready
    await kit.connect({ namespace: 'cosmos', connectorId: 'cosmos-injected' })
    await vi.waitFor(() =>
      expect(kit.stores.chain.getState().chains.cosmos?.accountState).toMatchObject({
        balance: '12.5',
        balanceSymbol: 'ATOM',
      }),
    )
    expect(adapter.calls.getBalance).toHaveLength(1)
    await kit.destroy()
  })

  it('are not asked for where the family says balances: false (Polkadot extensions)', async () => {
    const adapter = new MockAdapter('polkadot')
    expect(adapter.family.features?.balances).toBe(false)
    const kit = kitFor(adapter, [polkadot])
    await kit.ready
    await kit.connect({ namespace: 'polkadot', connectorId: 'polkadot-injected' })
    await kit.refreshBalances()
    expect(adapter.calls.getBalance).toEqual([])
    await kit.destroy()
  })
})
