// `npm run bench:server`: load figures of @gangway/server as built (packages/server/dist, built
// here when missing or older than its sources), against a floor measured in the same run: a
// bare Hono app on @hono/node-server answering a fixed JSON body of the directory page's size.
// The server runs as its own process (the `gangway-server` CLI, request log on) on 127.0.0.1,
// first on PGlite (in memory), then on PostgreSQL (Debian's, a cluster of its own), then as two
// replicas on one PostgreSQL database behind Debian's haproxy; every route a visitor's page calls
// is driven by autocannon (10 connections, 2 s warm-up, 8 s measured) over one anvil chain with
// Multicall3, three ERC-20s, an ERC-721 collection and a Uniswap V2 DEX, 100,000 listings and a
// local SMTP mailbox (bench/scripts/server/). Loopback only; stops by itself (≈ 12 min). Writes
// the `server-load` section of bench/RESULTS.md and bench/results/server-load.json
// (`--no-write`: print only). BENCH_SERVER_SECONDS (8), BENCH_SERVER_CONNECTIONS (10).
// BENCH_SERVER_ROUTES=directory?page,balance: only the routes whose label contains one of these,
// on PGlite and PostgreSQL, with the floor, and nothing written (to profile one route quickly).
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { replaceSection } from './resultsFile.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Newest modification time of the files under `dir` (0 when there is none). */
const newest = (dir) =>
  existsSync(dir)
    ? Math.max(
        0,
        ...readdirSync(dir, { recursive: true }).map(
          (file) => statSync(path.join(dir, file)).mtimeMs,
        ),
      )
    : 0

/**
 * The packages the server needs as built: core (its dependency), testing (anvil, tokens) and the
 * server itself; built again when a dist is missing or older than its sources.
 */
function ensureBuilt() {
  const stale = ['core', 'testing', 'server'].filter((name) => {
    const dist = path.join(ROOT, `packages/${name}/dist/index.js`)
    return (
      !existsSync(dist) || statSync(dist).mtimeMs < newest(path.join(ROOT, `packages/${name}/src`))
    )
  })
  if (!stale.length) return
  console.log(`bench:server: building ${stale.join(', ')} (npm run build)`)
  const run = spawnSync(
    'npm',
    ['run', 'build', '--silent', ...stale.flatMap((name) => ['-w', `@gangway/${name}`])],
    { cwd: ROOT, stdio: 'inherit' },
  )
  if (run.status !== 0) throw new Error('bench:server: the build failed')
}

ensureBuilt()
const { CONNECTIONS, SECONDS, WARMUP_SECONDS, measure, transactionCounter } = await import(
  './server/measure.mjs'
)
const { startFloor, startServer } = await import('./server/processes.mjs')
const { targetTable, routeTable } = await import('./server/report.mjs')
const { registerName, routesOf, signIns } = await import('./server/routes.mjs')
const { LISTINGS, startWorld } = await import('./server/world.mjs')
const { findFreePort, startLoadBalancer } = await import('@gangway/testing/tools')
const { default: pg } = await import('pg')

const folder = mkdtempSync(path.join(os.tmpdir(), 'gangway-bench-server-'))
const load = [os.loadavg()[0]]
const results = { floor: [], pglite: [], postgres: [], replicas: [] }
const stops = []
const log = (name, figures) => {
  load.push(os.loadavg()[0])
  console.log(
    `${name} ${figures.route}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.cpuMsPerRequest.toFixed(2)} CPU ms/req, ${figures.queriesPerRequest?.toFixed(2) ?? '–'} tx/req (non-2xx ${figures.non2xx}, errors ${figures.errors})`,
  )
}
/** Writes `config` as a file and starts the CLI on it; stopped at the end. */
const serve = async (name, config, port, databaseUrl) => {
  const file = path.join(folder, `${name}.json`)
  writeFileSync(file, JSON.stringify(config))
  const server = await startServer(file, port, databaseUrl)
  stops.push(server.stop)
  return server
}
/** The label parts of BENCH_SERVER_ROUTES; empty: every route. */
const only = (process.env.BENCH_SERVER_ROUTES ?? '').split(',').filter(Boolean)
const chosen = (route) => !only.length || only.some((part) => route.label.includes(part))
/** Every route (or the chosen) on one server; the name's registration and sign-ins first. */
const measureAll = async (name, server, world, transactions) => {
  await registerName(server.url)
  const routes = routesOf(world.tokens, await signIns(server.url)).filter(chosen)
  for (const route of routes) {
    const figures = await measure(server.url, route, { pids: [server.pid], transactions })
    log(name, figures)
    results[name].push(figures)
  }
}
let floorBytes = 0
const measureFloor = async () => {
  const floor = await startFloor(await findFreePort(), floorBytes)
  const route = {
    label: `bare Hono (${floorBytes} B JSON)`,
    path: '/floor',
    check: (body) => typeof body.data === 'string',
  }
  const figures = await measure(floor.url, route, { pids: [floor.pid] })
  log('floor', figures)
  results.floor.push(figures)
  await floor.stop()
}

