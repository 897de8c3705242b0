// `npm run bench:server`: load figures of @gangway/server as built (packages/server/dist, built
// here when missing or older than its sources). The server runs as its own process (the
// `gangway-server` CLI, request log on) on 127.0.0.1 with the embedded database (PGlite, in
// memory) and one anvil chain (Multicall3 and three test ERC-20s deployed); autocannon drives each
// route with 10 connections for 10 s (after a 2 s warm-up) and reports requests per second and
// latency. Loopback only; stops by itself (≈ 2 min). Writes the `server-load` section of
// bench/RESULTS.md (`--no-write`: print only). BENCH_SERVER_SECONDS (10), BENCH_SERVER_CONNECTIONS
// (10).
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
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
import autocannon from 'autocannon'
import { replaceSection } from './resultsFile.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_SERVER_CONNECTIONS ?? 10)
const WARMUP_SECONDS = 2
const LISTINGS = 1_000
const ORIGIN = 'https://app.example'
const CHAIN = 'eip155:31337'
// The account anvil funds first ("test test ... junk").
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

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

/** A listings file of LISTINGS wallets, half EVM and half Solana, one with an image. */
function writeFixtures(folder) {
  const images = path.join(folder, 'images')
  mkdirSync(images)
  writeFileSync(
    path.join(images, 'wallet-0.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
  )
  const listings = Array.from({ length: LISTINGS }, (_, index) => ({
    id: `wallet-${index}`,
    name: `Wallet ${index}`,
    homepage: `https://wallet${index}.example`,
    chains: index % 2 ? ['eip155:1', 'eip155:10'] : ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    rdns: `io.wallet${index}.app`,
    ...(index === 0 && { image_id: 'wallet-0.svg' }),
  }))
  writeFileSync(path.join(folder, 'listings.json'), JSON.stringify({ data: listings }))
}

/**
 * Starts the built CLI on `port`, its log (info: a line per request, as by default) to /dev/null;
 * resolves once `/health` answers (polled: it is another process; 60 s at most).
 */
async function startServer(configFile, port) {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'packages/server/dist/cli.js'),
      '--config',
      configFile,
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
  )
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
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited (code ${exitCode}):\n${output}`)
    const up = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer /health within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

/** Warm-up, then the measured run; the figures of the measured run. */
async function measure(base, route) {
  const options = {
    url: `${base}${route.path}`,
    method: route.method ?? 'GET',
    headers: { origin: ORIGIN, ...(route.body && { 'content-type': 'application/json' }) },
    connections: CONNECTIONS,
    ...(route.body && {
      requests: [{ setupRequest: (request) => ({ ...request, body: route.body() }) }],
    }),
  }
  const answer = await fetch(options.url, {
    method: options.method,
    headers: options.headers,
    ...(route.body && { body: route.body() }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = await answer.json()
  if (!answer.ok || !route.check(body))
    throw new Error(`${route.label}: unexpected answer ${answer.status} ${JSON.stringify(body)}`)
  await run({ ...options, duration: WARMUP_SECONDS })
  const result = await run({ ...options, duration: SECONDS })
  return {
    route: route.label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** Each route, with a check of one answer before it is measured (a fast error is no figure). */
const routes = [
  { label: '`GET /health`', path: '/health', check: (body) => body.status === 'ok' },
  {
    label: `\`GET /directory?page=1&entries=40\` (${LISTINGS.toLocaleString('en')} listings)`,
    path: '/directory?page=1&entries=40',
    check: (body) => body.count === LISTINGS && body.data.length === 40,
  },
  {
    label: '`GET /directory?search=wallet 7&chains=eip155:1&page=2&entries=40` (search + filter)',
    path: '/directory?search=wallet%207&chains=eip155:1&page=2&entries=40',
    check: (body) => body.count > 40 && body.data.length > 0,
  },
  {
    label: `\`GET /gas-price?chainId=${CHAIN}\` (eth_feeHistory on anvil)`,
    path: `/gas-price?chainId=${CHAIN}`,
    check: (body) => /^\d+$/.test(body.standard),
  },
  {
    label: `\`GET /balance?address=…&caipNetworkId=${CHAIN}\` (ETH + 3 listed ERC-20s in one Multicall3 call, fixed prices)`,
    path: `/balance?address=${ADDRESS}&caipNetworkId=${CHAIN}`,
    check: (body) => body.balances?.length === 4,
  },
  {
    label: '`POST /e` (analytics event, a new row each, PGlite)',
    path: '/e?projectId=bench',
    method: 'POST',
    body: () =>
      JSON.stringify({
        eventId: randomUUID(),
        url: `${ORIGIN}/`,
        domain: 'app.example',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN' },
      }),
    check: (body) => body.stored === true,
  },
]

