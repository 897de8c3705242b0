import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import type { DemoRuntimeConfig } from '../apps/demo/scripts/chains.mjs'
import { startDemoChains } from '../apps/demo/scripts/chains.mjs'
import { E2E_WORKERS, SMART_ACCOUNT_CHAIN_INDEX } from './support/lanes.js'
import { freePort, serveStatic, withDemoConfig } from './support/staticServer.js'

/**
 * One lane of the browser suite: the demo's whole world (two anvil chains with their tokens,
 * NFTs and DEX, the Solana and TON nodes, the WalletConnect relay, the server with its own
 * database, the SMTP mailbox, the OpenID Connect provider, the on-ramp) and the demo app served
 * with its configuration. Each vitest worker has a lane of its own, so files running side by side
 * never share an account, a nonce, a pool's reserves or a database row.
 */
export interface DemoRun {
  /** The built demo app, served on 127.0.0.1. */
  url: string
  /** A second port the demo's server accepts as the app's (a copy served with a strict CSP). */
  cspPort: number
  /** Where the build of the demo is (the strict-CSP copy serves it, with this lane's config). */
  dist: string
  config: DemoRuntimeConfig
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The lanes, one per worker (`VITEST_POOL_ID` n uses lane n − 1): see support/lanes.ts. */
    demoLanes: DemoRun[]
  }
}

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** The demo bundles the packages' dist; build them when a fresh clone has none yet. */
function ensurePackagesBuilt(): void {
  const needed = [
    'core',
    'react',
    'adapter-wagmi',
    'adapter-ethers',
    'adapter-solana',
    'adapter-ton',
    'testing',
  ]
  if (needed.every((name) => existsSync(repo(`packages/${name}/dist/index.js`)))) return
  console.log('e2e: building the packages (npm run build)')
  const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repo(''), stdio: 'inherit' })
  if (run.status !== 0) throw new Error('e2e: `npm run build` failed')
}

type Chains = Awaited<ReturnType<typeof startDemoChains>>

/** Starts a lane's chains and servers; the app's origins first (the embedded wallet needs them). */
async function startLane(
  index: number,
): Promise<{ chains: Chains; port: number; cspPort: number }> {
  // The second origin is the strict-CSP copy of hostile.e2e.test.ts.
  const [port, cspPort] = [await freePort(), await freePort()]
  const chains = await startDemoChains({
    usePreferredPorts: false,
    appOrigins: [`http://127.0.0.1:${port}`, `http://127.0.0.1:${cspPort}`],
    // One bundler for the suite (alto: ~6 s of module loading on this machine): the first lane's
    // second chain (Anvil Two), where the embedded wallet's smart account is; the files that
    // need it use that lane (support/harness.ts smartAccountLane). Elsewhere the embedded
    // wallet's account is its EOA. The ERC-4337 contracts are on every chain.
    bundlers: index === 0 ? [SMART_ACCOUNT_CHAIN_INDEX] : false,
  })
  return { chains, port, cspPort }
}

/**
 * Builds the demo app into `outDir`. The build bakes in no lane's configuration (the app's
 * fallback, see apps/demo/vite.config.ts): each lane's server writes its own into the page
 * (support/staticServer.ts, `withDemoConfig`), so the build runs while the lanes start.
 */
async function buildDemo(outDir: string): Promise<void> {
  // In a process of its own: the build needs NODE_ENV=production (vitest sets 'test', with which
  // Vite bundles React's development JSX runtime), and the lanes starting in this process
  // meanwhile must not see it (a lane's server then demanded GANGWAY_ENCRYPTION_KEY). It also
  // gives the build the core the lanes' start leaves.
  const { GANGWAY_DEMO_CONFIG: _baked, ...env } = process.env
  const vite = spawn(
    process.execPath,
    [
      repo('node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      repo('apps/demo/vite.config.ts'),
      '--mode',
      'production',
      '--logLevel',
      'warn',
      '--sourcemap',
      'false',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: repo(''), env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' },
  )
  const code = await new Promise<number | null>((resolve, reject) => {
    vite.once('error', reject)
    vite.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`e2e: building the demo failed (vite exited with ${code})`)
}

/** Starts one lane per worker (in parallel) while it builds the demo once; serves it per lane. */
export default async function setup(project: TestProject) {
  mkdirSync(repo('e2e/artifacts/screens'), { recursive: true })
  ensurePackagesBuilt()
  const started = performance.now()
  const builds = join(tmpdir(), `gangway-e2e-${process.pid}`)
  const dist = join(builds, 'demo')
  const [lanes, built] = await Promise.all([
    Promise.allSettled(Array.from({ length: E2E_WORKERS }, (_, index) => startLane(index))),
    buildDemo(dist).then(
      () => undefined,
      (error: unknown) => error,
    ),
  ])
  const stops: (() => Promise<unknown>)[] = []
  for (const lane of lanes) if (lane.status === 'fulfilled') stops.push(lane.value.chains.stop)
  const stopAll = async () => {
    await Promise.allSettled(stops.map((stop) => stop()))
    rmSync(builds, { recursive: true, force: true })
  }
  try {
    const failed = lanes.find((lane) => lane.status === 'rejected')
    if (failed) throw failed.reason
    if (built) throw built
    const runs: DemoRun[] = []
    for (const lane of lanes) {
      if (lane.status !== 'fulfilled') continue
      const { chains, port, cspPort } = lane.value
      const server = await serveStatic(dist, { port, html: withDemoConfig(chains.config) })
      stops.push(() => server.close())
      runs.push({ url: server.url, cspPort, dist, config: chains.config })
    }
    console.log(
      `e2e: ${runs.length} lane(s) up and built in ${Math.round(performance.now() - started)} ms`,
    )
    project.provide('demoLanes', runs)
    return stopAll
  } catch (error) {
    await stopAll()
    throw error
  }
}
