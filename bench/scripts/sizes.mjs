// Gzip size of each public entry point and chunk, from one esbuild build with the peers
// harness's settings (ESM, splitting, minify, tree-shaking, es2022, NODE_ENV=production), of
// the packages as built (dist), React and React DOM left external (the host's own; their cost is
// measured in the browser runs). Used by `npm run bench` and by the size-budget test.
//
// Entries: the connect button alone (bench/hosts/button.js), each adapter entry
// (bench/hosts/adapter-*.js) and the two bench apps (bench/apps/gangway-*/src/main.jsx).
// Rows: for an entry, its static closure (what it loads by itself) and what it adds beyond the
// button; for the modal and each view, the dynamically imported chunk's static closure beyond the
// button; for an app, what loads before the modal can show its first wallet (the app's closure +
// the modal's + the Connect view's). Each app is built alone, as a host builds it and as the
// peers harness (shared/bench/peers/build.mjs) builds every peer's app: built beside the other
// entries, code shared with them would be split into extra chunks no host download has.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { distEthers5Plugin } from '../../scripts/firstLoad.mjs'

export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROOT = path.resolve(BENCH, '..')

export const ADAPTERS = ['wagmi', 'ethers', 'ethers5', 'solana', 'bitcoin', 'polkadot', 'ton']
export const APPS = ['wagmi', 'ethers']

/** The packages the entries bundle must be built: their dist is what is measured. */
export function missingDists() {
  const needed = ['core', 'react', 'adapter-wagmi', 'adapter-ethers', 'adapter-solana']
  needed.push('adapter-bitcoin', 'adapter-polkadot', 'adapter-ton')
  return needed.filter((name) => !fs.existsSync(path.join(ROOT, 'packages', name, 'dist/index.js')))
}

/** The button and adapter entries, built together (the views are measured beyond the button). */
export function entryPoints() {
  const entries = { button: path.join(BENCH, 'hosts/button.js') }
  for (const name of ADAPTERS) {
    entries[`adapter-${name}`] = path.join(BENCH, `hosts/adapter-${name}.js`)
    entries[`descriptor-${name}`] = path.join(BENCH, `hosts/descriptor-${name}.js`)
  }
  return entries
}

/**
 * The files a bench app's page loads before its button, built as the peers harness builds it:
 * React bundled too (the host's React is in the page's entry file, like the floor's). Returns
 * [{ file, inputs }] (the entry first); only the entry file should hold modules — esbuild may add
 * a chunk of its own helpers (`__toESM`…) when lazily loaded code also uses them.
 */
export async function firstPaintFiles(esbuild, name, outdir) {
  const options = buildOptions(outdir, appEntryPoint(name))
  const built = analyse(await esbuild.build({ ...options, external: [] }), outdir)
  return [...built.closure(`app-${name}.js`)].map((file) => ({
    file,
    inputs: Object.keys(built.outputs[file].inputs),
  }))
}

/** A bench app's entry, built on its own. */
export const appEntryPoint = (name) => ({
  [`app-${name}`]: path.join(BENCH, `apps/gangway-${name}/src/main.jsx`),
})

/** The harness's esbuild options (shared/bench/peers/build.mjs), React external. */
export function buildOptions(outdir, entries = entryPoints()) {
  return {
    entryPoints: entries,
    absWorkingDir: BENCH,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    treeShaking: true,
    sourcemap: false,
    legalComments: 'none',
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    // The ethers5 entry measured on ethers 5 (the monorepo's `ethers5`), as in a host on ethers 5.
    plugins: [distEthers5Plugin],
    // bench/tsconfig.json has no @gangway/* source paths: the packages resolve to their dist.
    tsconfig: path.join(BENCH, 'tsconfig.json'),
    metafile: true,
    write: false,
    logLevel: 'error',
  }
}

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length

/** Static closures and gzip sizes over an esbuild result (metafile + in-memory outputs). */
export function analyse(result, outdir) {
  const rel = (file) => path.relative(outdir, path.resolve(BENCH, file)).split(path.sep).join('/')
  const outputs = {}
  for (const [file, meta] of Object.entries(result.metafile.outputs)) outputs[rel(file)] = meta
  const gzip = {}
  for (const file of result.outputFiles)
    gzip[path.relative(outdir, file.path).split(path.sep).join('/')] = gzipSize(file.contents)
  const closure = (file) => {
    const seen = new Set()
    const queue = [file]
    while (queue.length) {
      const next = queue.shift()
      if (seen.has(next) || !outputs[next]) continue
      seen.add(next)
      for (const entry of outputs[next].imports)
        if (entry.kind === 'import-statement' && !entry.external) queue.push(rel(entry.path))
    }
    return seen
  }
  const sum = (files) => [...files].reduce((total, file) => total + (gzip[file] ?? 0), 0)
  const minus = (files, base) => new Set([...files].filter((file) => !base.has(file)))
  const byEntry = (pattern) =>
    Object.keys(outputs).filter(
      (file) => outputs[file].entryPoint && pattern.test(outputs[file].entryPoint),
    )
  return { outputs, gzip, closure, sum, minus, byEntry }
}

