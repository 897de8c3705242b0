import type { Plugin } from 'esbuild'

/** The non-test `.ts`/`.tsx` files under `dir`, absolute. */
export declare function sourceFiles(dir: string): string[]
/** The source files that `files` load with a relative `import('./x.js')`, absolute. */
export declare function dynamicImportTargets(files: string[]): string[]
/** An esbuild plugin: each of `members` imports `hub`, and `hub` imports each of `pulled`. */
export declare function oneFilePlugin(options: {
  name: string
  hub: string
  members: string[]
  pulled?: string[]
}): Plugin
