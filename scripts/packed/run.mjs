// Runs a command of the packed-package checks, with a time limit: its output, or an error that
// carries the output and says whether the limit ended it.
import { execFile } from 'node:child_process'

/**
 * Runs `command args` in `cwd`: its standard output (and its standard error after it, with
 * `stderr`); rejects after `limitMs` (the command is killed) or on failure.
 */
export function run(command, args, { cwd, limitMs = 120_000, env, stderr: withStderr } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd,
        encoding: 'utf8',
        timeout: limitMs,
        maxBuffer: 64 * 1024 * 1024,
        env: env ? { ...process.env, ...env } : process.env,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(withStderr ? `${stdout}${stderr}` : stdout)
        const output = `${stdout ?? ''}${stderr ?? ''}`.trim()
        const why = error.killed ? `still running after ${limitMs / 1000} s, stopped` : 'failed'
        reject(new Error(`\`${command} ${args.join(' ')}\` ${why} in ${cwd}:\n${output}`))
      },
    )
  })
}
