export declare const FORBIDDEN_PACKAGES: string[]
export interface HostEntry {
  name: string
  contents: string
  required?: string
  absent?: string
}
export declare const HOST_ENTRIES: HostEntry[]
export declare function packageOf(input: string): string | undefined
export declare function bundleHostEntry(
  contents: string,
  options?: { dist?: boolean },
): Promise<{ packages: Map<string, number>; inputs: string[] }>
export declare function checkNoWagmi(options?: { dist?: boolean; entries?: HostEntry[] }): Promise<{
  problems: string[]
  report: { entry: string; totalBytes: number; packages: Record<string, number> }[]
}>
