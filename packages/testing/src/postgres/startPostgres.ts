import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { findFreePort } from '../anvil/findFreePort.js'

export interface StartPostgresOptions {
  /** Port on 127.0.0.1; 0 or omitted picks a free port. */
  port?: number
  /** Folder holding `initdb`, `postgres` and `psql`; default `resolvePostgresBinDir()`. */
  binDir?: string
  /** The OS user the cluster runs as when this process is root (PostgreSQL refuses root); default `postgres`. */
  osUser?: string
  /** Further server settings (`-c name=value`), e.g. `{ max_connections: 300 }`. */
  settings?: Record<string, string | number>
  /** Time limit of `initdb` plus the server's start, in ms; default 60000. */
  startTimeoutMs?: number
  /** Time limit of `stop()` (fast shutdown, then SIGKILL), in ms; default 15000. */
  stopTimeoutMs?: number
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser on the `postgres` database. */
  url: string
  port: number
  /** The cluster's data directory (inside a temp dir removed on `stop()`). */
  dataDir: string
  binDir: string
  /** Creates a database (default name: random `gw_…`) and returns its URL. */
  createDatabase(name?: string): Promise<string>
  /** Fast shutdown of the server, then its temp dir is removed. Safe to call twice. */
  stop(): Promise<void>
}

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/
const PORT_ATTEMPTS = 3
const READY = 'database system is ready to accept connections'

/**
 * Where the PostgreSQL server binaries are: `GANGWAY_POSTGRES_BIN`, else the newest
 * `/usr/lib/postgresql/<version>/bin` (Debian's `postgresql` package), else the folder of an
 * `initdb` on the PATH. Undefined when there is none.
 */
export function resolvePostgresBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.GANGWAY_POSTGRES_BIN) return env.GANGWAY_POSTGRES_BIN
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(debian, name, 'bin/initdb')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    if (versions[0]) return join(debian, versions[0], 'bin')
  }
  for (const dir of (env.PATH ?? '').split(delimiter))
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir
  return undefined
}

/**
 * Runs `postgres` and stops it as soon as its own stdin reaches EOF: the parent holds the only
 * write end of that pipe and the kernel closes it however the parent ends (even SIGKILL), so the
 * cluster never outlives the test process. On EOF: fast shutdown (SIGINT), SIGKILL after 10 s.
 * Once postgres has exited, the temp dir is removed (`$GANGWAY_PG_TEMP`).
 */
const WATCHDOG_SCRIPT = [
  'exec 3<&0',
  '"$0" "$@" &',
  'child=$!',
  '(',
  '  read -r _ <&3',
  '  kill -INT "$child" 2>/dev/null',
  '  i=0',
  '  while [ "$i" -lt 100 ] && kill -0 "$child" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done',
  '  kill -9 "$child" 2>/dev/null',
  ') &',
  'wait "$child"',
  'code=$?',
  'rm -rf "$GANGWAY_PG_TEMP"',
  'exit "$code"',
].join('\n')

interface OsUser {
  uid: number
  gid: number
}

function osUserOf(name: string): OsUser {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }))
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    throw new Error(
      `startPostgres: running as root, and there is no OS user "${name}" to run PostgreSQL as (PostgreSQL refuses root). Install Debian's postgresql package (it creates the user) or pass osUser.`,
    )
  }
}

const run = (
  file: string,
  args: readonly string[],
  options: { timeoutMs: number; user?: OsUser | undefined; cwd?: string; env?: NodeJS.ProcessEnv },
) =>
  new Promise<string>((resolve, reject) => {
    execFile(
      file,
      args,
      {
        encoding: 'utf8',
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        ...(options.user && { uid: options.user.uid, gid: options.user.gid }),
        ...(options.cwd && { cwd: options.cwd }),
        ...(options.env && { env: options.env }),
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout)
        const timedOut = (error as { killed?: boolean }).killed
        reject(
          new Error(
            `${file.split('/').pop()} ${timedOut ? `did not finish within ${options.timeoutMs} ms` : 'failed'}: ${stderr.trim().slice(-2_000) || error.message}`,
          ),
        )
      },
    )
  })

class PostgresExitedError extends Error {}

