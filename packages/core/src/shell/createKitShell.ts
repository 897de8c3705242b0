import type { ChainAdapter } from '../adapters/types.js'
import type { KitEventListener } from '../events/createEventBus.js'
import type { CreateKitOptions, Kit, KitStores } from '../kit/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { selectAccount, selectActiveCaipNetwork } from '../selectors/account.js'
import { readStoredConnection } from '../storage/storedConnection.js'
import type { Store } from '../store/types.js'
import {
  type AdapterDescriptor,
  adapterNamespace,
  isAdapterDescriptor,
} from './adapterDescriptor.js'
import { afterFirstPaint } from './afterFirstPaint.js'
import { firstChainState, firstStates, shellNamespaces } from './firstStates.js'
import { createHandoverStore, type HandoverStore } from './handoverStore.js'

/** `createKit`'s options, where each adapter may also be a descriptor (its code loads later). */
export interface ShellKitOptions extends Omit<CreateKitOptions, 'adapters'> {
  adapters?: readonly (ChainAdapter | AdapterDescriptor)[]
}

/** The kernel: core's `createKit` (imported after the first paint). */
export type LoadKernel = () => Promise<{ createKit(options: CreateKitOptions): Kit }>

const loadCoreKernel: LoadKernel = () => import('../createKit.js')

type HandoverStores = {
  [K in keyof KitStores]: HandoverStore<ReturnType<KitStores[K]['getState']>>
}

/**
 * Creates a kit whose kernel loads after the page's first paint. What it returns at once is
 * small: the stores the buttons read (with a returning visitor's account already in them, read
 * from the stored connection), and every method of a kit. The kernel — option checks, every
 * controller, the adapters' code and chain SDKs — is imported when the browser is idle after the
 * first paint (at once for a returning visitor, whose connection it restores), or on the first
 * call that needs it (`open`, `connect`, …), whichever comes first. The shell then hands its
 * stores over to the kernel's without a visible change: a component re-renders only if what it
 * shows changed. A returning visitor's account stays as first shown until the kernel's restore
 * settles (or the modal opens).
 *
 * Options are checked when the kernel loads: a bad option rejects `kit.ready` (and any method
 * waiting for the kernel) with the catalogue's error, and is logged.
 *
 * @example
 * const kit = createKitShell({ networks: [mainnet], adapters: [wagmiAdapter()] })
 * kit.open() // loads the kernel now if it has not loaded yet
 */