ensureBuilt()
const { deployMulticall3, deployTestTokens, startAnvil } = await import('@gangway/testing')
const { findFreePort } = await import('@gangway/testing/tools')
const folder = mkdtempSync(path.join(os.tmpdir(), 'gangway-bench-server-'))
const anvil = await startAnvil({ chainId: 31337 })
let server
const results = []
const load = [os.loadavg()[0]]
try {
  // Multicall3 and USDC, DAI and USDT on anvil, minted to ADDRESS (its first dev account).
  const multicall3 = await deployMulticall3(anvil.rpcUrl)
  const tokens = await deployTestTokens(anvil.rpcUrl)
  writeFixtures(folder)
  const configFile = path.join(folder, 'gangway.config.json')
  writeFileSync(
    configFile,
    JSON.stringify({
      projects: [{ id: 'bench', origins: [ORIGIN] }],
      chains: [
        {
          caipNetworkId: CHAIN,
          rpcUrls: [anvil.rpcUrl],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3,
          tokens: [
            { address: tokens.USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 },
            { address: tokens.DAI, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, price: 1 },
            { address: tokens.USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6, price: 1 },
          ],
        },
      ],
      directory: { listingsFile: 'listings.json', imagesDir: 'images' },
      database: { dataDir: 'memory://' },
      // One client (this script) sends everything: the per-client and per-project limits would
      // answer 429.
      limits: { requestsPerMinute: 1_000_000_000, projectRequestsPerMinute: 1_000_000_000 },
      // And the analytics quotas (bytes per client, events per project).
      analytics: { clientBytesPerMinute: 100_000_000, projectEventsPerDay: 1_000_000_000 },
      log: 'info',
    }),
  )
  server = await startServer(configFile, await findFreePort())
  const base = server.url
  console.log(`bench:server: ${base}, ${CONNECTIONS} connections, ${SECONDS} s per route`)
  for (const route of routes) {
    const figures = await measure(base, route)
    load.push(os.loadavg()[0])
    results.push(figures)
    console.log(
      `${figures.route}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (non-2xx ${figures.non2xx}, errors ${figures.errors})`,
    )
  }
} finally {
  await server?.stop()
  await anvil.stop()
  rmSync(folder, { recursive: true, force: true })
}

const cpus = os.cpus()
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
const table = [
  '| route | req/s | p50 ms | p99 ms | max ms | requests | non-2xx | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.total} | ${r.non2xx} | ${r.errors} |`,
  ),
].join('\n')
const body = `## Server load (\`npm run bench:server\`)

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine}; 1-min load average ${load.map((value) => value.toFixed(1)).join(' → ')} (before the first route, then after each).

@gangway/server as built, its CLI as its own process on 127.0.0.1 with PGlite in memory, one anvil chain (eip155:31337) and its request log on (info, one JSON line per request, to /dev/null); autocannon in the bench process on the same machine (it shares the cores with the server), ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per route, Origin header of the configured project, rate limit raised (one client sends everything). Latencies are autocannon's (ms, whole request). Not a timed test: figures move with the machine's load; compare rows of one run.

${table}

\`/gas-price\` and \`/balance\` read the node on every request (no cache; \`/balance\`: \`eth_getBalance\` plus one Multicall3 \`aggregate3\` \`eth_call\`); core's JSON-RPC transport sends the calls queued in the same turn as one batch, so concurrent requests share round trips to anvil. \`/history\` and \`/nfts\` are not measured here. \`POST /e\` writes a row per request into PGlite (one connection: writes run one after the other).`
if (process.argv.includes('--no-write')) console.log(`\n${body}`)
else {
  replaceSection('server-load', body)
  console.log('bench:server: wrote the server-load section of bench/RESULTS.md')
}
