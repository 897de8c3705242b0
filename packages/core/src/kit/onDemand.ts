/**
 * A part of the kit whose code is imported on first use (the portfolio sync, the activity and NFT
 * readers): `get` imports and creates it once and resolves with it, or with undefined once the
 * kit is destroyed; `dispose` disposes it when it was created (and keeps a late import from
 * creating it at all).
 */
export function onDemand<Module, Part extends { dispose(): void }>(
  load: () => Promise<Module>,
  create: (module: Module) => Part,
): { get(): Promise<Part | undefined>; dispose(): void } {
  let disposed = false
  let part: Promise<Part | undefined> | undefined
  return {
    async get() {
      part ??= load().then((module) => (disposed ? undefined : create(module)))
      const created = await part
      return disposed ? undefined : created
    },
    dispose() {
      disposed = true
      void part?.then((created) => created?.dispose())
    },
  }
}
