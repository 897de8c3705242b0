import { createRequire } from 'node:module'
import { optionalPeerMissing } from '@gangway/core/internal'

/**
 * Whether package `name` can be found from this package: its package.json resolved by Node's
 * module resolution from here, so from the host's node_modules. A package whose `exports` do not
 * expose its package.json is there all the same; any other failure is passed on.
 */
export function isPeerInstalled(name: string, resolve: (specifier: string) => string): boolean {
  try {
    resolve(`${name}/package.json`)
    return true
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return true
    if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') return false
    throw error
  }
}

/**
 * Throws KitError('OPTIONAL_PEER_MISSING') naming every package of `names` the host lacks
 * ("litesvm @solana/web3.js is not installed", "npm i litesvm @solana/web3.js") and the part of
 * @gangway/testing (`feature`) that needs them. The optional peer dependencies of an entry are
 * checked with it before the entry loads, so a missing one is named at once, not as a module
 * resolution error from inside a bundled chunk.
 */
export function requirePeers(
  feature: string,
  names: readonly string[],
  resolve: (specifier: string) => string = createRequire(import.meta.url).resolve,
): void {
  const missing = names.filter((name) => !isPeerInstalled(name, resolve))
  if (missing.length > 0) throw optionalPeerMissing(missing.join(' '), feature)
}
