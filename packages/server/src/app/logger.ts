/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const
export type LogLevel = keyof typeof LEVELS

export function createLogger(
  level: LogLevel,
  write: (line: string, level: Exclude<LogLevel, 'silent'>) => void = (line, at) =>
    (at === 'error' ? process.stderr : process.stdout).write(`${line}\n`),
): Logger {
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[name] < LEVELS[level]) return
      write(
        JSON.stringify({ time: new Date().toISOString(), level: name, message, ...fields }),
        name,
      )
    }
  return { info: at('info'), warn: at('warn'), error: at('error') }
}
