import { KitError } from '../errors/KitError.js'

/**
 * Whether an import failed because the package itself is not there (Node and vitest:
 * ERR_MODULE_NOT_FOUND / MODULE_NOT_FOUND naming it; a browser: "Failed to resolve module
 * specifier"), not because of something inside it (a dependency of its own, an error it throws).
 */
export function isMissingPackage(error: unknown, name: string): boolean {
  const message = error instanceof Error ? error.message : String(error)
  const named = [`'${name}'`, `"${name}"`].some((text) => message.includes(text))
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return named
  return named && /Cannot find (module|package)|Failed to resolve module specifier/.test(message)
}

/** KitError('OPTIONAL_PEER_MISSING'): the app lacks `name`, which `feature` needs. */
export function optionalPeerMissing(name: string, feature: string, cause?: unknown): KitError {
  return new KitError('OPTIONAL_PEER_MISSING', { params: { name, feature }, cause })
}

/**
 * Imports an optional peer dependency on first use (`importModule` is the literal `import()`, for
 * bundlers to see): when the app does not have the package, rejects with
 * KitError('OPTIONAL_PEER_MISSING') naming it and the feature that needs it; any other failure
 * is passed on as it is.
 */
export async function importOptionalPeer<T>(
  name: string,
  feature: string,
  importModule: () => Promise<T>,
): Promise<T> {
  try {
    return await importModule()
  } catch (error) {
    throw isMissingPackage(error, name) ? optionalPeerMissing(name, feature, error) : error
  }
}
