import { createMemoryBackend } from '@gangway/core'
import { describeAdapter, selectAccount } from '@gangway/core/shell'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { GangwayProvider } from '../components/GangwayProvider.js'
import { ADDRESS, mainnet, TestAdapter } from '../testing/testKit.testing.js'
import { createKit } from './createKit.js'

/** A wallet that still knows the site on the next visit: restore answers like connect. */
class RememberingAdapter extends TestAdapter {
  override async restore(params: { id: string }) {
    return this.connect({ id: params.id })
  }
}

function shellKit(storage = createMemoryBackend()) {
  const adapter = new RememberingAdapter()
  const load = vi.fn(async () => adapter)
  const kit = createKit({
    adapters: [describeAdapter('eip155', load)],
    networks: [mainnet],
    storage,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
  })
  return { kit, load, storage }
}

const render = (kit: ReturnType<typeof shellKit>['kit']) =>
  renderToString(
    <GangwayProvider kit={kit}>
      <ConnectButton />
    </GangwayProvider>,
  )

describe('createKit (the kit shell with the UI)', () => {
  it("renders the button before the kernel or the adapter's code has loaded", async () => {
    const { kit, load } = shellKit()
    expect(render(kit)).toContain('Connect Wallet')
    expect(load).not.toHaveBeenCalled()
    expect(() => kit.controllers).toThrow(/still loading/)
    await kit.ready
    expect(load).toHaveBeenCalledTimes(1)
    expect(kit.controllers.modal.getState().open).toBe(false)
    await kit.destroy()
  })

  it("shows a returning visitor's account on the first render, before the kernel restores it", async () => {
    const first = shellKit()
    await first.kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await first.kit.destroy()

    const next = shellKit(first.storage)
    const html = render(next.kit)
    expect(html).toContain('0x1234…abcd')
    expect(html).not.toContain('Connect Wallet')
    expect(next.load).not.toHaveBeenCalled()
    await next.kit.ready
    expect(next.kit.getAccount()).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(selectAccount(next.kit.stores.chain.getState()).address).toBe(ADDRESS)
    await next.kit.destroy()
  })
})
