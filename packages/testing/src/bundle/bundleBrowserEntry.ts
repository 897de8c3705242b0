import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { importOptionalPeer, optionalPeerMissing } from '@gangway/core/internal'

export interface BrowserEntry {
  /** For messages. */
  label: string
  /** The entry in the sources (tests run from src/). */
  source: URL
  /**
   * Where the same entry is once built (the package runs from dist/): the caller's code may be
   * in a chunk of dist/ or in the Node entry of its family (dist/<family>/), so several places.
   */
  dist: URL[]
  /** The IIFE's global that holds the entry's exports. */
  globalName: string
}

/**
 * A family's browser entry (`src/<family>/browser.ts`), found from a module of that family
 * (`moduleUrl`, its `import.meta.url`): beside it in the sources (tests), and once built in
 * dist/<family>/ — from a chunk of dist/ or from the family's Node entry in dist/<family>/.
 */
export function familyBrowserEntry(
  family: 'bitcoin' | 'polkadot' | 'solana' | 'ton',
  moduleUrl: string,
  { label, globalName }: Pick<BrowserEntry, 'label' | 'globalName'>,
): BrowserEntry {
  return {
    label,
    globalName,
    source: new URL('./browser.ts', moduleUrl),
    dist: [new URL(`./${family}/browser.js`, moduleUrl), new URL('./browser.js', moduleUrl)],
  }
}

// Bundling takes a second or so; one bundle per entry serves every page of the process.
const bundles = new Map<string, Promise<string>>()

/** A browser entry of this package bundled by esbuild into one self-contained IIFE. */
export function bundleBrowserEntry(entry: BrowserEntry): Promise<string> {
  const candidates = [entry.source, ...entry.dist].map((url) => fileURLToPath(url))
  const path = candidates.find((candidate) => existsSync(candidate))
  if (!path) return Promise.reject(new Error(`Cannot find the ${entry.label} (${candidates[0]}).`))
  let bundle = bundles.get(path)
  if (!bundle) {
    bundle = (async () => {
      const { build } = await importOptionalPeer('esbuild', entry.label, () => import('esbuild'))
      const result = await build({
        entryPoints: [path],
        bundle: true,
        write: false,
        format: 'iife',
        globalName: entry.globalName,
        platform: 'browser',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      }).catch((error: unknown) => {
        throw missingPackagesError(error, entry.label) ?? error
      })
      const output = result.outputFiles[0]
      if (!output) throw new Error(`esbuild produced no output for the ${entry.label}.`)
      return output.text
    })()
    bundles.set(path, bundle)
    bundle.catch(() => bundles.delete(path))
  }
  return bundle
}

/**
 * A bundle that failed because packages of the family's SDK are not installed (esbuild: 'Could
 * not resolve "<package>"'), as KitError('OPTIONAL_PEER_MISSING') naming them all; undefined for
 * any other failure.
 */
export function missingPackagesError(error: unknown, label: string) {
  const messages = (error as { errors?: { text?: unknown }[] } | null)?.errors ?? []
  const names = new Set<string>()
  for (const { text } of messages) {
    const specifier = /^Could not resolve "([^".][^"]*)"/.exec(String(text))?.[1]
    if (specifier) names.add(packageName(specifier))
  }
  return names.size > 0 ? optionalPeerMissing([...names].join(' '), label) : undefined
}

/** The package a bare specifier is in: `@scope/name` or `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** `;(function () { <bundle>; <global>.<call>(<options as JSON>) })();` for addInitScript. */
export function initScript(bundle: string, globalName: string, call: string, options: unknown) {
  const config = JSON.stringify(options ?? {}).replaceAll('<', '\\u003c')
  return `;(function () {\n${bundle}\n${globalName}.${call}(${config})\n})();\n`
}
