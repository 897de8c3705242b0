// Each package's `prepack` (`scripts/build.mjs --if-changed`), run by a real `npm pack`: a
// tarball never ships a dist/ without its declarations, and packing a current dist/ builds
// nothing. On a one-package copy of the repository's build (the real build, TypeScript and
// declaration scripts, tsup and TypeScript 7), so that its full build takes seconds, not the
// repository's minute.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
/** The prepack every published package runs (core's, as the packed-package checks demand of all). */
const PREPACK: string = read(join(ROOT, 'packages/core/package.json')).scripts.prepack

/** What the tiny package's tarball holds when it is built. */
const FILES = ['dist/index.d.ts', 'dist/index.js', 'dist/wave.d.ts', 'dist/wave.js', 'package.json']

let repo: string
const tiny = () => join(repo, 'packages', 'tiny')

/** Writes a file of the copy. */
function write(path: string, text: string) {
  mkdirSync(dirname(join(repo, path)), { recursive: true })
  writeFileSync(join(repo, path), text)
}

/** `npm pack` of the tiny package, as a user publishing it would: the files in its tarball. */
function pack(): string[] {
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', repo, '-w', 'packages/tiny'],
    { cwd: repo, encoding: 'utf8', timeout: 120_000, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const [packed] = JSON.parse(output.slice(output.search(/^\[$/m)))
  return packed.files.map((file: { path: string }) => file.path).sort()
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'gangway-prepack-'))
  for (const script of [
    'build.mjs',
    'typescript.mjs',
    'compilerOptions.mjs',
    'declarations.mjs',
    'check-api.mjs',
  ])
    cpSync(join(ROOT, 'scripts', script), join(repo, 'scripts', script))
  // The tools the build runs, from the repository's install (not the whole of node_modules: the
  // build keeps its fingerprint under node_modules/.cache, which must be this copy's own).
  mkdirSync(join(repo, 'node_modules', '.bin'), { recursive: true })
  for (const tool of ['tsup', 'typescript', 'typescript-native'])
    symlinkSync(join(ROOT, 'node_modules', tool), join(repo, 'node_modules', tool), 'dir')
  symlinkSync(
    join(ROOT, 'node_modules', 'tsup', 'dist', 'cli-default.js'),
    join(repo, 'node_modules', '.bin', 'tsup'),
  )
  write(
    'package.json',
    JSON.stringify({ name: 'copy', private: true, type: 'module', workspaces: ['packages/tiny'] }),
  )
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        types: [],
      },
      include: ['packages/*/src'],
    }),
  )
  write(
    'packages/tiny/package.json',
    JSON.stringify({
      name: '@copy/tiny',
      version: '1.0.0',
      type: 'module',
      scripts: { build: 'tsup src/index.ts src/wave.ts --format esm', prepack: PREPACK },
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './wave': { types: './dist/wave.d.ts', import: './dist/wave.js' },
      },
      files: ['dist'],
    }),
  )
  write(
    'packages/tiny/src/index.ts',
    "export const greet = (name: string): string => 'hi ' + name\n",
  )
  write('packages/tiny/src/wave.ts', "export const wave = (): string => 'o/'\n")
}, 60_000)
afterAll(() => rmSync(repo, { recursive: true, force: true }))

describe("a package's prepack", () => {
  it('builds a package that was never built: its tarball has the JavaScript and declarations', () => {
    expect(pack()).toEqual(FILES)
  }, 120_000)

  it('builds nothing when dist/ is current', () => {
    const before = statSync(join(tiny(), 'dist', 'index.js')).mtimeMs
    expect(pack()).toContain('dist/index.d.ts')
    expect(statSync(join(tiny(), 'dist', 'index.js')).mtimeMs).toBe(before)
  }, 120_000)

  it('builds again when a declaration an entry names went missing, so the tarball has it', () => {
    rmSync(join(tiny(), 'dist', 'wave.d.ts'))
    expect(pack()).toEqual(FILES)
    expect(readFileSync(join(tiny(), 'dist', 'wave.d.ts'), 'utf8')).toContain('wave')
  }, 120_000)
})
