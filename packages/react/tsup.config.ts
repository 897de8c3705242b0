import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defineConfig } from 'tsup'

/** The entry files' names in the output (one per `entry`). */
const ENTRY_FILES = ['index.js', 'kernel.js']
const USE_CLIENT = "'use client';\n"

/**
 * Two public entries: the kit with its UI (`index`, whose first-paint code imports only
 * `@gangway/core/shell`), and `kernel` (`withUi` for a kit made with core's `createKit`). The modal (`modal/mount`) and every view are dynamic imports, so with
 * splitting on they land in their own chunks and the button + provider code never loads them.
 */
export default defineConfig((overrides) => ({
  entry: ['src/index.ts', 'src/kernel.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/kernel.ts'] },
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@gangway/core', 'use-sync-external-store'],
  tsconfig: '../../tsconfig.build.json',
  /**
   * Next.js App Router: the package is client code (hooks, context, the modal), so its entry
   * starts with the 'use client' directive and a server component can render the buttons. Added
   * once the files are written: the treeshake pass (rollup) drops a `banner` directive, and
   * bundling drops directives in src.
   */
  async onSuccess() {
    const outDir = overrides.outDir ?? 'dist'
    for (const name of ENTRY_FILES) {
      const file = join(outDir, name)
      const code = await readFile(file, 'utf8')
      if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code)
    }
  },
}))
