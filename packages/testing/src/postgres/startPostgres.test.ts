import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsConnections } from '../anvil/acceptsConnections.js'
import { type PostgresCluster, resolvePostgresBinDir, startPostgres } from './startPostgres.js'

const query = async <Row>(url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    return (await client.query(sql)).rows as Row[]
  } finally {
    await client.end()
  }
}

describe.skipIf(!resolvePostgresBinDir())('startPostgres', () => {
  let cluster: PostgresCluster
  beforeAll(async () => {
    cluster = await startPostgres()
  }, 90_000)
  afterAll(() => cluster?.stop(), 30_000)

  it('serves the superuser on 127.0.0.1 with trust auth', async () => {
    expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`)
    const [row] = await query<{ user: string; address: string; fsync: string }>(
      cluster.url,
      "SELECT current_user AS user, host(inet_server_addr()) AS address, current_setting('fsync') AS fsync",
    )
    expect(row).toEqual({ user: 'postgres', address: '127.0.0.1', fsync: 'off' })
  })

  it('runs as the postgres OS user when this process is root', () => {
    if (process.getuid?.() !== 0) return
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    expect(statSync(cluster.dataDir).uid).toBe(postgresUid)
  })

  it('creates separate databases, named or random, and refuses a bad name', async () => {
    const named = await cluster.createDatabase('gw_named')
    const random = await cluster.createDatabase()
    expect(named).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/gw_named`)
    expect(random).toMatch(/\/gw_[0-9a-f]{16}$/)
    await query(named, 'CREATE TABLE only_here (id INT)')
    expect(await query(random, "SELECT to_regclass('only_here') AS t")).toEqual([{ t: null }])
    expect(await query(named, "SELECT to_regclass('only_here')::text AS t")).toEqual([
      { t: 'only_here' },
    ])
    await expect(cluster.createDatabase('gw_named')).rejects.toThrow(/already exists/)
    await expect(cluster.createDatabase('x"; DROP')).rejects.toThrow(/not a database name/)
  })

  it('stop() shuts the server down, frees the port and removes the temp dir', async () => {
    const other = await startPostgres()
    const temp = dirname(other.dataDir)
    expect(existsSync(temp)).toBe(true)
    expect(await acceptsConnections(other.port)).toBe(true)
    await other.stop()
    await other.stop()
    expect(existsSync(temp)).toBe(false)
    expect(await acceptsConnections(other.port)).toBe(false)
  }, 90_000)

  it('stops, and its temp dir goes, when the process that started it is killed', async () => {
    // startPostgres in a child process (bundled from this folder's source), then SIGKILL to it.
    const out = mkdtempSync(join(tmpdir(), 'gangway-pg-test-'))
    try {
      const script = join(out, 'start.mjs')
      await build({
        entryPoints: [fileURLToPath(new URL('./startPostgres.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: join(out, 'startPostgres.mjs'),
        logLevel: 'silent',
      })
      const code = `import { startPostgres } from './startPostgres.mjs'
        const cluster = await startPostgres()
        console.log(JSON.stringify({ port: cluster.port, dataDir: cluster.dataDir }))
        setInterval(() => {}, 1000)`
      writeFileSync(script, code)
      const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] })
      const started = await new Promise<{ port: number; dataDir: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('child did not start a cluster')), 60_000)
        let text = ''
        child.stdout.setEncoding('utf8')
        child.stdout.on('data', (chunk: string) => {
          text += chunk
          if (text.includes('\n')) {
            clearTimeout(timer)
            resolve(JSON.parse(text))
          }
        })
        child.once('exit', () => reject(new Error('child exited')))
      })
      expect(await acceptsConnections(started.port)).toBe(true)
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
      // Another process's cluster: no event reaches us, so poll for its end (time-limited).
      const deadline = Date.now() + 20_000
      while (
        (existsSync(dirname(started.dataDir)) || (await acceptsConnections(started.port))) &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 100))
      expect(existsSync(dirname(started.dataDir))).toBe(false)
      expect(await acceptsConnections(started.port)).toBe(false)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 90_000)

  it('gives up after its start time limit', async () => {
    await expect(startPostgres({ startTimeoutMs: 50 })).rejects.toThrow(
      /did not (finish|start) within/,
    )
  }, 30_000)
})
