import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS } from '../testing/testServer.testing.js'
import { openDatabase } from './database.js'
import { keptOrNewMemoryDump, memoryDumpFile } from './memoryTemplate.js'
import { MIGRATIONS } from './migrations.js'

const isTar = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(257, 262)) === 'ustar'
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('the migrated in-memory template', { timeout: START_TIMEOUT_MS }, () => {
  const dir = mkdtemp(join(tmpdir(), 'gangway-template-'))
  afterAll(async () => rm(await dir, { recursive: true, force: true }))

  it('is kept in node_modules/.cache, named by PGlite’s version and the migrations', async () => {
    expect(await memoryDumpFile()).toMatch(
      /node_modules\/\.cache\/gangway-server\/pglite-\d+\.\d+\.\d+-[0-9a-f]{16}\.tar$/,
    )
  })

  it('a kept file that is not a dump is made anew and replaced; the next process takes the kept one, fully migrated', async () => {
    const file = join(await dir, 'pglite-0.0.0-kept.tar')
    const older = join(await dir, 'pglite-0.0.0-older.tar')
    await writeFile(file, 'not a tar archive')
    await writeFile(older, 'a dump of other migrations')
    const made = await bytesOf(await keptOrNewMemoryDump(file))
    expect(isTar(made)).toBe(true)
    expect(Buffer.from(await readFile(file)).equals(Buffer.from(made))).toBe(true)
    expect(await readdir(await dir)).toEqual([basename(file)])
    // What a next process does: the kept bytes, as they are.
    const taken = await bytesOf(await keptOrNewMemoryDump(file))
    expect(Buffer.from(taken).equals(Buffer.from(made))).toBe(true)
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([taken]) })
    try {
      const rows = await db.query<{ id: number }>('SELECT id FROM gangway_migrations ORDER BY id')
      expect(rows.map(({ id }) => Number(id))).toEqual(MIGRATIONS.map(({ id }) => id))
    } finally {
      await db.close()
    }
  })
})
