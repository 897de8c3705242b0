import type { ChainAdapter, UniversalProviderLike } from '@gangway/core/adapter'
import { startLocalRelay } from '../../walletconnect/localRelay.js'
import { installWalletKit, type WalletKitDriver } from '../drivers/walletKitDriver.js'
import type { ConformanceEnvironment } from '../types.js'
import {
  EVM_ACCOUNT_KEY,
  EVM_SECOND_ACCOUNT_KEY,
  evmBalanceReader,
  startEvmChains,
} from './eip155Environment.js'

/** The kit's UniversalProvider on a relay, and how to close its relay connection. */
export interface TestUniversalProvider {
  provider: UniversalProviderLike & { on(event: string, listener: any): unknown }
  close(): Promise<void>
}

/** WalletConnect's own timers: the kit's provider outlives the adapter (and the wallet's). */
const isWalletConnectTimer = ({ stack }: { stack: string }) =>
  /node_modules\/(@walletconnect|@reown)\//.test(stack)

/**
 * The conformance environment of a WalletConnect-only eip155 adapter (e.g. core's
 * `UniversalAdapter`): the local relay, the two anvil chains, a fresh UniversalProvider (made by
 * `createUniversalProvider`, as the kit makes its one) and WalletKit test wallet for each check.
 * Sends go through the wallet to anvil; WalletConnect has no balance request.
 */
export async function walletConnectEvmEnvironment(options: {
  createAdapter(wallet: WalletKitDriver): ChainAdapter
  createUniversalProvider(relayUrl: string): Promise<TestUniversalProvider>
}): Promise<ConformanceEnvironment<WalletKitDriver>> {
  const [relay, chains] = await Promise.all([startLocalRelay(), startEvmChains()])
  return {
    networks: chains.networks,
    createAdapter: options.createAdapter,
    async installWallet() {
      const { provider, close } = await options.createUniversalProvider(relay.url)
      return installWalletKit({
        relayUrl: relay.url,
        universalProvider: provider,
        chains: chains.nodes.map((node) => ({ chainId: node.chainId, rpcUrl: node.rpcUrl })),
        privateKeys: [EVM_ACCOUNT_KEY, EVM_SECOND_ACCOUNT_KEY],
        closeUniversalProvider: close,
      })
    },
    switchNetwork: chains.networks[1],
    send: {
      to: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
      amount: 10n ** 15n,
      readBalance: evmBalanceReader(chains),
    },
    balance: 'unsupported',
    ignoreTimer: isWalletConnectTimer,
    countNodeRequests: () => chains.proxies[0].count() + chains.proxies[1].count(),
    async stop() {
      await relay.close()
      await chains.stop()
    },
  }
}
