import { TIMING } from '../../constants.js'
import type { EventBus } from '../../events/createEventBus.js'
import { createStore, type Store } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { RouterController } from '../router/routerController.js'
import type { RouterData, View } from '../router/views.js'

import { resolveOpeningView } from './openingView.js'

export { resolveOpeningView }

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
  /** Set by `open({ namespace })`: the connectors shown are filtered to this namespace. */
  filterByNamespace?: ChainNamespace
  /**
   * The close button is disabled (set by SIWX while sign-in is required and no session exists).
   * `requestClose` shakes instead of closing; `close` still closes (programmatic close).
   */
  closeDisabled: boolean
}

export interface ModalOpenOptions {
  /** An explicit view wins over the opening rules. */
  view?: View
  /** Filters the connectors to one namespace. */
  namespace?: ChainNamespace
  data?: RouterData
}

export interface ModalControllerOptions {
  router: Pick<RouterController, 'reset'>
  events: EventBus
  /** Whether an address is connected: on `namespace` when given, else on the active namespace. */
  isConnected: (namespace?: ChainNamespace) => boolean
  /** Whether the host configured any chain adapter. */
  hasAdapters: () => boolean
  isMobile: () => boolean
  /** Embedded mode (`enableEmbedded`): closing returns the router to Account or Connect. */
  embedded: boolean
  /**
   * Runs after loading and the filter are set and before the modal opens (e.g. prefetch the
   * wallet listing, switch to the requested namespace). A failure does not keep the modal shut.
   */
  beforeOpen?: (options: ModalOpenOptions) => void | Promise<void>
}

export interface ModalController {
  store: Store<ModalState>
  getState(): ModalState
  open(options?: ModalOpenOptions): Promise<void>
  close(): void
  /** The UI's close request: shakes instead when `closeDisabled` is set. */
  requestClose(): void
  /** Shake animation: `shake` is true for 500 ms. */
  shake(): void
  setLoading(loading: boolean): void
  /**
   * Filters the connect views to one namespace while the modal is open (undefined: every
   * namespace), as `open({ namespace })` does: e.g. after the visitor picked a network of a
   * family with no connection. Closing clears it.
   */
  setFilter(namespace: ChainNamespace | undefined): void
  setCloseDisabled(disabled: boolean): void
  dispose(): void
}

export function createModalController(options: ModalControllerOptions): ModalController {
  const { router, events } = options
  const store = createStore<ModalState>({
    open: false,
    loading: false,
    shake: false,
    filterByNamespace: undefined,
    closeDisabled: false,
  })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  const close = () => {
    const connected = options.isConnected()
    store.setState((draft) => {
      draft.open = false
      draft.loading = false
      draft.filterByNamespace = undefined
    })
    events.send('MODAL_CLOSE', { connected })
    if (options.embedded) router.reset(connected ? 'Account' : 'Connect')
  }

  const shake = () => {
    if (shakeTimer) clearTimeout(shakeTimer)
    store.setState((draft) => {
      draft.shake = true
    })
    shakeTimer = setTimeout(() => {
      shakeTimer = undefined
      store.setState((draft) => {
        draft.shake = false
      })
    }, TIMING.SHAKE_MS)
  }

  return {
    store,
    getState: store.getState,
    async open(openOptions = {}) {
      const { namespace } = openOptions
      store.setState((draft) => {
        draft.loading = true
        draft.filterByNamespace = namespace
      })
      try {
        await options.beforeOpen?.(openOptions)
      } catch {
        // Opening must not depend on a prefetch: the views load their own data again.
      }
      const connected = options.isConnected(namespace)
      const view = resolveOpeningView({
        view: openOptions.view,
        connected,
        hasAdapters: options.hasAdapters(),
        isMobile: options.isMobile(),
      })
      // Connect for one namespace knows it (its title names the family).
      const data = openOptions.data ?? (namespace && view === 'Connect' ? { namespace } : undefined)
      router.reset(view, data)
      store.setState((draft) => {
        draft.open = true
      })
      events.send('MODAL_OPEN', namespace ? { connected, namespace } : { connected })
    },
    close,
    requestClose() {
      if (store.getState().closeDisabled) shake()
      else close()
    },
    shake,
    setLoading(loading) {
      store.setState((draft) => {
        draft.loading = loading
      })
    },
    setFilter(namespace) {
      store.setState((draft) => {
        draft.filterByNamespace = namespace
      })
    },
    setCloseDisabled(disabled) {
      store.setState((draft) => {
        draft.closeDisabled = disabled
      })
    },
    dispose() {
      if (shakeTimer) clearTimeout(shakeTimer)
      shakeTimer = undefined
    },
  }
}
