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
  let part: Promise<Part | undefined> | undefined
  return {
    async get() {
      if (disposed) return undefined
      if (!part) {
        const loading = load().then((module) => (disposed ? undefined : create(module)))
        part = loading
        loading.catch(() => {
          if (part === loading) part = undefined
        })
      }
      const created = await part
      return disposed ? undefined : created
    },
    dispose() {
      disposed = true
      part?.then((created) => created?.dispose()).catch(() => undefined)
    },
  }
}
