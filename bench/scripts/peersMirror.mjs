// Keeps bench/.peers/ a verbatim copy of the shared peers harness (../shared/bench/peers: its
// scripts, lockfiles and the peer apps' sources) and installs it the way its run.sh does.
// Why a copy: ../shared is read-only, and the harness writes node_modules, dist/ and results
// next to itself. The copy is byte-identical (checked on every sync), so the build and the
// measurements are the harness's own.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SHARED = path.resolve(BENCH, '../../shared/bench/peers')
export const MIRROR = path.join(BENCH, '.peers')
const SKIP = new Set(['node_modules', 'dist', 'results', 'results.json', 'results.md', '.tmp'])

function listFiles(dir, base = dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('probe-')) continue
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) listFiles(file, base, out)
    else out.push(path.relative(base, file))
  }
  return out
}

/** Copies every harness file that differs; returns the number copied. Throws without the harness. */
export function syncMirror() {
  if (!fs.existsSync(path.join(SHARED, 'bench.mjs')))
    throw new Error(`the shared peers harness is not at ${SHARED}`)
  let copied = 0
  for (const rel of listFiles(SHARED)) {
    const from = path.join(SHARED, rel)
    const to = path.join(MIRROR, rel)
    const data = fs.readFileSync(from)
    if (fs.existsSync(to) && fs.readFileSync(to).equals(data)) continue
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.writeFileSync(to, data)
    fs.chmodSync(to, fs.statSync(from).mode | 0o200)
    copied++
  }
  return copied
}

// Same stamp as run.sh's stamp_of (sha256 of package.json + package-lock.json), so run.sh
// treats a folder installed here as up to date.
function stampOf(dir) {
  const hash = createHash('sha256')
  for (const name of ['package.json', 'package-lock.json']) {
    const file = path.join(dir, name)
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex')
}

/** `npm ci` in a mirrored folder (relative to the mirror) unless its stamp is current. */
export function installMirrored(rel) {
  const dir = path.join(MIRROR, rel)
  const stampFile = path.join(dir, 'node_modules/.bench-stamp')
  const stamp = stampOf(dir)
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === stamp) return false
  console.log(`[bench] npm ci in ${path.relative(BENCH, dir)}`)
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  })
  fs.writeFileSync(stampFile, `${stamp}\n`)
  return true
}

/**
 * Gives each Gangway bench app the floor's own React: `apps/<app>/node_modules/react` and
 * `react-dom` link to the mirrored baseline-react install (React 18.3.1, the peers' version; the
 * workspace's root has React 19 for the packages' tests). peers.json aliases react/react-dom to
 * these links so @gangway/react's dist, which imports react too, gets the same copy.
 */
export function linkBaselineReact(
  apps = ['gangway-wagmi', 'gangway-ethers', 'gangway-allwallets'],
) {
  const baseline = path.join(MIRROR, 'apps/baseline-react/node_modules')
  for (const app of apps) {
    const modules = path.join(BENCH, 'apps', app, 'node_modules')
    fs.mkdirSync(modules, { recursive: true })
    for (const name of ['react', 'react-dom']) {
      const link = path.join(modules, name)
      const target = path.relative(modules, path.join(baseline, name))
      if (fs.existsSync(link) && fs.readlinkSync(link) === target) continue
      fs.rmSync(link, { recursive: true, force: true })
      fs.symlinkSync(target, link)
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`[bench] mirror: ${syncMirror()} file(s) copied from ${SHARED}`)
  for (const rel of process.argv.slice(2)) installMirrored(rel)
  linkBaselineReact()
}
