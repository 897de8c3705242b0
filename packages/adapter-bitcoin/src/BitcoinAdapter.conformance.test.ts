// The adapter conformance suite (@gangway/testing/conformance) against BitcoinAdapter: the
// sats-connect test provider registered in a node test window (window.btc_providers).
import { bitcoinEnvironment } from '@gangway/testing/bitcoin/node'
import { runAdapterConformance } from '@gangway/testing/conformance'
import { BitcoinAdapter } from './BitcoinAdapter.js'

runAdapterConformance({
  name: 'BitcoinAdapter',
  start: () => bitcoinEnvironment({ createAdapter: () => new BitcoinAdapter() }),
})
