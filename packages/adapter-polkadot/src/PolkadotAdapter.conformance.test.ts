// The adapter conformance suite (@gangway/testing/conformance) against PolkadotAdapter: the test
// extension at window.injectedWeb3['gangway-test'], through the real @polkadot/extension-dapp.
// Extensions cannot send or read balances: the environment declares both unsupported.
import { runAdapterConformance } from '@gangway/testing/conformance'
import { polkadotEnvironment } from '@gangway/testing/polkadot/node'
import { afterAll, beforeAll, vi } from 'vitest'
import { PolkadotAdapter } from './PolkadotAdapter.js'

beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {}) // extension-dapp's progress logs
  vi.spyOn(console, 'error').mockImplementation(() => {}) // ... and its per-extension failures
})
afterAll(() => {
  vi.restoreAllMocks()
})

runAdapterConformance({
  name: 'PolkadotAdapter',
  start: () =>
    polkadotEnvironment({
      createAdapter: () => new PolkadotAdapter({ appName: 'Gangway Conformance' }),
    }),
})
