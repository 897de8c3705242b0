import { type ChildProcess, spawn } from 'node:child_process'
import { watchdogCommand, watchdogSupported } from './watchdog.js'

const STOP_GRACE_MS = 3_000
const STDERR_KEPT = 4_000

export interface WatchedProcessOptions {
  /** Each chunk of the process's stdout (it is always drained, so the pipe never fills up). */
  onStdout?: (chunk: string) => void
  env?: NodeJS.ProcessEnv
}

/** A child process that cannot outlive this one (see watchdog.ts). */
export interface WatchedProcess {
  /** Resolves with the exit code (null: killed by a signal, or it could not start). */
  exited: Promise<number | null>
  /** Whether it has exited. */
  hasExited(): boolean
  /** The last 4,000 characters it wrote to stderr (and a spawn error's text). */
  stderr(): string
  /** SIGTERM, then SIGKILL after 3 s; resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Spawns `binary args` under the watchdog (where there is one): killed on `stop()` and, should a
 * caller forget that, when this process ends — even by SIGKILL. Neither the child nor its pipes
 * keep this process alive. Used by the local chains and services this package starts.
 */
export function spawnWatched(
  binary: string,
  args: readonly string[],
  options: WatchedProcessOptions = {},
): WatchedProcess {
  const useWatchdog = watchdogSupported()
  const command = useWatchdog ? watchdogCommand(binary, args) : { command: binary, args: [...args] }
  const child = spawn(command.command, command.args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(options.env && { env: options.env }),
  })
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => options.onStdout?.(chunk))
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT)
  })
  let exitedYet = false
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', (error) => {
      stderr += String(error)
      resolve(null)
    })
  }).finally(() => {
    exitedYet = true
  })
  child.stdin?.on('error', () => {}) // EPIPE once the watchdog is gone
  // A normal exit of this process (also what kills the child where there is no watchdog).
  const killOnExit = () => {
    child.stdin?.destroy()
    if (!useWatchdog) child.kill('SIGKILL')
  }
  process.on('exit', killOnExit)
  child.unref()
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    ;(stream as unknown as { unref?: () => void } | null)?.unref?.()
  }
  return {
    exited,
    hasExited: () => exitedYet,
    stderr: () => stderr,
    async stop() {
      process.off('exit', killOnExit)
      await stopChild(child, exited, useWatchdog)
    },
  }
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<unknown>,
  useWatchdog: boolean,
): Promise<void> {
  // Closing stdin releases the watchdog (and its helper), even if the child already exited.
  child.stdin?.destroy()
  if (child.exitCode !== null || child.signalCode !== null) return
  // The watchdog sends SIGTERM itself on EOF, then SIGKILL after 2 s.
  if (!useWatchdog) child.kill('SIGTERM')
  let timer: ReturnType<typeof setTimeout> | undefined
  const forced = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve()
    }, STOP_GRACE_MS)
  })
  await Promise.race([exited, forced])
  clearTimeout(timer)
  await exited
}
