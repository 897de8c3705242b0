// Types for peer-entries.mjs, so its test type-checks.
export function exportedNames(code: string): string[]
export function peerCheckedEntry(options: {
  feature: string
  peers: string[]
  impl: string
  requirePeersPath: string
  names: string[]
}): string
