export declare const FORBIDDEN_PACKAGES: string[]
export interface HostEntry {
  name: string
  contents: string
  required?: string
  absent?: string
  /** Packages that must not be in the first load (only in lazily imported chunks). */
  lazy?: string[]
}
export declare const HOST_ENTRIES: HostEntry[]
export declare function packageOf(input: string): string | undefined
export declare function bundleHostEntry(
  contents: string,
  options?: { dist?: boolean },
): Promise<{ packages: Map<string, number>; inputs: string[] }>
/** Packages (with bytes) in the first load — static imports only — and behind `import()`. */
export declare function splitHostEntry(
  contents: string,
  options?: { dist?: boolean },
): Promise<{ firstLoad: Map<string, number>; lazy: Map<string, number> }>
export declare function checkNoWagmi(options?: { dist?: boolean; entries?: HostEntry[] }): Promise<{
  problems: string[]
  report: {
    entry: string
    totalBytes: number
    packages: Record<string, number>
    firstLoadBytes?: number
    firstLoad?: Record<string, number>
  }[]
}>
