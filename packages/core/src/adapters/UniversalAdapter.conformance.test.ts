// The adapter conformance suite (@gangway/testing/conformance) against the UniversalAdapter on
// eip155: a real UniversalProvider (the kit's) and the real WalletKit test wallet, paired over
// the local relay; anvil behind the wallet.
import {
  MemoryKeyValueStorage,
  type TestUniversalProvider,
  walletConnectEvmEnvironment,
} from '@gangway/testing'
import { runAdapterConformance } from '@gangway/testing/conformance'
import UniversalProvider from '@walletconnect/universal-provider'
import { eip155Family } from '../families/eip155.js'
import { UniversalAdapter } from './UniversalAdapter.js'

let providers = 0

async function createUniversalProvider(relayUrl: string): Promise<TestUniversalProvider> {
  const provider = await UniversalProvider.init({
    projectId: 'gangway-conformance',
    relayUrl,
    storage: new MemoryKeyValueStorage() as never,
    customStoragePrefix: `gangway-conformance-${process.pid}-${++providers}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Gangway', description: 'conformance', url: 'http://127.0.0.1', icons: [] },
  } as never)
  return {
    provider: provider as never,
    close: async () => {
      await (provider as any).client?.core?.relayer?.transportClose().catch(() => {})
    },
  }
}

runAdapterConformance({
  name: 'UniversalAdapter (eip155 over WalletConnect)',
  timeoutMs: 30_000,
  start: () =>
    walletConnectEvmEnvironment({
      createAdapter: () => new UniversalAdapter({ family: eip155Family }),
      createUniversalProvider,
    }),
})