/**
 * A throwaway PostgreSQL cluster for tests: `initdb` into a temp dir, the server on a free port
 * of 127.0.0.1 (no Unix socket, trust auth, fsync off), as the `postgres` OS user when this
 * process is root. `stop()` shuts it down and removes the temp dir; should a test forget, the
 * server stops and the dir goes when this process ends, however it ends.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresCluster> {
  const binDir = options.binDir ?? resolvePostgresBinDir()
  if (!binDir || !existsSync(join(binDir, 'initdb')))
    throw new Error(
      'startPostgres: no PostgreSQL server binaries found (initdb). Install them (Debian: apt-get install postgresql) or set GANGWAY_POSTGRES_BIN to their folder.',
    )
  const user = process.getuid?.() === 0 ? osUserOf(options.osUser ?? 'postgres') : undefined
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000)
  for (let attempt = 1; ; attempt++) {
    const port = options.port || (await findFreePort())
    try {
      return await launch({ ...options, binDir, user, port, deadline })
    } catch (error) {
      // Another process may have taken the picked port between our probe and the server's bind.
      if (options.port || attempt >= PORT_ATTEMPTS || !(error instanceof PostgresExitedError))
        throw error
    }
  }
}

interface LaunchOptions extends StartPostgresOptions {
  binDir: string
  user: OsUser | undefined
  port: number
  deadline: number
}

async function launch(options: LaunchOptions): Promise<PostgresCluster> {
  const { binDir, user, port, deadline } = options
  const temp = mkdtempSync(join(tmpdir(), 'gangway-pg-'))
  const dataDir = join(temp, 'data')
  const env = { ...process.env, HOME: temp, LC_ALL: 'C', GANGWAY_PG_TEMP: temp }
  const remaining = () => Math.max(1, deadline - Date.now())
  let child: ChildProcess | undefined
  try {
    if (user) chownSync(temp, user.uid, user.gid)
    await run(
      join(binDir, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { timeoutMs: remaining(), user, cwd: temp, env },
    )
    const settings: Record<string, string | number> = {
      listen_addresses: '127.0.0.1',
      port,
      unix_socket_directories: '',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: 200,
      ...options.settings,
    }
    const args = [
      '-D',
      dataDir,
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ]
    child = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, join(binDir, 'postgres'), ...args], {
      stdio: ['pipe', 'ignore', 'pipe'],
      cwd: temp,
      env,
      ...(user && { uid: user.uid, gid: user.gid }),
    })
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
  const server = child
  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve()
    server.once('exit', () => resolve())
    server.once('error', () => resolve())
  })
  server.stdin?.on('error', () => {}) // EPIPE once the watchdog is gone
  let log = ''
  let ready = false
  let onReady: (() => void) | undefined
  server.stderr?.setEncoding('utf8')
  server.stderr?.on('data', (chunk: string) => {
    // Keep draining stderr (the server's log) so the pipe never fills up.
    log = (log + chunk).slice(-8_000)
    if (!ready && log.includes(READY)) {
      ready = true
      onReady?.()
    }
  })
  // The watchdog stops the server when this process ends; nothing here keeps this process alive.
  const killOnExit = () => server.stdin?.destroy()
  process.on('exit', killOnExit)
  server.unref()
  for (const stream of [server.stdin, server.stderr])
    (stream as unknown as { unref?: () => void } | null)?.unref?.()

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit)
      server.stdin?.destroy()
      let timer: ReturnType<typeof setTimeout> | undefined
      const limit = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), options.stopTimeoutMs ?? 15_000)
      })
      const timedOut = await Promise.race([exited.then(() => false), limit])
      clearTimeout(timer)
      if (timedOut) {
        const pid = Number(readPidFile(dataDir))
        if (pid > 0) killQuietly(pid)
        server.kill('SIGKILL')
      }
      rmSync(temp, { recursive: true, force: true, maxRetries: 3 })
    })()
    return stopping
  }

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`PostgreSQL did not start within the time limit on port ${port}: ${log}`),
          ),
        remaining(),
      )
      const done = (error?: Error) => {
        clearTimeout(timer)
        if (error) reject(error)
        else resolve()
      }
      onReady = () => done()
      if (ready) done()
      exited.then(() =>
        done(new PostgresExitedError(`PostgreSQL exited before it was ready: ${log}`)),
      )
    })
  } catch (error) {
    await stop()
    throw error
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const psql = join(binDir, 'psql')
  return {
    url,
    port,
    dataDir,
    binDir,
    async createDatabase(name = `gw_${randomBytes(8).toString('hex')}`) {
      if (!DATABASE_NAME.test(name))
        throw new Error(`createDatabase: "${name}" is not a database name (a-z, 0-9, _)`)
      await run(
        psql,
        ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port)].concat([
          '-U',
          'postgres',
          '-d',
          'postgres',
          '-c',
          `CREATE DATABASE "${name}"`,
        ]),
        { timeoutMs: 30_000, env: { ...process.env, PGCONNECT_TIMEOUT: '10' } },
      )
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop,
  }
}

function readPidFile(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]
  } catch {
    return undefined
  }
}

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}
