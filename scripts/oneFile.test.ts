import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { afterEach, describe, expect, it } from 'vitest'
import { dynamicImportTargets, oneFilePlugin, sourceFiles } from './oneFile.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A folder of source files (path → code); returns its absolute path. */
function sources(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'one-file-'))
  roots.push(root)
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), code)
  }
  return root
}

/**
 * A package shaped like core's: an entry that loads the kernel (`hub.ts`) and a view with
 * `import()`; the view shares `shared.ts` with the kernel, and `first.ts` is what the click needs.
 */
const PACKAGE = {
  'main.ts': "export const load = () => [import('./hub.js'), import('./view.js')]\n",
  'hub.ts':
    "import { own } from './own.js'\nimport { shared } from './shared.js'\nexport const hub = () => own() + shared()\n",
  'own.ts': "export const own = () => 'own'\n",
  'shared.ts': "export const shared = () => 'shared'\n",
  'view.ts': "import { shared } from './shared.js'\nexport const view = () => shared()\n",
  'first.ts': "export const first = () => 'first'\n",
}

/** The output file (under out/) holding each source module, by module name. */
async function fileOf(root: string, plugins: Plugin[]) {
  const result = await build({
    entryPoints: [path.join(root, 'main.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(root, 'out'),
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins,
  })
  const files: Record<string, string> = {}
  for (const [output, { inputs }] of Object.entries(result.metafile.outputs))
    for (const input of Object.keys(inputs)) files[path.basename(input, '.ts')] = output
  return files
}

describe('oneFilePlugin', () => {
  it('puts the hub and every module it imports into one file when the members import it', async () => {
    const root = sources(PACKAGE)
    // Without it, the module the kernel shares with a view is a chunk of its own.
    const apart = await fileOf(root, [])
    expect(apart.shared).not.toBe(apart.own)

    const plugin = oneFilePlugin({
      name: 'test',
      hub: path.join(root, 'hub.ts'),
      members: [path.join(root, 'view.ts')],
    })
    const together = await fileOf(root, [plugin])
    expect(together.shared).toBe(together.own)
    // The view's own code stays in the view's file.
    expect(together.view).not.toBe(together.own)
  })

  it('pulls a module into the hub’s file, even one loaded with import() too', async () => {
    const root = sources({
      ...PACKAGE,
      'main.ts':
        "export const load = () => [import('./hub.js'), import('./first.js'), import('./view.js')]\n",
    })
    const first = path.join(root, 'first.ts')
    const plugin = oneFilePlugin({
      name: 'test',
      hub: path.join(root, 'hub.ts'),
      members: [path.join(root, 'view.ts')],
      pulled: [first],
    })
    const files = await fileOf(root, [plugin])
    expect(files.first).toBe(files.own)
    expect(files.shared).toBe(files.own)
  })
})

describe('dynamicImportTargets', () => {
  it('finds the relative import() targets of the sources, not imports in types nor packages', () => {
    const root = sources({
      'src/a.ts': [
        "export const load = () => import('./b.js')",
        "export const view = () => import('../views/C.js')",
        "export type T = typeof import('./typeOnly.js')",
        "export const is = (e: unknown): e is import('./guard.js').E => !!e",
        "export const pkg = () => import('some-package')",
      ].join('\n'),
      'src/b.ts': 'export {}\n',
      'src/typeOnly.ts': 'export {}\n',
      'src/guard.ts': 'export type E = 1\n',
      'src/a.test.ts': "export const t = () => import('./typeOnly.js')\n",
      'views/C.tsx': 'export {}\n',
    })
    const files = sourceFiles(path.join(root, 'src'))
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      'a.ts',
      'b.ts',
      'guard.ts',
      'typeOnly.ts',
    ])
    expect(dynamicImportTargets(files).sort()).toEqual(
      [path.join(root, 'src/b.ts'), path.join(root, 'views/C.tsx')].sort(),
    )
  })
})
