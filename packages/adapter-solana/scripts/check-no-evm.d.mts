export declare const FORBIDDEN_PACKAGES: string[]
export declare const FORBIDDEN_SOURCES: RegExp[]
export declare const ALLOWED_SOURCES: { pattern: RegExp; maxBytes: number }[]
export interface HostEntry {
  name: string
  contents: string
  required?: string
  /** Packages that must not be in the first load (only in lazily imported chunks). */
  lazy?: string[]
}
export declare const HOST_ENTRY: HostEntry
export declare function packageOf(input: string): string | undefined
export declare function bundleHostEntry(
  contents: string,
  options?: { dist?: boolean },
): Promise<{ packages: Map<string, number>; inputs: Map<string, number> }>
export declare function checkNoEvm(options?: { dist?: boolean; entry?: HostEntry }): Promise<{
  problems: string[]
  report: {
    entry: string
    totalBytes: number
    packages: Record<string, number>
    /** With `lazy`: the first load's gzip size and packages (minified bytes). */
    firstLoadGzip?: number
    firstLoad?: Record<string, number>
  }
}>
