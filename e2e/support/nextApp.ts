import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { freePort } from './staticServer.js'

/** The Next.js App Router host (examples/next). */
export const NEXT_APP_DIR = fileURLToPath(new URL('../../examples/next/', import.meta.url))
const NEXT_BIN = createRequire(`${NEXT_APP_DIR}package.json`).resolve('next/dist/bin/next')
/** No telemetry, from the build or the server. */
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

export interface NextApp {
  url: string
  /** What the server printed (for a failing test's message). */
  output(): string
  stop(): Promise<void>
}

/** `next build` of the example, unless `npm test` (or an earlier run) already built it. */
export function ensureNextBuilt(): void {
  if (existsSync(`${NEXT_APP_DIR}.next/BUILD_ID`)) return
  console.log('e2e: building examples/next (next build)')
  const run = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: NEXT_APP_DIR,
    env: ENV,
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error('e2e: `next build` of examples/next failed')
}

/** `next start` of the built example on a free port of 127.0.0.1, once it answers. */
export async function startNextApp(): Promise<NextApp> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  let output = ''
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: NEXT_APP_DIR, env: ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next start did not answer on ${url}:\n${output}`)
}
