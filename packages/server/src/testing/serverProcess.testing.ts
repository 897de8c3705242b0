import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const SERVER = fileURLToPath(new URL('../..', import.meta.url))
const PACKAGES = join(SERVER, '..')

/**
 * `@gangway/*` from the monorepo's sources (no build needed), every other package left to Node
 * (resolved from packages/server, as the published CLI's dependencies would be).
 */
const sources: Plugin = {
  name: 'gangway-sources',
  setup(builder) {
    builder.onResolve({ filter: /^@gangway\/[\w-]+(\/[\w-]+)?$/ }, ({ path }) => {
      const [, pkg = '', entry = 'index'] = /^@gangway\/([\w-]+)(?:\/([\w-]+))?$/.exec(path) ?? []
      return { path: join(PACKAGES, pkg, 'src', `${entry}.ts`) }
    })
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@gangway/') ? undefined : { path, external: true },
    )
  },
}

export interface ServerCli {
  /** Folder of the bundle (inside packages/server/node_modules/.cache); removed by `remove()`. */
  dir: string
  /** The entry to run with node: the CLI, ending when its stdin closes (the test process died). */
  entry: string
  remove(): void
}

/**
 * The server's CLI (`src/cli.ts`, the `gangway-server` bin) bundled from source with esbuild,
 * so tests run real server processes without `npm run build`.
 */
export async function bundleServerCli(): Promise<ServerCli> {
  const cache = join(SERVER, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'gangway-server-cli-'))
  await build({
    entryPoints: [join(SERVER, 'src', 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: join(dir, 'cli.mjs'),
    plugins: [sources],
    logLevel: 'silent',
  })
  const entry = join(dir, 'entry.mjs')
  // The server never outlives the test process: its stdin (a pipe from us) ends when we do.
  writeFileSync(
    entry,
    "process.stdin.on('end', () => process.exit(1)).on('error', () => process.exit(1)).resume()\nawait import('./cli.mjs')\n",
  )
  return { dir, entry, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export interface ServerProcess {
  child: ChildProcess
  /** The URL it listens at (from its `listening` log line). */
  url: string
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[]
  /** Resolves with the exit code (null: killed by a signal). */
  exited: Promise<number | null>
}

/**
 * Starts `node <entry> --config <file> --port 0` and resolves once it logs `listening`
 * (`timeoutMs`, default 60 s); rejects with its output if it exits first.
 */
export function startServerProcess(
  cli: ServerCli,
  configFile: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [cli.entry, '--config', configFile, '--port', '0', '--host', '127.0.0.1'],
    { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  )
  const logs: Record<string, unknown>[] = []
  let output = ''
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', (error) => {
      output += String(error)
      resolve(null)
    })
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server process did not listen within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    let pending = ''
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      output = (output + chunk).slice(-8_000)
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.trim()) continue
        try {
          const entry = JSON.parse(line) as Record<string, unknown>
          logs.push(entry)
          if (entry.message === 'listening') {
            clearTimeout(timer)
            resolve({ child, url: String(entry.url), logs, exited })
          }
        } catch {
          // Not a log line.
        }
      }
    })
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      output = (output + chunk).slice(-8_000)
    })
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server process exited (code ${code}) before listening:\n${output}`))
    })
  })
}
