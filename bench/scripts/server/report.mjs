// The server-load section of bench/RESULTS.md, from one run's figures: a table per database with
// each route's ratio to the floor, the replicas behind haproxy, and the issue's targets.

const fixed = (value, digits = 1) => (value === undefined ? '–' : value.toFixed(digits))

/** A route table: req/s, ratio to the floor, latencies, CPU and transactions per request. */
export function routeTable(rows, floorRps) {
  return [
    '| route | req/s | × floor | p50 ms | p99 ms | max ms | CPU ms/req | DB tx/req | requests | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.rps} | ${(r.rps / floorRps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.max} | ${fixed(r.cpuMsPerRequest, 2)} | ${fixed(r.queriesPerRequest, 2)} | ${r.total} | ${r.non2xx} | ${r.errors} |`,
    ),
  ].join('\n')
}

const find = (rows, prefix) => rows.find((row) => row.route.startsWith(prefix))

/** The issue's targets, met or missed, from the two databases' tables. */
export function targetTable({ floorRps, pglite, postgres, replicas }) {
  const lines = []
  const ratio = (label, prefix, at) => {
    for (const [name, rows] of [
      ['PGlite', pglite],
      ['PostgreSQL', postgres],
    ]) {
      const row = find(rows, prefix)
      if (!row) continue
      const value = row.rps / floorRps
      lines.push(
        `| ${label} ≥ ${at}× floor (${name}) | ${value.toFixed(2)}× | ${value >= at ? 'met' : `**missed by ${(at - value).toFixed(2)}×**`} |`,
      )
    }
  }
  ratio('`/health`', '`GET /health`', 0.9)
  ratio('directory page', '`GET /directory?page', 0.6)
  ratio('balances (cached)', '`GET /balance`', 0.5)
  for (const [name, rows] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ]) {
    const worst = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a))
    const over = rows.filter((row) => row.p99 > 25)
    const others = over.filter((row) => row !== worst)
    lines.push(
      `| every route's p99 ≤ 25 ms (${name}) | worst ${worst.p99} ms (${worst.route})${others.length ? `; also over: ${others.map((row) => `${row.route.split(' (')[0]} ${row.p99} ms`).join(', ')}` : ''} | ${worst.p99 <= 25 ? 'met' : `**missed by ${worst.p99 - 25} ms**`} |`,
    )
    const search = find(rows, '`GET /directory?search')
    if (search)
      lines.push(
        `| search over 100,000 listings p99 ≤ 20 ms (${name}) | ${search.p99} ms | ${search.p99 <= 20 ? 'met' : `**missed by ${search.p99 - 20} ms**`} |`,
      )
    const ingest = find(rows, '`POST /e`')
    const at = name === 'PGlite' ? 2_000 : 5_000
    if (ingest)
      lines.push(
        `| analytics ingest ≥ ${at.toLocaleString('en')} events/s (${name}) | ${ingest.rps} events/s | ${ingest.rps >= at ? 'met' : `**missed by ${at - ingest.rps}/s**`} |`,
      )
  }
  if (replicas) {
    const errors = replicas.reduce((sum, row) => sum + row.errors + row.non2xx, 0)
    lines.push(
      `| two replicas behind haproxy: no error | ${errors} errors or non-2xx in ${replicas.reduce((sum, row) => sum + row.total, 0)} requests | ${errors ? '**missed**' : 'met'} |`,
    )
  }
  return ['| target | this run | |', '|---|---|---|', ...lines].join('\n')
}
