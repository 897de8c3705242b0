// Types for entries.mjs (read by tsup.config.ts and the package-shape test).
export interface Entry {
  /** The package.json `exports` key. */
  subpath: string
  /** The entry's source, from the package root. */
  source: string
  /** Its output under dist/, without `.js`. */
  out: string
  /** Bundled into page scripts and imported by bundlers: not wrapped by peer-entries.mjs. */
  browser?: boolean
  /** The optional peers it imports as it loads. */
  peers: string[]
}
export const DEPENDENCIES: string[]
export const ENTRIES: Entry[]
export const ON_USE_PEERS: Record<string, string>
