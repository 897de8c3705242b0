// Keeps a lazily loaded part of a package in one file, in the package's dist and then in a host's
// bundle (issue 37: the kernel and the modal reached the first wallet as ~45 small files).
//
// Why: esbuild (tsup's bundler, and the peers harness's) puts each module into the chunk of the
// set of entries that reach it, whole files at a time. A kernel reached by its own entry and, in
// parts, by the package's other entries and lazy imports came out as a dozen chunk files, and a
// host's bundler, seeing which of its own lazy imports reach each of them, split them again: 19
// files for the kernel, each compressed alone (≈ 10 % more gzip than the same code as one file).
//
// How: every `member` (an entry or a lazily imported module that shares code with the part) gets
// a bare `import '<hub>'` appended, so each entry that reaches any module of the hub's graph
// reaches all of it: the whole graph has one set of entries, so one file in the dist, and one
// chunk in the host (the file is reached by one set of the host's entries too). `pulled` modules
// are appended to the hub the same way, so they join its file (the first view the click needs).
// A bare import adds no binding and runs nothing new: the hub is already loaded (or loading)
// wherever a member runs; a member loaded first only evaluates the hub's side-effect-free modules
// earlier.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

/** The non-test `.ts`/`.tsx` files under `dir`, absolute. */
export function sourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    if (/\.(test|testing)\.tsx?$/.test(entry.name)) continue
    files.push(resolve(entry.parentPath ?? entry.path, entry.name))
  }
  return files
}

/**
 * The source files that `files` load with a relative `import('./x.js')` (the `.ts` or `.tsx`
 * beside the `.js` specifier), absolute: each is an entry of the build of its own.
 */
export function dynamicImportTargets(files) {
  const targets = new Set()
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      /(?<!typeof |is )\bimport\(\s*['"](\.{1,2}\/[^'"]+)\.js['"]\s*\)/g,
    )) {
      const base = resolve(dirname(file), specifier)
      const source = [`${base}.ts`, `${base}.tsx`].find(existsSync)
      if (source) targets.add(source)
    }
  }
  return [...targets]
}

/**
 * The esbuild plugin: `members` and `pulled` import `hub`; `hub` imports `pulled`. Paths
 * absolute. A pulled module imports the hub too (a cycle of bare imports, which bind nothing):
 * otherwise the entry that loads it with `import()` would reach it but not the hub's graph, and
 * it would stay a file of its own.
 */
export function oneFilePlugin({ name, hub, members, pulled = [] }) {
  const memberSet = new Set([...members, ...pulled].filter((file) => file !== hub))
  const bareImports = (files) => files.map((file) => `\nimport ${JSON.stringify(file)}`).join('')
  return {
    name,
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        const tail =
          path === hub ? bareImports(pulled) : memberSet.has(path) ? bareImports([hub]) : ''
        if (!tail) return undefined
        const text = await readFile(path, 'utf8')
        return { contents: `${text}\n${tail}\n`, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' }
      })
    },
  }
}
