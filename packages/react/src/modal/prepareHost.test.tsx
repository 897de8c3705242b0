import '../testing/dom.testing.js'
import { describe, expect, it, vi } from 'vitest'
import { detachUi } from '../kit/attachUi.js'
import type { GangwayKit } from '../kit/types.js'
import { destroyAfterEach } from '../testing/cleanup.testing.js'
import { openModal } from '../testing/modal.testing.js'
import { appliedCss } from '../testing/styles.testing.js'
import { createTestKit } from '../testing/testKit.testing.js'
import { type ModalHost, modalHost } from './host.js'
import { prepareModalHost } from './prepareHost.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const NONCE = 'c3RyaWN0LWNzcC1ub25jZQ=='

const keep = destroyAfterEach({ also: () => vi.unstubAllGlobals() })

function kitFor(options?: Parameters<typeof createTestKit>[0]) {
  const { kit } = createTestKit(options)
  keep(kit)
  return kit
}

/** The host the kit holds, without making one (what `modalHost` keeps on the kit). */
const heldHost = (kit: GangwayKit) =>
  (kit as GangwayKit & { [key: symbol]: ModalHost | undefined })[
    Symbol.for('@gangway/react:modal-host')
  ]

/** The browser's first frame and idle callbacks, run by hand. */
function manualIdle() {
  const frames: FrameRequestCallback[] = []
  const idles: IdleRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback))
  return () => {
    for (const frame of frames.splice(0)) frame(0)
    for (const idle of idles.splice(0)) idle({ didTimeout: false, timeRemaining: () => 50 })
  }
}

const hostsInPage = () => [...document.querySelectorAll('gangway-modal')]

describe('the modal host prepared at idle', () => {
  it('is made by the idle preload: element, open shadow root, styles — not yet in the page', async () => {
    const runIdle = manualIdle()
    const kit = kitFor()
    expect(heldHost(kit)).toBeUndefined()
    runIdle()
    await vi.waitFor(() => expect(heldHost(kit)).toBeDefined(), { timeout: 10_000 })
    const { host, shadow, container } = heldHost(kit)!
    expect(host.localName).toBe('gangway-modal')
    expect(host.isConnected).toBe(false)
    expect(hostsInPage()).toHaveLength(0)
    expect(host.shadowRoot).toBe(shadow)
    expect(shadow.mode).toBe('open')
    expect(container.parentNode).toBe(shadow)
    expect(container.childNodes).toHaveLength(0) // nothing rendered before the open
    // A constructed stylesheet, no <style>.
    expect(shadow.querySelector('style')).toBeNull()
    expect(appliedCss(shadow)).toContain('.gw-card')
    // The monogram colours, one rule per hue step (utils/monogram.ts).
    expect(appliedCss(shadow)).toMatch(/\.gw-image\[data-hue=["']23["']\]/)
  })

  it('is the element the open mounts into', async () => {
    const runIdle = manualIdle()
    const kit = kitFor()
    runIdle()
    await vi.waitFor(() => expect(heldHost(kit)).toBeDefined(), { timeout: 10_000 })
    const prepared = heldHost(kit)!
    const create = vi.spyOn(document, 'createElement')
    await openModal(kit)
    expect(create).not.toHaveBeenCalledWith('gangway-modal')
    expect(hostsInPage()).toEqual([prepared.host])
    expect(prepared.host.parentElement).toBe(document.body)
    expect(prepared.container.querySelector('[role="dialog"]')).not.toBeNull()
    expect(prepared.shadow.adoptedStyleSheets).toHaveLength(1)
  })

  it('is made by the open when the idle preload has not run (or is off)', async () => {
    const kit = kitFor({ preloadModal: false })
    await new Promise((resolve) => setTimeout(resolve, 300)) // past the idle fallback's delay
    expect(heldHost(kit)).toBeUndefined()
    await openModal(kit)
    expect(hostsInPage()).toEqual([heldHost(kit)!.host])

    const prepared = kitFor({ preloadModal: false })
    await prepareModalHost(prepared)
    expect(heldHost(prepared)?.host.isConnected).toBe(false)
    detachUi(prepared) // a detach before any open leaves nothing in the page
    expect(hostsInPage()).toHaveLength(1)
  })

  it('is removed from the page and forgotten on detach and on destroy', async () => {
    const kit = kitFor()
    await prepareModalHost(kit)
    const prepared = heldHost(kit)!
    await openModal(kit)
    expect(prepared.host.isConnected).toBe(true)
    detachUi(kit)
    expect(prepared.host.isConnected).toBe(false)
    expect(hostsInPage()).toHaveLength(0)
    expect(heldHost(kit)).toBeUndefined()

    const destroyed = kitFor()
    await openModal(destroyed)
    const host = heldHost(destroyed)!.host
    await destroyed.destroy()
    expect(host.isConnected).toBe(false)
    expect(hostsInPage()).toHaveLength(0)
  })

  it('is one per kit: two kits on a page get two hosts', async () => {
    const runIdle = manualIdle()
    const first = kitFor()
    const second = kitFor()
    runIdle()
    await vi.waitFor(
      () => {
        expect(heldHost(first)).toBeDefined()
        expect(heldHost(second)).toBeDefined()
      },
      { timeout: 10_000 },
    )
    const [a, b] = [heldHost(first)!, heldHost(second)!]
    expect(a.host).not.toBe(b.host)
    expect(modalHost(first)).toBe(a) // made once per kit
    // One parsed sheet serves the document's kits.
    expect(a.shadow.adoptedStyleSheets[0]).toBe(b.shadow.adoptedStyleSheets[0])
    await openModal(first)
    await first.close()
    await openModal(second)
    expect(hostsInPage()).toEqual([a.host, b.host])
    detachUi(first)
    expect(hostsInPage()).toEqual([b.host])
  })

  it("falls back to a <style> with the kit's CSP nonce where constructed sheets are missing", async () => {
    const prototype = CSSStyleSheet.prototype as { replaceSync?: unknown }
    const replaceSync = prototype.replaceSync
    prototype.replaceSync = undefined
    try {
      const kit = kitFor({ nonce: NONCE })
      await prepareModalHost(kit)
      const { shadow } = heldHost(kit)!
      const style = shadow.querySelector('style')
      expect(style?.getAttribute('nonce')).toBe(NONCE)
      expect(style?.textContent).toContain('.gw-card')
      expect(shadow.adoptedStyleSheets).toHaveLength(0)
      await openModal(kit)
      expect(hostsInPage()[0]?.shadowRoot?.querySelectorAll('style')).toHaveLength(1)
    } finally {
      prototype.replaceSync = replaceSync
    }
  })
})
