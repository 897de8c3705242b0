// The adapter conformance suite (@gangway/testing/conformance) against WagmiAdapter: the
// EIP-1193 test wallet announced over EIP-6963, two anvil chains behind counting proxies.
import {
  EVM_ACCOUNT_KEY,
  EVM_SECOND_ACCOUNT_KEY,
  evmEnvironment,
  installEip1193Wallet,
  startEvmChains,
} from '@gangway/testing'
import { runAdapterConformance } from '@gangway/testing/conformance'
import { WagmiAdapter } from './WagmiAdapter.js'

runAdapterConformance({
  name: 'WagmiAdapter',
  start: async () =>
    evmEnvironment(await startEvmChains(), {
      createAdapter: (networks) => new WagmiAdapter({ networks }),
      installWallet: ({ nodes: [main, second] }) =>
        installEip1193Wallet({
          rpcUrl: main.rpcUrl,
          chainId: main.chainId,
          privateKeys: [EVM_ACCOUNT_KEY, EVM_SECOND_ACCOUNT_KEY],
          chains: [{ id: second.chainId, rpcUrl: second.rpcUrl }],
        }),
    }),
})
