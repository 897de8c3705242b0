// The processes `npm run bench:server` measures: the server's CLI as built, the bare-Hono floor,
// each on 127.0.0.1, and the CPU time each has used (from /proc, Linux).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const CLOCK_TICKS = 100

/** CPU milliseconds (user + system) process `pid` has used: /proc/<pid>/stat, fields 14 and 15. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/**
 * `node <args>` as a child; resolves once `ready(url)` answers true (polled every 100 ms, 60 s at
 * most), with `stop()` (SIGTERM, SIGKILL after 10 s) and its pid. Its stderr is kept for errors.
 */
async function startProcess(args, url, ready, env = {}) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  })
  let exitCode
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  let output = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4_000)
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${args[0]} exited (code ${exitCode}):\n${output}`)
    if (await ready(url).catch(() => false)) return { url, pid: child.pid, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${args[0]} did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const answers = (target) => async () =>
  (await fetch(target, { signal: AbortSignal.timeout(1_000) })).ok

/**
 * The built CLI on `port` with `configFile`, its log (info: a line per request, as by default) to
 * /dev/null; `databaseUrl` '' for PGlite. Ready once `/ready` answers 200 (the database too).
 * With BENCH_SERVER_PROFILE=<dir>, each server process writes a V8 CPU profile there when it
 * stops (`--cpu-prof`; Node refuses it in NODE_OPTIONS), to open in Chrome's DevTools.
 */
export function startServer(configFile, port, databaseUrl = '') {
  const url = `http://127.0.0.1:${port}`
  const profile = process.env.BENCH_SERVER_PROFILE
  return startProcess(
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []),
      path.join(ROOT, 'packages/server/dist/cli.js'),
      '--config',
      configFile,
      '--port',
      String(port),
    ],
    url,
    answers(`${url}/ready`),
    { DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  )
}

/** The floor: bare Hono answering a fixed `bytes`-byte JSON body at /floor. */
export function startFloor(port, bytes) {
  const url = `http://127.0.0.1:${port}`
  return startProcess(
    [path.join(ROOT, 'bench/scripts/server/floorServer.mjs'), String(port), String(bytes)],
    url,
    answers(`${url}/floor`),
  )
}
