// A host project outside the workspace, installed from packed tarballs as a user's app would be:
// npm from its cache first (`--prefer-offline`, the versions the repository's lock already
// holds), so that it needs the registry only for what is new. Hosts live on between runs (see
// HOSTS_DIR): npm then installs again only what changed, our tarballs always among it.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { ROOT } from './pack.mjs'
import { run } from './run.mjs'

const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']

/**
 * Where this clone's hosts live: in the user's cache, outside the workspace (a host inside it
 * would find the repository's node_modules by Node's lookup up the folders, and pass on packages
 * a user's app does not have). The first run installs them; later runs find their third-party
 * packages installed (removing a host's hundreds of megabytes after each run cost more than
 * installing it, on a busy disk).
 */
export const HOSTS_DIR = join(
  homedir(),
  '.cache',
  'gangway-install',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
)

/** Throws when a folder above `dir` holds node_modules: a host there would resolve from it. */
export function assertOutsideAnyInstall(dir) {
  for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent))
    if (existsSync(join(parent, 'node_modules')))
      throw new Error(`${dir} is under ${parent}, whose node_modules a host would resolve from`)
}

/** The version of each package the repository has installed (so npm finds it in its cache). */
export function repositoryVersions(names) {
  return Object.fromEntries(
    names.map((name) => {
      const manifest = join(ROOT, 'node_modules', name, 'package.json')
      return [name, JSON.parse(readFileSync(manifest, 'utf8')).version]
    }),
  )
}

/** `file:` specifiers of the named packed packages, for a host's dependencies. */
export function tarballsOf(packed, names) {
  return Object.fromEntries(
    names.map((name) => {
      const pack = packed.get(name)
      if (!pack) throw new Error(`${name} was not packed`)
      return [name, `file:${pack.tarball}`]
    }),
  )
}

/**
 * Writes a host into `dir` (`files`: path → text, package.json among them) and installs it;
 * `npmFlags` are added to npm's (a later `--loglevel` wins). What npm printed, both streams.
 */
export async function installHost(dir, files, npmFlags = []) {
  assertOutsideAnyInstall(dir)
  // What the last run installed from our tarballs goes, and the locks that pin it: npm resolves
  // the host anew from its package.json and the new tarballs, and prunes what nothing needs.
  for (const stale of [
    'package-lock.json',
    'node_modules/.package-lock.json',
    'node_modules/@gangway',
  ])
    rmSync(join(dir, stale), { recursive: true, force: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return run('npm', ['install', ...NPM_FLAGS, ...npmFlags], {
    cwd: dir,
    limitMs: 5 * 60_000,
    stderr: true,
  })
}

/** A host's package.json. */
export const manifest = (name, fields) =>
  `${JSON.stringify({ name, private: true, type: 'module', ...fields }, null, 2)}\n`

/** Runs `check` (a host's install and checks), timed: its problems, and one line of how it went. */
export async function timed(name, check) {
  const started = Date.now()
  let problems
  let summary = ''
  try {
    ;({ problems, summary = '' } = await check())
  } catch (error) {
    problems = [`${name}: ${error instanceof Error ? error.message : error}`]
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const state = problems.length ? 'FAILED' : 'ok'
  console.log(`${name}: ${state} (${summary ? `${summary}; ` : ''}${seconds} s)`)
  return problems
}