const world = await startWorld(folder)
stops.push(world.stop)
const admin = new pg.Pool({ connectionString: world.postgres.url, max: 2 })
// Its idle connections end when the cluster stops: not an error of the run.
admin.on('error', () => undefined)
try {
  // PGlite: the floor's body is the size of this server's directory page.
  let port = await findFreePort()
  let server = await serve('pglite', world.config(`http://127.0.0.1:${port}`), port, '')
  floorBytes = (
    await (await fetch(`${server.url}/directory?page=1&entries=40&projectId=bench`)).text()
  ).length
  await measureFloor()
  await measureAll('pglite', server, world)
  await server.stop()
  // PostgreSQL: a database of its own.
  const single = await world.postgres.createDatabase('bench_single')
  port = await findFreePort()
  server = await serve('postgres', world.config(`http://127.0.0.1:${port}`), port, single)
  await measureAll('postgres', server, world, transactionCounter(admin, 'bench_single'))
  await server.stop()
  // Two replicas on one database behind haproxy: the visitor's cheapest and busiest routes
  // (not when only some routes are measured).
  if (!only.length) {
    const shared = await world.postgres.createDatabase('bench_replicas')
    const ports = [await findFreePort(), await findFreePort()]
    const placeholder = await startLoadBalancer({
      backends: ports.map((p) => `http://127.0.0.1:${p}`),
    })
    const config = world.config(placeholder.url)
    const replicas = []
    for (const [index, replicaPort] of ports.entries())
      replicas.push(await serve(`replica${index}`, config, replicaPort, shared))
    stops.push(placeholder.stop)
    // Each replica's directory index is built on its own first request: before the measurement.
    for (const replica of replicas)
      await fetch(`${replica.url}/directory?page=1&entries=40&projectId=bench`).then((answer) =>
        answer.text(),
      )
    const routes = routesOf(world.tokens, [])
    const transactions = transactionCounter(admin, 'bench_replicas')
    for (const prefix of ['`GET /health`', '`GET /directory?page', '`GET /balance`', '`POST /e`']) {
      const route = routes.find((candidate) => candidate.label.startsWith(prefix))
      const figures = await measure(placeholder.url, route, {
        pids: replicas.map((replica) => replica.pid),
        transactions,
      })
      log('replicas', figures)
      results.replicas.push(figures)
    }
  }
  // The floor again, last: the machine's drift over the run.
  await measureFloor()
} finally {
  await admin.end()
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  rmSync(folder, { recursive: true, force: true })
}

if (only.length) process.exit(0)
const floorRps = results.floor.reduce((sum, row) => sum + row.rps, 0) / results.floor.length
const cpus = os.cpus()
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
writeFileSync(
  path.join(ROOT, 'bench/results/server-load.json'),
  JSON.stringify({ at: new Date().toISOString(), machine, load, floorRps, ...results }, null, 2),
)
const body = `## Server load (\`npm run bench:server\`)

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine}; 1-min load average ${load.map((value) => value.toFixed(1)).join(' → ')} (before the first route, then after each).

@gangway/server as built, its CLI as its own process on 127.0.0.1, request log on (info, a JSON line per request, to /dev/null); one anvil chain (eip155:31337) with Multicall3, three ERC-20s, an ERC-721 collection and a Uniswap V2 DEX; ${LISTINGS.toLocaleString('en')} directory listings; a local SMTP mailbox. autocannon in the bench process on the same machine (it shares the 2 cores with the server), ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per route, Origin of the configured project, rate limits raised (one client sends everything). Latencies are autocannon's (ms, whole request). **The floor**: bare Hono on @hono/node-server answering a fixed ${floorBytes}-byte JSON body (the directory page's size), same settings, measured first and last (${results.floor.map((row) => row.rps).join(' and ')} req/s; × floor uses their mean, ${Math.round(floorRps)}). **CPU ms/req**: user + system CPU time of the server process(es) during the measured run (/proc), per request; the bench's own CPU (autocannon, the SMTP mailbox) is not in it. **DB tx/req**: transactions PostgreSQL committed in the server's database per request (pg_stat_database; each statement outside a transaction is one); PGlite runs the same statements.

### PGlite (embedded, in memory)

${routeTable(results.pglite, floorRps)}

### PostgreSQL (Debian's, on the same machine)

${routeTable(results.postgres, floorRps)}

### Two replicas on one PostgreSQL database behind haproxy (round-robin)

${routeTable(results.replicas, floorRps)}

### Targets (issue 39)

${targetTable({ floorRps, pglite: results.pglite, postgres: results.postgres, replicas: results.replicas })}`
if (process.argv.includes('--no-write')) console.log(`\n${body}`)
else {
  replaceSection('server-load', body)
  console.log('bench:server: wrote the server-load section of bench/RESULTS.md')
}
