import { type ComponentType, lazy } from 'react'
import type { Chunk } from '../kit/chunks.js'

/**
 * A component of a chunk imported on demand (a view, or a part of one): `get()` gives the
 * module's own component once the chunk has loaded (preloaded, or seen before), so a render shows
 * it in the same pass with no Suspense fallback frame; else a lazy component over the same chunk.
 * A lazy component React has rendered stays the one given: it renders the module without a
 * fallback once loaded, and swapping it for the module's own would remount the subtree (a view's
 * state, a popup it holds, the text typed in a form). React.lazy keeps a failed load for good, so
 * a failed one is forgotten here: the next `get()` (a retry, the next open) imports again.
 */
export function chunkComponent<Module, Props extends object>(
  chunk: Chunk<Module>,
  pick: (module: Module) => ComponentType<Props>,
): { get(): ComponentType<Props> } {
  let pending: { component: ComponentType<Props>; rendered: boolean } | undefined
  return {
    get() {
      const loaded = chunk.loaded()
      if (pending && (pending.rendered || !loaded)) return pending.component
      if (loaded) {
        pending = undefined
        return pick(loaded)
      }
      const entry = {
        rendered: false,
        component: lazy(() => {
          // React calls this on the component's first render.
          entry.rendered = true
          return chunk.load().then(
            (module) => ({ default: pick(module) }),
            (error: unknown) => {
              if (pending === entry) pending = undefined
              throw error
            },
          )
        }),
      }
      pending = entry
      return entry.component
    },
  }
}