/** Measures every row; returns { rows: [{ key, label, gzip, files }], result, outdir }. */
export async function measureSizes(esbuild, outdir = path.join(BENCH, 'results/sizes')) {
  const result = await esbuild.build(buildOptions(outdir))
  const a = analyse(result, outdir)
  const rows = []
  const add = (key, label, files) =>
    rows.push({ key, label, gzip: a.sum(files), files: [...files].sort() })
  const button = a.closure('button.js')
  add(
    'button',
    'connect button alone (createKit + provider + ConnectButton), static closure',
    button,
  )

  const modal = a.byEntry(/packages\/react\/dist\/ui\/modal\/mount\.js$/)
  const modalFiles = new Set(modal.flatMap((file) => [...a.closure(file)]))
  add(
    'modal',
    'modal (mount chunk + its static imports, beyond the button)',
    a.minus(modalFiles, button),
  )
  const views = new Map()
  for (const file of a.byEntry(/packages\/react\/dist\/ui\/[A-Z][A-Za-z]+-[A-Z0-9]+\.js$/)) {
    const name = path.basename(a.outputs[file].entryPoint).replace(/-[A-Z0-9]+\.js$/, '')
    views.set(name, file)
  }
  for (const [name, file] of [...views].sort(([x], [y]) => x.localeCompare(y)))
    add(
      `view:${name}`,
      `view ${name} (beyond button + modal)`,
      a.minus(a.closure(file), new Set([...button, ...modalFiles])),
    )
  // The kit shell's kernel: core's createKit chunk, imported after the first paint.
  const kernelFiles = new Set(
    a.byEntry(/packages\/core\/dist\/createKit\.js$/).flatMap((file) => [...a.closure(file)]),
  )
  add(
    'kernel',
    'kernel (core createKit chunk + its static imports, beyond the button)',
    a.minus(kernelFiles, button),
  )
  for (const name of ADAPTERS) {
    add(
      `descriptor:${name}`,
      `adapter ${name} descriptor (what a host imports), beyond the button`,
      a.minus(a.closure(`descriptor-${name}.js`), button),
    )
    const files = a.closure(`adapter-${name}.js`)
    add(`adapter:${name}`, `adapter ${name}, static closure (incl. the core it uses)`, files)
    add(
      `adapter:${name}:beyond-button`,
      `adapter ${name}, beyond the button`,
      a.minus(files, button),
    )
  }
  /** Each app build's files, by the name the rows give them (`app-<name>/…`), and their code. */
  const appCode = new Map()
  for (const name of APPS) {
    const appDir = path.join(outdir, `app-${name}`)
    const appResult = await esbuild.build(buildOptions(appDir, appEntryPoint(name)))
    for (const file of appResult.outputFiles)
      appCode.set(
        `app-${name}/${path.relative(appDir, file.path).split(path.sep).join('/')}`,
        file.text,
      )
    const built = analyse(appResult, appDir)
    const app = built.closure(`app-${name}.js`)
    const chunksOf = (pattern) => built.byEntry(pattern).flatMap((file) => [...built.closure(file)])
    // Everything the page has loaded when the first wallet shows: the app, the kernel and the
    // adapter's code (loaded after the first paint), the modal and the Connect view.
    const beforeModal = new Set([
      ...app,
      ...chunksOf(/packages\/core\/dist\/createKit\.js$/),
      ...chunksOf(/packages\/adapter-[a-z0-9]+\/dist\/[A-Z][A-Za-z0-9]*Adapter-[A-Z0-9]+\.js$/),
      ...chunksOf(/packages\/react\/dist\/ui\/modal\/mount\.js$/),
      ...chunksOf(/packages\/react\/dist\/ui\/kit\/viewTable\.js$/),
      ...chunksOf(/packages\/react\/dist\/ui\/Connect-[A-Z0-9]+\.js$/),
    ])
    // Rows and outputs name the app build's files under its own folder.
    const prefixed = (file) => `app-${name}/${file}`
    for (const [file, meta] of Object.entries(built.outputs)) a.outputs[prefixed(file)] = meta
    const addApp = (key, label, files) =>
      rows.push({ key, label, gzip: built.sum(files), files: [...files].map(prefixed).sort() })
    addApp(
      `app:${name}:before-button`,
      `bench app (${name}) before the button, React excluded`,
      app,
    )
    addApp(
      `app:${name}:before-modal`,
      `bench app (${name}) before the first wallet shows (app + kernel + adapter + modal + Connect view), React excluded`,
      beforeModal,
    )
  }
  return { rows, result, outdir, analysis: a, appCode }
}
