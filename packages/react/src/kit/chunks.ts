import type { View } from '@gangway/core'
import { loadOnce } from '@gangway/core/shell'
import type { ComponentType } from 'react'
import type { mountModal } from '../modal/mount.js'
import { loadUi } from './loadUi.js'
import type { UiKit } from './types.js'

/**
 * A module imported on demand. `load()` starts the import once (again after a failure, e.g.
 * offline) and every caller shares it; `loaded()` gives the module synchronously once the import
 * has resolved, so a render or a mount can use it in the same task instead of awaiting `import()`
 * (which resolves a microtask later at the earliest).
 */
export interface Chunk<T> {
  load(): Promise<T>
  loaded(): T | undefined
}

/** A chunk over core's `loadOnce` (the kit's one home for load-once-and-retry). */
export function createChunk<T>(loader: () => Promise<T>): Chunk<T> {
  const once = loadOnce(loader)
  return { load: once.get, loaded: once.current }
}

export interface ViewModule {
  default: ComponentType
  /** Asks ahead for what the view's first frame shows (the preloads call it). */
  prefetch?: (kit: UiKit) => void
  /**
   * Loads the parts of the view this kit's options show, each a chunk of its own (Connect's email
   * form, social buttons, legal text): the preloads wait for them with the view, so its first
   * frame has them. Code only: it asks no server.
   */
  loadParts?: (kit: UiKit) => Promise<unknown> | undefined
}

export interface ModalModule {
  mountModal: typeof mountModal
}

export interface UiChunkLoaders {
  modal: () => Promise<ModalModule>
  /**
   * Every router view, each its own chunk (a view without one does not compile): a table, or a
   * function that imports one.
   */
  views: Record<View, () => Promise<ViewModule>> | ((view: View) => Promise<ViewModule>)
}

/** The modal's chunks: the mount and one per view. */
export interface UiChunks {
  modal: Chunk<ModalModule>
  view(view: View): Chunk<ViewModule>
}

export function createUiChunks(loaders: UiChunkLoaders): UiChunks {
  const views = new Map<View, Chunk<ViewModule>>()
  return {
    modal: createChunk(loaders.modal),
    view(view) {
      const table = loaders.views
      const loader = typeof table === 'function' ? () => table(view) : table[view]
      let chunk = views.get(view)
      if (!chunk) {
        chunk = createChunk(loader)
        views.set(view, chunk)
      }
      return chunk
    },
  }
}

/** Where the page's table is kept: see `uiChunks`. */
const TABLE = Symbol.for('@gangway/react:uiChunks')

/**
 * The package's chunks. One table per page, like the browser's own module map: what it keeps is
 * which module has loaded, never a kit's state. The views' import table (`viewTable.ts`) is a
 * chunk of its own, loaded with the first view: a page's first load carries only the modal's
 * loader. Kept on `globalThis` under a registered symbol because the built package has two
 * copies of this module — the first paint's and the lazily loaded UI's (see loadUi.ts) — which
 * must share one table: what the idle preload loaded, the modal renders in the same task.
 */
const page = globalThis as { [TABLE]?: UiChunks }
page[TABLE] ??= createUiChunks({
  modal: () => loadUi(() => import('../modal/mount.js')),
  views: (view) =>
    loadUi(() => import('./viewTable.js')).then(({ viewLoaders }) => viewLoaders[view]()),
})
export const uiChunks: UiChunks = page[TABLE]
