/** A timer created while a `TimerTracker` was on, still pending. */
export interface TrackedTimer {
  kind: 'timeout' | 'interval'
  delay: number
  /** Where it was created (the stack at the `setTimeout` / `setInterval` call). */
  stack: string
}

export interface TimerTracker {
  /** Timers created since the tracker started that have neither fired (timeouts) nor been cleared. */
  pending(): TrackedTimer[]
  /** Puts the global timer functions back. */
  stop(): void
}

type TimerHandle = unknown

/** The timer functions as they were before any tracker: for the suite's own waits. */
export const realTimers = {
  setTimeout: globalThis.setTimeout.bind(globalThis),
  clearTimeout: globalThis.clearTimeout.bind(globalThis),
}

/** Waits `ms` on the real clock, unseen by any tracker. */
export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    realTimers.setTimeout(resolve, ms)
  })

/** Node's timers are objects whose primitive value is their id; browsers use numbers. */
const keyOf = (handle: TimerHandle): unknown =>
  handle && typeof handle === 'object' && Symbol.toPrimitive in handle
    ? (handle as { [Symbol.toPrimitive](): number })[Symbol.toPrimitive]()
    : handle

/**
 * This module as stack frames name it: its URL (Node's ESM frames), or its path (a transformed
 * source file). Not a file name: in the published package it is a bundle chunk
 * (`chunk-XXXX.js`), named by the bundler.
 */
const OWN_MODULE = [import.meta.url, decodeURIComponent(new URL(import.meta.url).pathname)]

/**
 * Frames of the tracker itself, of Node's own HTTP client (undici keeps sockets alive) and of
 * built-ins (`new Promise (<anonymous>)`).
 */
const isOwnOrRuntimeFrame = (line: string) =>
  OWN_MODULE.some((own) => line.includes(own)) ||
  line.includes('node:internal') ||
  line.trimEnd().endsWith('(<anonymous>)') ||
  /^Error:?\s*$/.test(line)

/**
 * Wraps `setTimeout`, `setInterval`, `clearTimeout` and `clearInterval` on `globalThis` and
 * keeps every timer created from now on until it fires (timeouts) or is cleared. Timers created
 * only by Node's internals (the built-in fetch's socket timers) are not kept: they belong to
 * the HTTP client, not to the code under test.
 */
export function trackTimers(): TimerTracker {
  const scope = globalThis as unknown as Record<string, (...args: any[]) => any>
  const originals = {
    setTimeout: scope.setTimeout!,
    setInterval: scope.setInterval!,
    clearTimeout: scope.clearTimeout!,
    clearInterval: scope.clearInterval!,
  }
  const live = new Map<unknown, TrackedTimer>()

  const create =
    (kind: TrackedTimer['kind'], original: (...args: any[]) => TimerHandle) =>
    (callback: unknown, delay?: number, ...args: unknown[]) => {
      const stack = new Error().stack ?? ''
      const fromCode = stack.split('\n').some((line) => !isOwnOrRuntimeFrame(line))
      if (typeof callback !== 'function' || !fromCode)
        return original.call(globalThis, callback, delay, ...args)
      let key: unknown
      const run = (...runArgs: unknown[]) => {
        if (kind === 'timeout') live.delete(key)
        return (callback as (...a: unknown[]) => unknown)(...runArgs)
      }
      const handle = original.call(globalThis, run, delay, ...args)
      key = keyOf(handle)
      live.set(key, { kind, delay: Number(delay ?? 0), stack })
      return handle
    }
  const clear = (original: (handle: TimerHandle) => void) => (handle: TimerHandle) => {
    live.delete(keyOf(handle))
    return original.call(globalThis, handle)
  }

  scope.setTimeout = Object.assign(create('timeout', originals.setTimeout), originals.setTimeout)
  scope.setInterval = Object.assign(
    create('interval', originals.setInterval),
    originals.setInterval,
  )
  scope.clearTimeout = clear(originals.clearTimeout)
  scope.clearInterval = clear(originals.clearInterval)

  return {
    pending: () => [...live.values()],
    stop() {
      Object.assign(scope, originals)
      live.clear()
    },
  }
}

/** A pending timer, for a failure message: its kind, delay and first frames of its stack. */
export function describeTimer(timer: TrackedTimer): string {
  const frames = timer.stack
    .split('\n')
    .filter((line) => !isOwnOrRuntimeFrame(line))
    .slice(0, 4)
    .map((line) => line.trim())
  return `${timer.kind} of ${timer.delay} ms, created ${frames.join(' < ')}`
}
