import { vi } from 'vitest'
import { preloadModal } from '../kit/preload.js'
import type { GangwayKit } from '../kit/types.js'
import { modalHost } from '../modal/host.js'
import { createTestKit } from './testKit.testing.js'

/** The modal's shadow root and queries into it (happy-dom tests). */
export const modalShadow = () => document.querySelector('gangway-modal')?.shadowRoot ?? null

export const inModal = <T extends Element = HTMLElement>(selector: string) =>
  modalShadow()?.querySelector<T>(selector) ?? null

export const allInModal = (selector: string) =>
  Array.from(modalShadow()?.querySelectorAll<HTMLElement>(selector) ?? [])

/** Opens the modal and waits until the dialog is in the DOM. */
export async function openModal(kit: GangwayKit, options?: Parameters<GangwayKit['open']>[0]) {
  await kit.ready
  await kit.open(options)
  // The first open imports the modal chunk (slow under the test transform).
  await vi.waitFor(
    () => {
      if (!inModal('[role="dialog"]')) throw new Error('no dialog yet')
    },
    { timeout: 10_000 },
  )
}

export function keyDown(target: Element, key: string, shiftKey = false) {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }),
  )
}

/** A ready test kit (handed to `keep` for cleanup) whose modal is preloaded, and its prepared host. */
export async function preparedModalKit(keep: <Kit extends GangwayKit>(kit: Kit) => Kit) {
  const { kit } = createTestKit()
  keep(kit)
  await kit.ready
  await preloadModal(kit)
  return { kit, prepared: modalHost(kit) }
}

/**
 * What the modal shows at the moment the store flips to open (the open's own task): for each
 * selector, whether an element matches it in the modal then. One record per open.
 */
export function snapshotOnOpen<K extends string>(kit: GangwayKit, selectors: Record<K, string>) {
  const seen: Record<K, boolean>[] = []
  kit.stores.modal.subscribe(
    (state) => state.open,
    (open) => {
      if (!open) return
      const shown = {} as Record<K, boolean>
      for (const key of Object.keys(selectors) as K[]) shown[key] = inModal(selectors[key]) !== null
      seen.push(shown)
    },
  )
  return seen
}
