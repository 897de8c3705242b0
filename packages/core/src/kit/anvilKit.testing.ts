/**
 * Kits on a real anvil node, for the anvil tests of Send, Swap and names (test-only): the node's
 * network, the node reverted after each test, and a kit connected through the wagmi adapter to
 * the @gangway/testing wallet announced over EIP-6963.
 */
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import type { AnvilNode } from '@gangway/testing'
import { createTestWallet, type TestWallet } from '@gangway/testing/browser'
import type { Hex } from 'viem'
import { afterEach, beforeEach, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { announceEip1193Provider } from '../evm/discovery.js'
import { createMemoryBackend } from '../storage/backend.js'
import type { CaipNetwork } from '../types/chain.js'
import type { CreateKitOptions, Kit } from './types.js'

/** The node as a kit network ('Anvil', ETH); with a placeholder explorer unless `explorer: false`. */
export function anvilNetwork(node: AnvilNode, { explorer = true } = {}): CaipNetwork {
  return {
    id: node.chainId,
    name: 'Anvil',
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${node.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
    ...(explorer
      ? { blockExplorers: { default: { name: 'Local', url: 'https://explorer.invalid' } } }
      : {}),
  }
}

/** Call in a file's setup: snapshots the node before each test and reverts to it after. */
export function revertNodeAfterEach(node: () => AnvilNode): void {
  let snapshot: Hex
  beforeEach(async () => {
    snapshot = await node().snapshot()
  })
  afterEach(async () => {
    await node().revert(snapshot)
  })
}

export interface AnvilKitOptions {
  node: AnvilNode
  network: CaipNetwork
  /** The wallet's key. */
  privateKey: Hex
  /** The wallet's node (default: the node's). */
  walletRpcUrl?: string
  /** Passed to the wagmi adapter when given. */
  usdtAddresses?: readonly string[]
  /** More kit options (API URLs and the like). */
  kit?: Partial<CreateKitOptions>
}

/**
 * A kit (memory storage, no console output, no reconnect) connected through the wagmi adapter to
 * the test wallet; the kit is pushed onto `kits` before it connects.
 */
export async function anvilWalletKit(
  options: AnvilKitOptions,
  kits: Kit[],
): Promise<{ kit: Kit; wallet: TestWallet }> {
  const { node, network } = options
  const target = new EventTarget()
  const wallet = createTestWallet({
    rpcUrl: options.walletRpcUrl ?? node.rpcUrl,
    chainId: node.chainId,
    privateKeys: [options.privateKey],
  })
  announceEip1193Provider(target as never, { info: wallet.info, provider: wallet as never })
  const adapter = new WagmiAdapter({
    networks: [network],
    ...(options.usdtAddresses ? { usdtAddresses: options.usdtAddresses } : {}),
    discoveryTarget: target as never,
  })
  const kit = createKit({
    adapters: [adapter],
    networks: [network],
    storage: createMemoryBackend(),
    logger: { error: vi.fn(), warn: vi.fn() },
    reconnectOnStart: false,
    ...options.kit,
  })
  kits.push(kit)
  await kit.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  return { kit, wallet }
}
