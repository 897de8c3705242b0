import '../testing/dom.testing.js'
import { describe, expect, it, vi } from 'vitest'
import { preloadModal } from '../kit/preload.js'
import { destroyAfterEach } from '../testing/cleanup.testing.js'
import { openModal, preparedModalKit } from '../testing/modal.testing.js'
import { createTestKit } from '../testing/testKit.testing.js'
import { warmUpLayout } from './warmUpLayout.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

/** What the page held at each layout read: the host in it, hidden, and the sample's rows. */
function watchLayoutReads() {
  const seen: { inPage: boolean; visibility: string; rows: number; theme: string | null }[] = []
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const host = document.querySelector('gangway-modal') as HTMLElement | null
    seen.push({
      inPage: host !== null,
      visibility: host?.style.visibility ?? '',
      rows: host?.shadowRoot?.querySelectorAll('.gw-list-item').length ?? 0,
      theme: host?.shadowRoot?.querySelector('.gw-theme')?.getAttribute('data-theme') ?? null,
    })
    return new DOMRect()
  })
  return seen
}

describe('warmUpLayout (the idle layout before the first open)', () => {
  it('lays out the modal’s bones hidden in the page, then leaves nothing behind', async () => {
    const { kit, prepared } = await preparedModalKit(keep)
    const seen = watchLayoutReads()
    warmUpLayout(prepared, 'dark')
    // During it: the host was in the page, hidden, holding a wallet row in the kit's theme…
    expect(seen).toEqual([{ inPage: true, visibility: 'hidden', rows: 1, theme: 'dark' }])
    // …and after it, nothing: not in the page, no sample, no style of its own.
    expect(document.querySelector('gangway-modal')).toBeNull()
    expect(prepared.host.isConnected).toBe(false)
    expect(prepared.container.childNodes).toHaveLength(0)
    expect(prepared.host.hasAttribute('style')).toBe(false)
    // The open still renders into the same host, visible.
    await openModal(kit)
    expect(prepared.host.isConnected).toBe(true)
    expect(prepared.host.hasAttribute('style')).toBe(false)
    expect(prepared.container.querySelector('[data-testid="modal-root"]')).not.toBeNull()
  })

  it('does nothing while the modal is open (the host already in the page)', async () => {
    const { kit, prepared } = await preparedModalKit(keep)
    await openModal(kit)
    const before = prepared.container.innerHTML
    const seen = watchLayoutReads()
    warmUpLayout(prepared, 'light')
    expect(seen).toEqual([])
    expect(prepared.host.isConnected).toBe(true)
    expect(prepared.container.innerHTML).toBe(before)
  })

  it('runs in the idle preload, after the kernel and the opening view loaded', async () => {
    const { kit } = createTestKit()
    keep(kit)
    await kit.ready
    const seen = watchLayoutReads()
    await preloadModal(kit)
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0))
    expect(seen[0]).toMatchObject({ inPage: true, visibility: 'hidden', rows: 1 })
    expect(document.querySelector('gangway-modal')).toBeNull()
  })
})
