import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Database, pgliteDatabase } from './database.js'
import { MIGRATIONS, migrate } from './migrations.js'

/** The migrated empty database, made once per process (a pure function of MIGRATIONS). */
let dump: Promise<Blob> | undefined

/**
 * An empty in-memory PGlite database with every migration applied, as a data dump that
 * `openDatabase({ dataDir: 'memory://', loadDataDir })` starts from: copying it takes about a
 * third of the time a new database and its migrations take (0.5 s against 1.7 s here), which
 * counts where many short-lived servers start (tests, a host's tests). The dump is also kept in
 * the project's `node_modules/.cache/gangway-server/`, named by PGlite's version and the
 * migrations, so the next process (a test worker, the next run) skips the 1.7 s too.
 */
export function migratedMemoryDump(): Promise<Blob> {
  dump ??= keptOrNewMemoryDump().catch((error: Error) => {
    dump = undefined
    throw error
  })
  return dump
}

/**
 * The dump kept in `at` (default: `memoryDumpFile()`) by an earlier process, or one made now and
 * kept there. Not memoized.
 */
export async function keptOrNewMemoryDump(at?: string): Promise<Blob> {
  const file = at ?? (await memoryDumpFile())
  const kept = file && (await readFile(file).catch(() => undefined))
  if (kept && looksLikeTar(kept)) return new Blob([kept])
  const made = await makeDump()
  if (file) await keep(file, made).catch(() => undefined)
  return made
}

async function makeDump(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = await PGlite.create('memory://')
  const db: Database = pgliteDatabase(pg)
  try {
    await migrate(db)
    return await pg.dumpDataDir('none')
  } finally {
    await db.close()
  }
}

/**
 * Where the dump is kept: named by what it is a function of (PGlite's version, the migrations'
 * SQL), in the working directory's node_modules/.cache; undefined where there is no
 * node_modules or the version cannot be told (then nothing is kept).
 */
export async function memoryDumpFile(): Promise<string | undefined> {
  try {
    const modules = join(process.cwd(), 'node_modules')
    if (!(await stat(modules)).isDirectory()) return undefined
    const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
    const manifest = await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')
    const { version } = JSON.parse(manifest) as { version: string }
    const key = createHash('sha256').update(version).update(JSON.stringify(MIGRATIONS))
    const name = `pglite-${version}-${key.digest('hex').slice(0, 16)}.tar`
    return join(modules, '.cache', 'gangway-server', name)
  } catch {
    return undefined
  }
}

/**
 * Written whole or not at all (a file of its own, then renamed): a reader never sees half. The
 * dumps of other versions or migrations (≈ 28 MB each) are removed.
 */
async function keep(file: string, made: Blob): Promise<void> {
  const dir = dirname(file)
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${process.pid}.${Date.now()}`
  await writeFile(partial, new Uint8Array(await made.arrayBuffer()))
  await rename(partial, file)
  const stale = (await readdir(dir)).filter(
    (name) => /^pglite-.*\.tar$/.test(name) && name !== basename(file),
  )
  await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })))
}

/** A tar archive (what `dumpDataDir('none')` writes): 'ustar' at byte 257 of its first header. */
function looksLikeTar(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && new TextDecoder().decode(bytes.subarray(257, 262)) === 'ustar'
}
