import type { Program } from 'typescript'

/** Every entry of every published package's `exports`, with the source file it is built from. */
export declare function publicEntries(): {
  pkgDir: string
  pkgName: string
  subpath: string
  name: string
  file: string
}[]

/** The names exported by more than one entry of the same package. */
export declare function namesInTwoEntries(
  namesByEntry: readonly { pkgName: string; subpath: string; names: readonly string[] }[],
): { pkgName: string; name: string; entries: string[] }[]

/** Compares (or writes) the API reports; how many changed, and how many names are in two entries. */
export declare function checkApi(
  program: Program,
  options?: { update?: boolean },
): { changed: number; twice: number }
