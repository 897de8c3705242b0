import { loadUi } from '../kit/loadUi.js'
import type { UiKit } from '../kit/types.js'

/**
 * The idle preload's part for the click: once the modal chunk is in (the same import the preload
 * starts), makes this kit's `<gangway-modal>`, its shadow root and its constructed stylesheet
 * (`modalHost`), so the open only appends the element and renders React into it; then, once
 * `opening` settles true (the kernel and the opening view loaded, the preload still wanted),
 * renders the modal once where nothing shows it (`warmUpModal`), so the first open does not run
 * its code for the first time, and lays its bones out once, hidden (`warmUpLayout`), so the first
 * open's layout is not the engine's first. Per kit (two kits, two hosts); nothing stays in the
 * page before the open (the layout warm-up's host leaves in the task it entered). Nothing without
 * a `document`; a failed import is left to the open, which loads and reports again.
 */
export function prepareModalHost(kit: UiKit, opening?: Promise<boolean>): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  return loadUi(() => import('./mount.js'))
    .then(async ({ modalHost, warmUpModal, warmUpLayout }) => {
      const prepared = modalHost(kit)
      if (opening && (await opening)) {
        warmUpModal(kit, prepared)
        warmUpLayout(prepared, kit.stores.theme.getState().themeMode)
      }
    })
    .catch(() => undefined)
}
