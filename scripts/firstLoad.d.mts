import type { Plugin } from 'esbuild'

export declare const ROOT: string
/** `node_modules/<pkg>/...` → `<pkg>` (the innermost node_modules wins). */
export declare function packageOf(input: string): string | undefined
/** Resolves @gangway/* imports to the workspace sources. */
export declare const workspaceSourcePlugin: Plugin
/** Bundling adapter-ethers' dist: its v5 shim's `ethers` is the monorepo's `ethers5`. */
export declare const distEthers5Plugin: Plugin
export interface SplitHostEntry {
  /** Packages (bytes in the minified output) of the first load: static imports only. */
  firstLoad: Map<string, number>
  /** Packages only behind `import()`. */
  lazy: Map<string, number>
  firstLoadFiles: string[]
  lazyFiles: string[]
  /** gzip -9 of the first load's output files, summed. */
  firstLoadGzip: number
  lazyGzip: number
}
/** A host entry's split bundle: its first load and its lazily imported rest. */
export declare function splitHostEntry(
  contents: string,
  options: { resolveDir: string; dist?: boolean; external?: string[] },
): Promise<SplitHostEntry>
/**
 * The packages a built file imports: through static imports only, and through any import; and
 * the files (relative to its folder) it reaches through any import.
 */
export declare function staticImportClosure(
  file: string,
): Promise<{ staticImports: string[]; allImports: string[]; allFiles: string[] }>
/** Builds a package with its own tsup config into `outDir` (no declarations). */
export declare function buildWithTsup(packageDir: string, outDir: string): Promise<void>
