// Types for check-deps.mjs, so the tests that call it type-check.
export interface SourceFile {
  /** Relative to the repository's root. */
  file: string
  code: string
}
export interface CheckedEntry {
  subpath: string
  source: string
  peers: string[]
}
export const BUILD_ALIASES: Record<string, Record<string, string>>
export function importedPackages(code: string): Set<string>
export function staticallyImportedPackages(code: string): Set<string>
export function coreEntries(code: string): string[]
export function staticReach(entryFile: string, sources: SourceFile[]): Set<string>
export function checkPackage(
  manifest: Record<string, unknown> & { name: string },
  sources: SourceFile[],
  options?: { core?: boolean; adapter?: boolean; entries?: CheckedEntry[]; root?: string },
): string[]
/** Every package under `<root>/packages/`: manifest against source, test code against manifests. */
export function checkWorkspace(root?: string): Promise<string[]>
