// The adapter conformance suite (@gangway/testing/conformance) against TonAdapter: the TON
// Connect test wallet (JS bridge) injected into a page object, the TON sandbox node behind a
// counting proxy.
import { runAdapterConformance } from '@gangway/testing/conformance'
import { TON_CONFORMANCE_MANIFEST_URL, tonEnvironment } from '@gangway/testing/ton/node'
import { TonAdapter } from './TonAdapter.js'

runAdapterConformance({
  name: 'TonAdapter',
  start: () =>
    tonEnvironment({
      createAdapter: (wallet) =>
        new TonAdapter({ manifestUrl: TON_CONFORMANCE_MANIFEST_URL, window: wallet.page }),
    }),
})
