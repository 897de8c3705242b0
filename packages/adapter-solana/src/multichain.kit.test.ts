/**
 * One kit with an EVM adapter (wagmi) and the Solana adapter, against a local anvil node and the
 * local SVM: the active address, allAccounts, balances and the provider handed to the host belong
 * to the active namespace at every switch; a reload restores both connections; disconnecting one
 * namespace leaves the other.
 */
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { createMemoryBackend, type StorageBackend } from '@gangway/core'
import type { CaipNetwork } from '@gangway/core/adapter'
import { announceEip1193Provider } from '@gangway/core/eip155'
import { createKernelKit, selectStatus } from '@gangway/core/internal'
import { type AnvilNode, anvilPrivateKey, startAnvil } from '@gangway/testing'
import { createTestWallet, type TestWallet } from '@gangway/testing/browser'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
  type SolanaTestWallet,
} from '@gangway/testing/solana'
import { type SolanaValidator, startSolanaValidator } from '@gangway/testing/solana/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaLocalnet } from './networks.js'
import { SolanaAdapter } from './SolanaAdapter.js'
import type { SolanaProvider } from './types.js'

const EVM_KEY = anvilPrivateKey(3)
const EVM_ADDRESS = privateKeyToAccount(EVM_KEY).address

let anvil: AnvilNode
let validator: SolanaValidator
let page: EventTarget
let evmWallet: TestWallet
let solWallet: SolanaTestWallet
let anvilNetwork: CaipNetwork
let localnet: CaipNetwork
const kits: { destroy(): Promise<void> }[] = []

beforeAll(async () => {
  ;[anvil, validator] = await Promise.all([startAnvil(), startSolanaValidator()])
  // The page: EIP-6963 announcements and Wallet Standard registrations go through it.
  page = new EventTarget()
  vi.stubGlobal('window', page)
  anvilNetwork = {
    id: anvil.chainId,
    name: 'Anvil',
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${anvil.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }
  localnet = solanaLocalnet(validator.rpcUrl)
  evmWallet = createTestWallet({
    rpcUrl: anvil.rpcUrl,
    chainId: anvil.chainId,
    privateKey: EVM_KEY,
  })
  announceEip1193Provider(page as never, { info: evmWallet.info, provider: evmWallet })
  solWallet = createSolanaTestWallet({
    rpcUrl: validator.rpcUrl,
    name: 'Gangway Solana Test Wallet',
  })
  validator.airdrop(solWallet.address, 3_000_000_000)
  registerSolanaTestWallet(solWallet, page)
}, 60_000)

afterAll(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
  vi.unstubAllGlobals()
  await Promise.all([anvil?.stop(), validator?.stop()])
})

/** One page load of a host with both families. */
async function loadPage(backend: StorageBackend) {
  const kit = createKernelKit({
    adapters: [new WagmiAdapter({ networks: [anvilNetwork] }), new SolanaAdapter()],
    networks: [anvilNetwork, localnet],
    storage: backend,
  })
  kits.push(kit)
  await kit.ready
  return kit
}

type Kit = Awaited<ReturnType<typeof loadPage>>

/** Everything the host sees for the active namespace must belong to it. */
async function expectActive(kit: Kit, namespace: 'eip155' | 'solana') {
  const evm = namespace === 'eip155'
  const address = evm ? EVM_ADDRESS : solWallet.address
  const network = evm ? anvilNetwork : localnet
  expect(kit.stores.chain.getState().activeNamespace).toBe(namespace)
  expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(network.caipNetworkId)
  expect(kit.getAccount()).toMatchObject({
    namespace,
    status: 'connected',
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    allAccounts: [expect.objectContaining({ namespace, address })],
  })
  expect(kit.getAccount().allAccounts.every((account) => account.namespace === namespace)).toBe(
    true,
  )
  const provider = kit.getProvider()
  if (evm) {
    expect(typeof (provider as { request?: unknown }).request).toBe('function')
    expect(await (provider as TestWallet).request({ method: 'eth_accounts' })).toEqual([
      EVM_ADDRESS,
    ])
  } else {
    expect((provider as SolanaProvider).address).toBe(solWallet.address)
  }
  const adapter = kit.getAdapter(namespace)
  if (!adapter) throw new Error(`no ${namespace} adapter`)
  const balance = await adapter.getBalance({ address, caipNetwork: network })
  expect(balance.symbol).toBe(evm ? 'ETH' : 'SOL')
  expect(Number(balance.balance)).toBeGreaterThan(0)
}

describe('one kit, EVM and Solana', () => {
  it('keeps each namespace right through switches, a reload, and a single disconnect', async () => {
    const backend = createMemoryBackend()
    const kit = await loadPage(backend)
    await kit.connect({ namespace: 'eip155', connectorId: evmWallet.info.rdns })
    await expectActive(kit, 'eip155')
    await kit.connect({ namespace: 'solana', connectorId: solWallet.name })
    await expectActive(kit, 'solana')
    // The other namespace keeps its own account.
    expect(kit.getAccount('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })

    for (let round = 0; round < 3; round++) {
      await kit.switchNetwork(anvilNetwork)
      await expectActive(kit, 'eip155')
      expect(kit.getAccount('solana').address).toBe(solWallet.address)
      await kit.switchNetwork(localnet)
      await expectActive(kit, 'solana')
      expect(kit.getAccount('eip155').address).toBe(EVM_ADDRESS)
    }

    // Reload: both connections come back, on the network that was active.
    await kit.destroy()
    const reloaded = await loadPage(backend)
    expect(selectStatus(reloaded.stores.chain.getState(), 'eip155')).toBe('connected')
    expect(selectStatus(reloaded.stores.chain.getState(), 'solana')).toBe('connected')
    await expectActive(reloaded, 'solana')
    expect(reloaded.getAccount('eip155')).toMatchObject({ address: EVM_ADDRESS })
    await reloaded.switchNetwork(anvilNetwork)
    await expectActive(reloaded, 'eip155')

    // Disconnecting Solana leaves the EVM connection as it was.
    await reloaded.disconnect('solana')
    expect(reloaded.getAccount('solana')).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(reloaded.getProvider('solana')).toBeUndefined()
    await expectActive(reloaded, 'eip155')
    expect(reloaded.controllers.storage.getConnectedNamespaces()).toEqual(['eip155'])
  }, 60_000)
})
