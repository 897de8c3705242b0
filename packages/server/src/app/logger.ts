/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const
export type LogLevel = keyof typeof LEVELS

/** Where lines go: anything with Node's `write(text)` (stdout, a file stream). */
export interface LineSink {
  write(text: string): unknown
}

/** The lines waiting for the end of the current turn, per sink; every sink is written at exit. */
const waiting = new Map<LineSink, string[]>()
let exitHooked = false
/** Writes every waiting line now (the process's `exit` hook). */
export const flushLogLines = () => {
  for (const [sink, lines] of waiting) {
    waiting.delete(sink)
    sink.write(`${lines.join('\n')}\n`)
  }
}

/**
 * Writes lines to `sink` once per turn of the event loop: the lines logged while requests are
 * handled go out in one `write` when the turn ends (setImmediate), in order, instead of one system
 * call each. What is waiting is written at once when the process exits (a crash included).
 */
export function batchedLines(sink: LineSink): (line: string) => void {
  return (line) => {
    const lines = waiting.get(sink)
    if (lines) {
      lines.push(line)
      return
    }
    waiting.set(sink, [line])
    if (!exitHooked) {
      exitHooked = true
      process.on('exit', flushLogLines)
    }
    setImmediate(() => {
      const batch = waiting.get(sink)
      if (!batch) return
      waiting.delete(sink)
      sink.write(`${batch.join('\n')}\n`)
    })
  }
}

const toStdout = batchedLines(process.stdout)

/** The time of the last line, and its ISO 8601 text (a busy server logs many a millisecond). */
let lastMs = Number.NaN
let lastIso = ''
const isoNow = () => {
  const ms = Date.now()
  if (ms !== lastMs) {
    lastMs = ms
    lastIso = new Date(ms).toISOString()
  }
  return lastIso
}

/**
 * One line, `{"time","level","message",...fields}`, built without copying `fields` into a new
 * object (the request log writes one per request).
 */
function logLine(level: string, message: string, fields: Record<string, unknown>): string {
  const head = `{"time":"${isoNow()}","level":"${level}","message":${JSON.stringify(message)}`
  const rest = JSON.stringify(fields)
  return rest === '{}' ? `${head}}` : `${head},${rest.slice(1)}`
}

/**
 * A logger at `level`. By default info and warn lines go to stdout in one write per turn of the
 * event loop (batchedLines); errors go to stderr at once.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string, level: Exclude<LogLevel, 'silent'>) => void = (line, at) =>
    at === 'error' ? process.stderr.write(`${line}\n`) : toStdout(line),
): Logger {
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[name] < LEVELS[level]) return
      write(logLine(name, message, fields), name)
    }
  return { info: at('info'), warn: at('warn'), error: at('error') }
}
