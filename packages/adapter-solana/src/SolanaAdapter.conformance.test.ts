// The adapter conformance suite (@gangway/testing/conformance) against SolanaAdapter: the Wallet
// Standard test wallet, the local Solana validator behind a counting proxy.
import { runAdapterConformance } from '@gangway/testing/conformance'
import { solanaEnvironment } from '@gangway/testing/solana/node'
import { SolanaAdapter } from './SolanaAdapter.js'

runAdapterConformance({
  name: 'SolanaAdapter',
  start: () =>
    solanaEnvironment({
      createAdapter: (wallet) => new SolanaAdapter({ getWallets: () => wallet.registry }),
    }),
})
