import '../testing/dom.testing.js'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../testing/cleanup.testing.js'
import { openModal, preparedModalKit } from '../testing/modal.testing.js'
import { warmUpModal } from './warmUp.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

describe('warmUpModal (the idle render before the first open)', () => {
  it('renders the open modal and its view without committing: no subscription, nothing in the page', async () => {
    const { kit, prepared } = await preparedModalKit(keep)
    const getState = vi.spyOn(kit.stores.router, 'getState')
    const subscribe = vi.spyOn(kit.stores.router, 'subscribe')
    const getConnectors = vi.spyOn(kit.stores.connectors, 'getState')
    warmUpModal(kit, prepared)
    // The modal (router) and the Connect view (connectors) rendered…
    expect(getState).toHaveBeenCalled()
    expect(getConnectors).toHaveBeenCalled()
    // …and nothing of it committed: no store subscription (an effect), no element anywhere.
    expect(subscribe).not.toHaveBeenCalled()
    expect(document.querySelector('gangway-modal')).toBeNull()
    expect(prepared.container.childNodes).toHaveLength(0)
    expect(document.documentElement.style.overflow).toBe('')
    // The check can fail: the open itself renders and subscribes.
    await openModal(kit)
    expect(subscribe).toHaveBeenCalled()
  })

  it('leaves nothing behind: the thrown-away root and its container can be collected', async () => {
    setFlagsFromString('--expose-gc')
    const collectGarbage = runInNewContext('gc') as () => void
    const { kit, prepared } = await preparedModalKit(keep)
    // The warm-up's root renders into a detached <div> it makes first.
    const createElement = vi.spyOn(document, 'createElement')
    warmUpModal(kit, prepared)
    const container = new WeakRef(createElement.mock.results[0]?.value as HTMLElement)
    createElement.mockRestore()
    expect(container.deref()?.tagName).toBe('DIV')
    // Nothing may hold the root (React hangs a ping holding it on the promise the render
    // suspended on: one kept at module level kept the root, its fibers and its container).
    for (let round = 0; round < 3 && container.deref(); round++) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      collectGarbage()
    }
    expect(container.deref()).toBeUndefined()
  })

  it('does nothing while the modal is open', async () => {
    const { kit, prepared } = await preparedModalKit(keep)
    await openModal(kit)
    const getState = vi.spyOn(kit.stores.router, 'getState')
    warmUpModal(kit, prepared)
    expect(getState).not.toHaveBeenCalled()
  })
})
