import { type ComponentType, lazy } from 'react'
import type { Chunk } from '../kit/chunks.js'

/**
 * A component of a chunk imported on demand (a view, or a part of one): `get()` gives the
 * module's own component once the chunk has loaded (preloaded, or seen before), so a render shows
 * it in the same pass with no Suspense fallback frame; else a lazy component over the same chunk.
 * Whichever it gave first it keeps giving: a lazy one renders the module without a fallback once
 * loaded, and swapping it for the module's own would remount the subtree (a view's state, a popup
 * it holds, the text typed in a form). React.lazy keeps a failed load for good, so a failed one
 * is forgotten here: the next `get()` (a retry, the next open) imports again.
 */
export function chunkComponent<Module, Props extends object>(
  chunk: Chunk<Module>,
  pick: (module: Module) => ComponentType<Props>,
): { get(): ComponentType<Props> } {
  let pending: ComponentType<Props> | undefined
  return {
    get() {
      if (pending) return pending
      const loaded = chunk.loaded()
      if (loaded) return pick(loaded)
      const component = lazy(() =>
        chunk.load().then(
          (module) => ({ default: pick(module) }),
          (error: unknown) => {
            if (pending === component) pending = undefined
            throw error
          },
        ),
      )
      pending = component
      return component
    },
  }
}
