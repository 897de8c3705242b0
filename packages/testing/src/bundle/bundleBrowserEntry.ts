import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface BrowserEntry {
  /** For messages. */
  label: string
  /** The entry in the sources (tests run from src/). */
  source: URL
  /** The same entry once built (the package runs from dist/). */
  dist: URL
  /** The IIFE's global that holds the entry's exports. */
  globalName: string
}

// Bundling takes a second or so; one bundle per entry serves every page of the process.
const bundles = new Map<string, Promise<string>>()

/** A browser entry of this package bundled by esbuild into one self-contained IIFE. */
export function bundleBrowserEntry(entry: BrowserEntry): Promise<string> {
  const candidates = [entry.source, entry.dist].map((url) => fileURLToPath(url))
  const path = candidates.find((candidate) => existsSync(candidate))
  if (!path) return Promise.reject(new Error(`Cannot find the ${entry.label} (${candidates[0]}).`))
  let bundle = bundles.get(path)
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import('esbuild')
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

/** `;(function () { <bundle>; <global>.<call>(<options as JSON>) })();` for addInitScript. */
export function initScript(bundle: string, globalName: string, call: string, options: unknown) {
  const config = JSON.stringify(options ?? {}).replaceAll('<', '\\u003c')
  return `;(function () {\n${bundle}\n${globalName}.${call}(${config})\n})();\n`
}
