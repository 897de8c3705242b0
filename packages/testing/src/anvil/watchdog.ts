/**
 * A POSIX sh wrapper that runs a command and kills it as soon as its own stdin reaches EOF.
 * The parent holds the only write end of that stdin pipe, and the kernel closes it whenever the
 * parent dies — normal exit, an uncaught error, SIGTERM or SIGKILL (e.g. a vitest worker torn
 * down) — so the wrapped command can never outlive the test process. Ending stdin on purpose is
 * also how `stop()` shuts the command down: SIGTERM first, SIGKILL after 2 s.
 */
const WATCHDOG_SCRIPT = [
  'exec 3<&0',
  '"$0" "$@" &',
  'child=$!',
  '(',
  '  read -r _ <&3',
  '  kill "$child" 2>/dev/null',
  '  i=0',
  '  while [ "$i" -lt 20 ] && kill -0 "$child" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done',
  '  kill -9 "$child" 2>/dev/null',
  ') &',
  'wait "$child"',
].join('\n')

/** Whether the watchdog can be used here (everywhere but Windows). */
export const watchdogSupported = (platform: string = process.platform) => platform !== 'win32'

/** Command and arguments that run `binary args` under the watchdog. */
export function watchdogCommand(
  binary: string,
  args: readonly string[],
): { command: string; args: string[] } {
  return { command: '/bin/sh', args: ['-c', WATCHDOG_SCRIPT, binary, ...args] }
}
