import type { UiKit } from './types.js'

/** Kept on the kit object itself (no module state): one attachment per kit. */
const ATTACHMENT = Symbol.for('@gangway/react:ui')

interface Attachment {
  load(): Promise<void>
  detach(): void
}

type WithAttachment = UiKit & { [ATTACHMENT]?: Attachment }

/** Loads the modal chunk (without mounting it), e.g. when the pointer nears the button. */
export function preloadModal(): Promise<unknown> {
  return import('../modal/mount.js')
}

/**
 * Attaches the modal UI to a kit: on the first `open` the modal chunk is imported and mounted
 * into `document.body`. Idempotent; does nothing without a `document` (server rendering).
 */
export function attachUi(kit: UiKit): void {
  if (typeof document === 'undefined') return
  const target = kit as WithAttachment
  if (target[ATTACHMENT]) return
  let pending: Promise<void> | undefined
  let unmount: (() => void) | undefined
  let detached = false
  const load = () => {
    pending ??= import('../modal/mount.js')
      .then(({ mountModal }) => {
        if (!detached) unmount = mountModal(kit)
      })
      .catch((error: unknown) => {
        pending = undefined
        kit.modal.close()
        console.error('[gangway] the modal failed to load', error)
      })
    return pending
  }
  const unsubscribe = kit.stores.modal.subscribe(
    (state) => state.open,
    (open) => {
      if (open) void load()
    },
  )
  target[ATTACHMENT] = {
    load,
    detach() {
      detached = true
      unsubscribe()
      unmount?.()
      delete target[ATTACHMENT]
    },
  }
  if (kit.stores.modal.getState().open) void load()
}

/** Removes the modal element and stops listening (tests, hot reload). */
export function detachUi(kit: UiKit): void {
  ;(kit as WithAttachment)[ATTACHMENT]?.detach()
}