export function createKitShell(
  input: ShellKitOptions,
  loadKernel: LoadKernel = loadCoreKernel,
): Kit {
  const adapters = input.adapters ?? []
  const namespaces = shellNamespaces(
    input,
    adapters.flatMap((adapter) => adapterNamespace(adapter) ?? []),
  )
  const stored = input.reconnectOnStart === false ? undefined : readStoredConnection(input.storage)
  const first = firstStates(
    input,
    firstChainState(input.networks ?? [], namespaces, input.defaultNetwork, stored),
  )
  const stores = Object.fromEntries(
    Object.entries(first).map(([name, state]) => [name, createHandoverStore(state)]),
  ) as unknown as HandoverStores
  const listeners = new Set<KitEventListener>()
  const detachEvents = new Map<KitEventListener, () => void>()
  const logger = input.logger ?? console
  let kernel: Kit | undefined
  let loading: Promise<Kit> | undefined
  let destroyed = false

  const adoptChain = () => {
    if (kernel) stores.chain.adopt(kernel.stores.chain)
  }

  const load = (): Promise<Kit> => {
    loading ??= (async () => {
      cancelSchedule()
      const [{ createKit }, ready] = await Promise.all([
        loadKernel(),
        Promise.all(adapters.map((item) => (isAdapterDescriptor(item) ? item.load() : item))),
      ])
      if (destroyed) throw new Error('[gangway] the kit was destroyed before its kernel loaded')
      const created = createKit({ ...input, adapters: ready } as CreateKitOptions)
      kernel = created
      for (const [name, store] of Object.entries(stores) as [
        keyof KitStores,
        HandoverStore<object>,
      ][]) {
        if (name !== 'chain') store.adopt(created.stores[name] as Store<object>)
      }
      // A returning visitor's account stays as shown until the restore settles; the modal, which
      // shows the kernel's own state, takes it over at once.
      if (stored) {
        void created.ready.finally(adoptChain)
        created.stores.modal.subscribe(
          (state) => state.open,
          (open) => open && adoptChain(),
        )
      } else adoptChain()
      // Listeners added before the kernel hear what it sent while starting (MODAL_CREATED,
      // INITIALIZE), then everything after: every event, in order.
      const started = created.controllers.events.history()
      for (const listener of listeners) {
        for (const event of started) listener(event)
        detachEvents.set(listener, created.subscribeEvents(listener))
      }
      return created
    })()
    loading.catch((error: unknown) => logger.error('[gangway] the kit could not start:', error))
    return loading
  }
  const cancelSchedule = afterFirstPaint(
    () => void load().catch(() => undefined),
    stored !== undefined,
  )
  const afterRestore = (k: Kit) => (stored ? k.ready.catch(() => undefined) : undefined)
  const withKernel =
    <A extends unknown[], R>(call: (kit: Kit, ...args: A) => Promise<R> | R) =>
    async (...args: A): Promise<R> =>
      call(await load(), ...args)
  const now = <R>(call: (kit: Kit) => R, pending: () => void) => {
    if (kernel) return call(kernel)
    void load().then(call, () => undefined)
    pending()
    return undefined
  }

  const kit: Kit = {
    get options() {
      if (kernel) return kernel.options
      // Before the kernel: the host's options as given, with the defaults the first paint reads.
      return {
        ...input,
        preloadModal: input.preloadModal ?? 'idle',
        adapters,
      } as unknown as ResolvedOptions
    },
    get families() {
      return (kernel?.families ?? { get: () => undefined }) as Kit['families']
    },
    get controllers() {
      if (!kernel) throw new Error('[gangway] the kit is still loading: await kit.ready first')
      return kernel.controllers
    },
    stores,
    // Awaiting it loads the kernel (as any call that needs it does); nothing loads before that.
    ready: lazyPromise(() => load().then((created) => created.ready)),
    load: async () => {
      await load()
    },
    subscribeEvents(listener) {
      listeners.add(listener)
      if (kernel) detachEvents.set(listener, kernel.subscribeEvents(listener))
      return () => {
        listeners.delete(listener)
        detachEvents.get(listener)?.()
        detachEvents.delete(listener)
      }
    },
    open: withKernel((k, options?: Parameters<Kit['open']>[0]) => k.open(options)),
    close: () => kernel?.close(),
    connect: withKernel((k, params: Parameters<Kit['connect']>[0]) => k.connect(params)),
    // A returning visitor may act on the account shown before the kernel has restored it: these
    // wait for the restore (which has a time limit), so a disconnect also ends what it restores.
    disconnect: withKernel(async (k, namespace?: Parameters<Kit['disconnect']>[0]) => {
      await afterRestore(k)
      return k.disconnect(namespace)
    }),
    switchNetwork: withKernel(async (k, network: Parameters<Kit['switchNetwork']>[0]) => {
      await afterRestore(k)
      return k.switchNetwork(network)
    }),
    reconnect: withKernel((k) => k.reconnect()),
    setActiveAccount: withKernel(async (k, params: Parameters<Kit['setActiveAccount']>[0]) => {
      await afterRestore(k)
      return k.setActiveAccount(params)
    }),
    refreshBalances: withKernel((k) => k.refreshBalances()),
    removeAdapter: withKernel((k, namespace: Parameters<Kit['removeAdapter']>[0]) =>
      k.removeAdapter(namespace),
    ),
    getAccount(namespace) {
      if (kernel) return kernel.getAccount(namespace)
      return { ...selectAccount(stores.chain.getState(), namespace), connectorId: undefined }
    },
    getProvider: (namespace) => kernel?.getProvider(namespace),
    getAdapter: (namespace) => kernel?.getAdapter(namespace),
    getActiveCaipNetwork: () => selectActiveCaipNetwork(stores.chain.getState()),
    // Before the kernel, the theme follows at once (the buttons show it); the kernel checks the
    // value when it loads and applies it to its own store.
    setThemeMode: (mode) =>
      now(
        (k) => k.setThemeMode(mode),
        () => stores.theme.setState((draft) => ({ ...draft, themeMode: mode })),
      ),
    setThemeVariables: (variables) =>
      now(
        (k) => k.setThemeVariables(variables),
        () =>
          stores.theme.setState((draft) => ({
            ...draft,
            themeVariables: { ...draft.themeVariables, ...variables },
          })),
      ),
    setLocale: (locale) =>
      now(
        (k) => k.setLocale(locale),
        () => stores.theme.setState((draft) => ({ ...draft, locale })),
      ),
    async destroy() {
      if (destroyed) return
      destroyed = true
      cancelSchedule()
      if (!loading) return
      const created = await loading.catch(() => undefined)
      await created?.destroy()
    },
  }
  return kit
}

/** A promise whose work starts on its first `then` / `catch` / `finally`. */
function lazyPromise<T>(start: () => Promise<T>): Promise<T> {
  let started: Promise<T> | undefined
  const run = () => {
    started ??= start()
    return started
  }
  return {
    // biome-ignore lint/suspicious/noThenProperty: a promise's own then
    then: (onFulfilled, onRejected) => run().then(onFulfilled, onRejected),
    catch: (onRejected) => run().catch(onRejected),
    finally: (onFinally) => run().finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
  }
}
