// The adapter conformance suite (@gangway/testing/conformance) against Ethers5Adapter (ethers
// v5): the EIP-1193 test wallet announced over EIP-6963, two anvil chains behind counting proxies.
import {
  EVM_ACCOUNT_KEY,
  EVM_SECOND_ACCOUNT_KEY,
  evmEnvironment,
  installEip1193Wallet,
  startEvmChains,
} from '@gangway/testing'
import { runAdapterConformance } from '@gangway/testing/conformance'
import { Ethers5Adapter } from './Ethers5Adapter.js'

runAdapterConformance({
  name: 'Ethers5Adapter',
  start: async () =>
    evmEnvironment(await startEvmChains(), {
      createAdapter: () => new Ethers5Adapter(),
      installWallet: ({ nodes: [main, second] }) =>
        installEip1193Wallet({
          rpcUrl: main.rpcUrl,
          chainId: main.chainId,
          privateKeys: [EVM_ACCOUNT_KEY, EVM_SECOND_ACCOUNT_KEY],
          chains: [{ id: second.chainId, rpcUrl: second.rpcUrl }],
        }),
    }),
})
