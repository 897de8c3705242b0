// Bundle report for @gangway/react: builds two host-like entries with esbuild (minified, from
// source, react / react-dom external as the host's own) and prints the gzip size of the
// button-only entry, the modal chunk and each view chunk. Fails when the button-only entry
// statically reaches the modal, a view or react-dom. Also checks the tsup output when present.
// Run: node packages/react/scripts/bundle-report.mjs [--json]
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const pkg = resolve(here, '..')
const root = resolve(pkg, '../..')
const outdir = mkdtempSync(join(tmpdir(), 'gangway-bundle-'))

const result = await build({
  entryPoints: {
    'button-only': join(here, 'hosts/button-only.js'),
    'opens-modal': join(here, 'hosts/opens-modal.js'),
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  metafile: true,
  write: true,
  outdir,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    '@gangway/react': join(pkg, 'src/index.ts'),
    '@gangway/core': join(root, 'packages/core/src/index.ts'),
    // core's other entries (without these the alias above would take them as paths under it)
    ...Object.fromEntries(
      ['adapter', 'eip155', 'ui'].map((entry) => [
        `@gangway/core/${entry}`,
        join(root, `packages/core/src/${entry}.ts`),
      ]),
    ),
  },
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@walletconnect/*'],
  logLevel: 'error',
})

const outputs = result.metafile.outputs
const gzip = (file) => gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length
const rel = (file) => relative(root, resolve(process.cwd(), file))
const normalized = Object.fromEntries(
  Object.entries(outputs).map(([file, meta]) => [rel(file), meta]),
)
const inputsOf = (meta) => Object.keys(meta.inputs).map((input) => rel(input))
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`

/** The output and every chunk it imports statically (what loads before any dynamic import). */
function staticClosure(file) {
  const seen = new Set()
  const queue = [file]
  while (queue.length) {
    const next = queue.shift()
    if (seen.has(next)) continue
    seen.add(next)
    for (const entry of normalized[next].imports) {
      if (entry.kind === 'import-statement' && !entry.external) queue.push(rel(entry.path))
    }
  }
  return [...seen]
}

const entryFile = (name) =>
  Object.keys(normalized).find((file) => normalized[file].entryPoint?.endsWith(`hosts/${name}.js`))
const buttonEntry = entryFile('button-only')
const buttonClosure = staticClosure(buttonEntry)
const buttonBytes = buttonClosure.reduce((sum, file) => sum + gzip(file), 0)

const problems = []
for (const file of buttonClosure) {
  for (const input of inputsOf(normalized[file])) {
    if (/packages\/react\/src\/(modal|views)\//.test(input))
      problems.push(`button-only entry statically includes ${input}`)
  }
  for (const entry of normalized[file].imports) {
    if (entry.external && entry.path.startsWith('react-dom'))
      problems.push(`button-only entry imports ${entry.path}`)
  }
}

const chunkOf = (pattern) =>
  Object.keys(normalized).filter(
    (file) =>
      file.endsWith('.js') && inputsOf(normalized[file]).some((input) => pattern.test(input)),
  )
const modalChunks = chunkOf(/packages\/react\/src\/modal\/mount\.tsx$/)
const viewsDir = join(pkg, 'src/views')
const views = readdirSync(viewsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(viewsDir, entry.name, 'index.tsx')))
  .map((entry) => entry.name)

/** Where the button-only bytes come from (minified bytes per source, gzip shared out by size). */
const groups = {}
for (const file of buttonClosure) {
  for (const [input, { bytesInOutput }] of Object.entries(normalized[file].inputs)) {
    const path = rel(input)
    const group = path.includes('node_modules/')
      ? path.split('node_modules/').pop().split('/')[0]
      : path.startsWith('packages/')
        ? `@gangway/${path.split('/')[1]}`
        : 'host'
    groups[group] = (groups[group] ?? 0) + bytesInOutput
  }
}
const minified = Object.values(groups).reduce((sum, bytes) => sum + bytes, 0)
const rows = [['button-only entry (static closure, incl. core)', buttonBytes]]
for (const [group, bytes] of Object.entries(groups).sort((a, b) => b[1] - a[1]))
  rows.push([
    `  of which ${group} (≈, by minified share)`,
    Math.round((buttonBytes * bytes) / minified),
  ])
for (const file of modalChunks) rows.push([`modal chunk (${file.split('/').pop()})`, gzip(file)])
for (const view of views) {
  const files = chunkOf(new RegExp(`packages/react/src/views/${view}/index\\.tsx$`))
  for (const file of files) rows.push([`view ${view}`, gzip(file)])
}
const viewAndModal = new Set([
  ...modalChunks,
  ...views.flatMap((view) => chunkOf(new RegExp(`views/${view}/index\\.tsx$`))),
])
const shared = Object.keys(normalized).filter(
  (file) =>
    file.endsWith('.js') &&
    !buttonClosure.includes(file) &&
    !viewAndModal.has(file) &&
    !normalized[file].entryPoint,
)
for (const file of shared) rows.push([`shared lazy chunk (${file.split('/').pop()})`, gzip(file)])

// The published build: dist/index.js must not import react-dom or the modal statically either.
const dist = join(pkg, 'dist/index.js')
if (existsSync(dist)) {
  const code = readFileSync(dist, 'utf8')
  if (/from\s*['"]react-dom/.test(code)) problems.push('dist/index.js imports react-dom')
  if (/from\s*['"]\.\/mount-/.test(code))
    problems.push('dist/index.js statically imports the modal')
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ rows: Object.fromEntries(rows), problems }, null, 2))
} else {
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(
    '@gangway/react bundle report (esbuild, minified, gzip -9; react and react-dom excluded)',
  )
  for (const [name, bytes] of rows)
    console.log(`  ${name.padEnd(width)}  ${kb(bytes).padStart(10)}`)
  console.log(
    problems.length
      ? `\nPROBLEMS:\n  ${problems.join('\n  ')}`
      : '\nok: the button-only entry loads no modal, no view and no react-dom',
  )
}
rmSync(outdir, { recursive: true, force: true })
if (problems.length) process.exit(1)
