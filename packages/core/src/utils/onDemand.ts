/** A value loaded on first use (see `loadOnce`). */
export interface LoadedOnce<T> {
  /** Loads it on the first call; later calls share that load, or the value once loaded. */
  get(): Promise<T>
  /** The value once loaded, else undefined (never starts a load). */
  current(): T | undefined
  /** The load under way or done, if one has started (never starts a load). */
  started(): Promise<T> | undefined
}

/**
 * Loads a value the first time it is asked for (a part of the kit whose code is imported on first
 * use): concurrent calls share one load. A failed load is not kept: the next `get` loads again (a
 * dropped connection while a chunk downloads must not leave the part dead until the page reloads).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loaded: { value: T } | undefined
  let loading: Promise<T> | undefined
  return {
    get() {
      if (!loading) {
        const attempt = load()
        loading = attempt
        // Beside the promise handed out, not chained before it: the value is kept before any
        // caller's reaction runs, and callers wait no extra turn of the microtask queue.
        attempt.then(
          (value) => {
            if (loading === attempt) loaded = { value }
          },
          () => {
            if (loading === attempt) loading = undefined
          },
        )
      }
      return loading
    },
    current: () => loaded?.value,
    started: () => loading,
  }
}

/**
 * A part of the kit whose code is imported on first use (the portfolio sync, the activity and NFT
 * readers): `get` imports and creates it once and resolves with it, or with undefined once the
 * kit is destroyed; `dispose` disposes it when it was created (and keeps a late import from
 * creating it at all). A failed import rejects `get` and is not kept: the next `get` imports
 * again (a dropped connection must not leave the part dead until the page reloads).
 */
export function onDemand<Module, Part extends { dispose(): void }>(
  load: () => Promise<Module>,
  create: (module: Module) => Part,
): { get(): Promise<Part | undefined>; dispose(): void } {
  let disposed = false
  const part = loadOnce(() => load().then((module) => (disposed ? undefined : create(module))))
  return {
    async get() {
      if (disposed) return undefined
      const created = await part.get()
      return disposed ? undefined : created
    },
    dispose() {
      disposed = true
      part
        .started()
        ?.then((created) => created?.dispose())
        .catch(() => undefined)
    },
  }
}
