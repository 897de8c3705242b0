/**
 * The kit's parts a page may never use — WalletConnect, the wallet directory, the tab sync and
 * analytics — are imported on first use (kit/onDemandParts.ts, issue 37): a host that turned
 * them off never downloads their code, nor runs it. Each part's modules are watched here with
 * `vi.mock` (a pass-through that records the first import), so this file needs a module graph of
 * its own (vitest.config.ts, FRESH_MODULES): a module another file imported first would not be
 * seen. Before the change, createKit imported every one of them at once, and the first test
 * failed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { selectStatus } from '../selectors/account.js'
import { createSharedBackend } from '../storage/sharedBackend.testing.js'
import { createEvmTestKit } from './evmTestKit.testing.js'
import type { Kit } from './types.js'

const imported = vi.hoisted(() => new Set<string>())

vi.mock('../controllers/walletConnect/walletConnectController.js', async (importOriginal) => {
  imported.add('WalletConnect pairing')
  return importOriginal()
})
vi.mock('../walletconnect/universalProviderManager.js', async (importOriginal) => {
  imported.add('UniversalProvider manager')
  return importOriginal()
})
vi.mock('../directory/walletDirectory.js', async (importOriginal) => {
  imported.add('wallet directory')
  return importOriginal()
})
vi.mock('../directory/sources.js', async (importOriginal) => {
  imported.add('directory sources')
  return importOriginal()
})
vi.mock('./tabSync.js', async (importOriginal) => {
  imported.add('tab sync')
  return importOriginal()
})
vi.mock('../http/createAnalytics.js', async (importOriginal) => {
  imported.add('analytics')
  return importOriginal()
})

const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
})
const testKit = (...args: Parameters<typeof createEvmTestKit>) => {
  const test = createEvmTestKit(...args)
  kits.push(test.kit)
  return test
}

describe("a kit's parts load on first use", () => {
  it('a kit with WalletConnect, the directory and analytics off imports none of them, connected or not', async () => {
    const { kit, connect } = testKit({ enableWalletConnect: false, walletDirectory: false })
    await kit.ready
    await kit.open()
    await connect()
    kit.close()
    expect(kit.controllers.walletDirectory).toBeUndefined()
    expect(kit.controllers.walletConnect.isPairing()).toBe(false)
    expect([...imported]).toEqual([])
  })

  it('WalletConnect: imported on the first call that needs it; every caller gets one provider', async () => {
    const { kit, evm } = testKit()
    await kit.ready
    expect(imported.has('WalletConnect pairing')).toBe(false)
    // Opening with the WalletConnect row checks whether pairing can work: the part loads then.
    await kit.open()
    await vi.waitFor(() => expect(imported.has('WalletConnect pairing')).toBe(true))
    const provider = await kit.controllers.getUniversalProvider()
    expect(imported.has('UniversalProvider manager')).toBe(true)
    expect(await evm.context_?.getUniversalProvider()).toBe(provider)
  })

  it('the wallet directory: created on its first query; nothing peeked before it', async () => {
    const { kit } = testKit()
    await kit.ready
    const directory = kit.controllers.walletDirectory
    expect(directory).toBeDefined()
    expect(imported.has('wallet directory')).toBe(false)
    expect(directory?.source.peekWallets?.({ page: 1, entries: 4 })).toBeUndefined()
    const recommended = await directory?.getRecommended({ lazy: true })
    expect(imported.has('wallet directory')).toBe(true)
    expect(imported.has('directory sources')).toBe(true)
    expect(recommended?.length).toBe(4)
    // Now the bundled catalogue's head answers at once, as the directory's source does.
    expect(directory?.source.peekWallets?.({ page: 1, entries: 4 })).toHaveLength(4)
  })

  it('the tab sync: imported on the first change another tab makes', async () => {
    const shared = createSharedBackend()
    const first = testKit({ enableWalletConnect: false, storage: shared.tab() })
    const second = testKit({ enableWalletConnect: false, storage: shared.tab() })
    await Promise.all([first.kit.ready, second.kit.ready])
    expect(imported.has('tab sync')).toBe(false)
    await first.connect()
    await vi.waitFor(() =>
      expect(selectStatus(second.kit.stores.chain.getState(), 'eip155')).toBe('connected'),
    )
    expect(imported.has('tab sync')).toBe(true)
  })

  it('analytics: imported at once with an analytics host and a project id', async () => {
    expect(imported.has('analytics')).toBe(false)
    testKit({ analyticsUrl: 'http://127.0.0.1:9', projectId: 'p1', features: { analytics: false } })
    await vi.waitFor(() => expect(imported.has('analytics')).toBe(true))
  })
})
