import { loadKitLocale } from '../i18n/buttonText.js'
import { type ModalModule, uiChunks } from './chunks.js'
import { scheduleIdlePreload } from './preload.js'
import type { UiKit } from './types.js'

/** Kept on the kit object itself (no module state): one attachment per kit. */
const ATTACHMENT = Symbol.for('@gangway/react:ui')

interface Attachment {
  load(): Promise<void>
  detach(): void
}

type WithAttachment = UiKit & { [ATTACHMENT]?: Attachment }

/**
 * Attaches the modal UI to a kit: on the first `open` the modal chunk is imported and mounted
 * into `document.body` — in the same task as the open when the chunk has already loaded (see
 * `preloadModal`). With `preloadModal: 'idle'` (the default) the modal and its opening view are
 * preloaded once the page is idle after its first paint. Idempotent; does nothing without a
 * `document` (server rendering).
 */
export function attachUi(kit: UiKit): void {
  if (typeof document === 'undefined') return
  const target = kit as WithAttachment
  if (target[ATTACHMENT]) return
  let pending: Promise<void> | undefined
  let unmount: (() => void) | undefined
  let detached = false
  const mount = ({ mountModal }: ModalModule) => {
    if (!detached) unmount = mountModal(kit)
  }
  const fail = (error: unknown) => {
    pending = undefined
    kit.controllers.modal.close()
    console.error('[gangway] the modal failed to load', error)
  }
  const load = () => {
    if (pending) return pending
    const loaded = uiChunks.modal.loaded()
    // A kit in another language opens with its catalogue (English is built in: no wait).
    const locale = loadKitLocale(kit)
    if (!loaded || locale) {
      pending = Promise.all([uiChunks.modal.load(), locale])
        .then(([module]) => mount(module))
        .catch(fail)
      return pending
    }
    pending = Promise.resolve()
    try {
      mount(loaded)
    } catch (error) {
      fail(error)
    }
    return Promise.resolve()
  }
  const unsubscribe = kit.stores.modal.subscribe(
    (state) => state.open,
    (open) => {
      if (open) void load()
    },
  )
  // The buttons speak the kit's locale as soon as its catalogue is in, and follow setLocale.
  const unsubscribeLocale = kit.stores.theme.subscribe(
    (state) => state.locale,
    () => void loadKitLocale(kit)?.catch(() => undefined),
  )
  void loadKitLocale(kit)?.catch(() => undefined)
  const cancelPreload = scheduleIdlePreload(kit)
  target[ATTACHMENT] = {
    load,
    detach() {
      detached = true
      cancelPreload()
      unsubscribe()
      unsubscribeLocale()
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
