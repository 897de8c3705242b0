/**
 * The Solana adapter inside a kit, as a host uses it: createKernelKit({ adapters: [new SolanaAdapter()] })
 * over the offline validator and the Wallet Standard test wallet — connect, account and network
 * changes, send, disconnect, and the reload rules.
 */

import { createMemoryBackend, type KitEvent, type StorageBackend } from '@gangway/core'
import { isKitError } from '@gangway/core/common'
import { createKernelKit } from '@gangway/core/internal'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from './networks.js'
import { SolanaAdapter } from './SolanaAdapter.js'
import { RENT_EXEMPT_MINIMUM, useSolanaValidator } from './testing/solanaHarness.testing.js'
import type { SolanaProvider } from './types.js'

const { chain, cleanups, walletInPage } = useSolanaValidator()

/** One page load: a kit with the Solana adapter on the given storage. */
function startKit(backend: StorageBackend) {
  const adapter = new SolanaAdapter()
  const kit = createKernelKit({
    adapters: [adapter],
    networks: [chain.localnet, solanaDevnet],
    storage: backend,
  })
  const events: KitEvent[] = []
  kit.subscribeEvents((event) => events.push(event))
  cleanups.push(() => kit.destroy())
  return { kit, adapter, events }
}

describe('a kit with the Solana adapter', () => {
  it('connects, follows the wallet, switches network, sends, disconnects and reconnects', async () => {
    const wallet = walletInPage({ name: 'Kit Wallet' })
    const backend = createMemoryBackend()
    const { kit, events } = startKit(backend)
    await kit.ready
    expect(kit.controllers.connectors.getConnectors('solana').map((c) => [c.name, c.type])).toEqual(
      expect.arrayContaining([['Kit Wallet', 'ANNOUNCED']]),
    )

    await kit.connect({ namespace: 'solana', connectorId: 'Kit Wallet' })
    expect(kit.getAccount('solana')).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: wallet.address,
      caipAddress: `solana:localnet:${wallet.address}`,
      allAccounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
      connectorId: 'Kit Wallet',
      preferredAccountType: 'eoa',
    })
    expect((kit.getProvider('solana') as SolanaProvider).address).toBe(wallet.address)
    expect(events.filter((e) => e.name === 'CONNECT_SUCCESS').map((e) => e.properties)).toEqual([
      {
        namespace: 'solana',
        method: 'browser',
        name: 'Kit Wallet',
        caipNetworkId: 'solana:localnet',
      },
    ])

    // The visitor picks another account in the wallet.
    const next = wallet.switchAccount()
    chain.validator.airdrop(next.publicKey, 2_000_000_000)
    expect(kit.getAccount().caipAddress).toBe(`solana:localnet:${next.publicKey.toBase58()}`)
    expect((kit.getProvider('solana') as SolanaProvider).address).toBe(next.publicKey.toBase58())

    // A SOL transfer through the kit's adapter.
    const receiver = Keypair.generate().publicKey.toBase58()
    await kit.getAdapter('solana')?.sendTransaction({ to: receiver, value: RENT_EXEMPT_MINIMUM })
    expect(chain.validator.getBalance(receiver)).toBe(RENT_EXEMPT_MINIMUM)

    // Network switch: the address stays, the CAIP address follows the network.
    await kit.switchNetwork(solanaDevnet)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(kit.getAccount().caipAddress).toBe(
      `solana:${solanaDevnet.id}:${next.publicKey.toBase58()}`,
    )
    await kit.switchNetwork(chain.localnet)

    // Disconnect forgets the connection and disconnects the wallet.
    await kit.disconnect('solana')
    expect(kit.getAccount('solana')).toMatchObject({ status: 'disconnected', address: undefined })
    expect(kit.getProvider('solana')).toBeUndefined()
    expect(kit.controllers.storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(wallet.connected).toBe(false)

    // Connect again, then reload: a new kit on the same storage restores it silently.
    await kit.connect({ namespace: 'solana', connectorId: 'Kit Wallet' })
    await kit.destroy()
    const reloaded = startKit(backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount()).toMatchObject({
      namespace: 'solana',
      status: 'connected',
      caipAddress: `solana:localnet:${next.publicKey.toBase58()}`,
      connectorId: 'Kit Wallet',
    })
    expect(wallet.requests.at(-1)).toEqual({ method: 'connect', silent: true, outcome: 'approved' })
  })

  it('after a reload, a wallet that no longer confirms leaves the kit disconnected', async () => {
    const wallet = walletInPage({ name: 'Revoked Wallet' })
    const backend = createMemoryBackend()
    const first = startKit(backend)
    await first.kit.connect({ namespace: 'solana', connectorId: 'Revoked Wallet' })
    await first.kit.destroy()

    wallet.revoke()
    const { kit } = startKit(backend)
    await kit.ready
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', caipAddress: undefined })
    expect(kit.controllers.storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(kit.controllers.storage.getConnectedNamespaces()).toEqual([])
    expect(wallet.requests.filter((r) => r.method === 'connect' && !r.silent)).toHaveLength(1)
  })

  it('a refusal to connect gives the catalogue error and leaves the kit disconnected', async () => {
    const wallet = walletInPage({ name: 'Refusing Wallet' })
    const { kit, events } = startKit(createMemoryBackend())
    await kit.ready
    wallet.rejectNext()
    const error = await kit
      .connect({ namespace: 'solana', connectorId: 'Refusing Wallet' })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect(kit.getAccount('solana')).toMatchObject({ status: 'disconnected', isConnected: false })
    expect(events.filter((e) => e.name === 'CONNECT_ERROR')).toHaveLength(1)
  })

  it('a wallet that drops the site disconnects the namespace', async () => {
    const wallet = walletInPage({ name: 'Dropping Wallet' })
    const { kit } = startKit(createMemoryBackend())
    await kit.connect({ namespace: 'solana', connectorId: 'Dropping Wallet' })
    wallet.revoke()
    expect(kit.getAccount('solana')).toMatchObject({ status: 'disconnected', address: undefined })
    expect(kit.controllers.storage.getConnectedNamespaces()).toEqual([])
  })
})
