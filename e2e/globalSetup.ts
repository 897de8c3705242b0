import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import type { DemoRuntimeConfig } from '../apps/demo/scripts/chains.mjs'
import { startDemoChains } from '../apps/demo/scripts/chains.mjs'
import { freePort, serveStatic } from './support/staticServer.js'

export interface DemoRun {
  /** The built demo app, served on 127.0.0.1. */
  url: string
  /** A second port the demo's server accepts as the app's (a copy served with a strict CSP). */
  cspPort: number
  config: DemoRuntimeConfig
}

declare module 'vitest' {
  export interface ProvidedContext {
    demo: DemoRun
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

/** Starts the demo's anvil chains, builds the demo against them, serves it. */
export default async function setup(project: TestProject) {
  mkdirSync(repo('e2e/artifacts/screens'), { recursive: true })
  ensurePackagesBuilt()
  // The app's origins first: the server answers them only (its embedded wallet needs a list).
  // The second is the strict-CSP copy of hostile.e2e.test.ts.
  const [port, cspPort] = [await freePort(), await freePort()]
  const chains = await startDemoChains({
    usePreferredPorts: false,
    appOrigins: [`http://127.0.0.1:${port}`, `http://127.0.0.1:${cspPort}`],
  })
  try {
    process.env.GANGWAY_DEMO_CONFIG = JSON.stringify(chains.config)
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      const { build } = await import('vite')
      await build({
        configFile: repo('apps/demo/vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { sourcemap: false },
      })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
    const server = await serveStatic(repo('apps/demo/dist'), { port })
    project.provide('demo', { url: server.url, cspPort, config: chains.config })
    return async () => {
      await server.close()
      await chains.stop()
    }
  } catch (error) {
    await chains.stop()
    throw error
  }
}
