// One route under load: autocannon (10 connections by default), a warm-up, then the measured
// run; with the CPU time the measured processes used and the database transactions PostgreSQL
// committed meanwhile, each per request.
import autocannon from 'autocannon'
import { cpuMs } from './processes.mjs'
import { ORIGIN, PROJECT } from './world.mjs'

export const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 8)
export const CONNECTIONS = Number(process.env.BENCH_SERVER_CONNECTIONS ?? 10)
export const WARMUP_SECONDS = 2

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

/** The route's path: fixed, or made per request; with the project named. */
const pathOf = (route) => {
  const path = typeof route.path === 'function' ? route.path() : route.path
  return `${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT}`
}

/**
 * Committed transactions of database `name` (pg_stat_database, read through `admin`, a pool on
 * another database of the cluster): every statement the server sends outside a transaction is
 * one. A busy backend publishes its counts at most once a second, an idle one within 10 s:
 * read after an 11 s pause, so each count holds every transaction before it.
 */
export function transactionCounter(admin, name) {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    const { rows } = await admin.query(
      'SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = $1',
      [name],
    )
    return Number(rows[0]?.n ?? 0)
  }
}

/**
 * Measures `route` on `base`: one request checked first, then a warm-up and the run (or
 * `route.amount` requests, no warm-up, for routes whose requests are used up). `pids`: the
 * processes whose CPU time is counted; `transactions`: a transactionCounter, or undefined.
 */
export async function measure(base, route, { pids, transactions, connections = CONNECTIONS }) {
  const request = () => ({
    method: route.method ?? 'GET',
    path: pathOf(route),
    headers: {
      origin: route.selfOrigin ? new URL(base).origin : ORIGIN,
      ...(route.body && { 'content-type': 'application/json' }),
      ...route.headers,
    },
    ...(route.body && { body: route.body() }),
  })
  const first = request()
  const answer = await fetch(`${base}${first.path}`, {
    method: first.method,
    headers: first.headers,
    ...(first.body && { body: first.body }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = await answer.json()
  if (!answer.ok || !route.check(body))
    throw new Error(`${route.label}: unexpected answer ${answer.status} ${JSON.stringify(body)}`)
  const options = {
    url: base,
    connections,
    requests: [{ setupRequest: (previous) => ({ ...previous, ...request() }) }],
  }
  if (!route.amount) await run({ ...options, duration: WARMUP_SECONDS })
  const before = { cpu: pids.reduce((sum, pid) => sum + cpuMs(pid), 0), tx: await transactions?.() }
  const result = await run(
    route.amount ? { ...options, amount: route.amount } : { ...options, duration: SECONDS },
  )
  const cpu = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before.cpu
  const tx = transactions ? (await transactions()) - before.tx : undefined
  const total = result.requests.total
  return {
    route: route.label,
    rps: Math.round(total / (result.duration || SECONDS)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: total ? cpu / total : 0,
    queriesPerRequest: tx === undefined || !total ? undefined : tx / total,
  }
}
