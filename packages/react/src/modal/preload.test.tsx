import '../testing/dom.testing.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { GangwayProvider } from '../components/GangwayProvider.js'
import { uiChunks } from '../kit/chunks.js'
import { preloadModal } from '../kit/preload.js'
import type { GangwayKit } from '../kit/types.js'
import { inModal, snapshotOnOpen } from '../testing/modal.testing.js'
import { render } from '../testing/render.testing.js'
import { createTestKit } from '../testing/testKit.testing.js'

const actEnvironment = (on: boolean) => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on
}

const kits: GangwayKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function kitFor(options?: Parameters<typeof createTestKit>[0]) {
  const { kit } = createTestKit(options)
  kits.push(kit)
  return kit
}

/** Whether the first wallet and the view's fallback are in the modal in the open's own task. */
const FIRST_FRAME = {
  walletOption: '[data-bench="wallet-option"]',
  fallback: '[role="progressbar"][aria-label="Loading"]',
  connectView: '.gw-view[data-view="Connect"]',
  anyView: '.gw-view',
}

// Runs first: the module table is fresh in this file, so nothing has loaded yet.
describe('the idle preload (real chunks)', () => {
  it('after the first frame and an idle period, imports the modal and Connect', async () => {
    expect(uiChunks.modal.loaded()).toBeUndefined()
    const frames: FrameRequestCallback[] = []
    const idles: IdleRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback))
    const modalLoad = vi.spyOn(uiChunks.modal, 'load')
    const viewChunk = vi.spyOn(uiChunks, 'view')
    const kit = kitFor()
    await render(
      <GangwayProvider kit={kit}>
        <ConnectButton />
      </GangwayProvider>,
    )
    expect(modalLoad).not.toHaveBeenCalled()
    frames.shift()?.(0)
    expect(modalLoad).not.toHaveBeenCalled()
    idles.shift()?.({ didTimeout: false, timeRemaining: () => 50 })
    expect(modalLoad).toHaveBeenCalled()
    expect(viewChunk).toHaveBeenCalledWith('Connect')
    await vi.waitFor(
      () => {
        expect(uiChunks.modal.loaded()).toBeDefined()
        expect(uiChunks.view('Connect').loaded()).toBeDefined()
      },
      { timeout: 10_000 },
    )
    expect(document.querySelector('gangway-modal')).toBeNull() // loaded, not mounted
  })
})

describe('the first open after a preload', () => {
  // The open renders outside act(), as in a browser.
  beforeEach(() => actEnvironment(false))
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
    actEnvironment(true)
  })

  it('mounts and renders the wallet list in the open’s task, with no fallback frame', async () => {
    const kit = kitFor({ preloadModal: false })
    await kit.ready
    await preloadModal(kit)
    const seen = snapshotOnOpen(kit, FIRST_FRAME)
    await kit.open()
    expect(seen).toEqual([
      { walletOption: true, fallback: false, connectView: true, anyView: true },
    ])
  })

  it('a view that has not loaded yet shows the fallback, then the view', async () => {
    const kit = kitFor({ preloadModal: false })
    await kit.ready
    await preloadModal(kit) // the modal, Connect — not Networks
    expect(uiChunks.view('Networks').loaded()).toBeUndefined()
    const seen = snapshotOnOpen(kit, FIRST_FRAME)
    await kit.open({ view: 'Networks' })
    expect(seen).toEqual([
      { walletOption: false, fallback: true, connectView: false, anyView: false },
    ])
    await vi.waitFor(() => expect(inModal('[data-testid="network-option"]')).not.toBeNull(), {
      timeout: 10_000,
    })
  })
})

describe('preload on intent', () => {
  async function hover(kit: GangwayKit) {
    const { container } = await render(
      <GangwayProvider kit={kit}>
        <ConnectButton />
      </GangwayProvider>,
    )
    const button = container.querySelector('[data-testid="connect-button"]')!
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    button.dispatchEvent(new PointerEvent('pointerenter'))
    ;(button as HTMLElement).focus()
  }

  it("'intent' preloads on pointer / focus only, never on idle", async () => {
    const requestIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    const viewChunk = vi.spyOn(uiChunks, 'view')
    const kit = kitFor({ preloadModal: 'intent' })
    await hover(kit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requestIdleCallback).not.toHaveBeenCalled()
    expect(viewChunk).toHaveBeenCalledWith('Connect')
  })

  it('false preloads nothing, not even on pointer / focus', async () => {
    const requestIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    const modalLoad = vi.spyOn(uiChunks.modal, 'load')
    const viewChunk = vi.spyOn(uiChunks, 'view')
    const kit = kitFor({ preloadModal: false })
    await hover(kit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requestIdleCallback).not.toHaveBeenCalled()
    expect(modalLoad).not.toHaveBeenCalled()
    expect(viewChunk).not.toHaveBeenCalled()
  })
})
