import { withTimeout } from './withTimeout.js'

// Imported only by the account-data modules the kit loads on demand (the portfolio sync, the
// activity and NFT readers): the first load carries none of it. The timer itself is the kit's
// one time limit, `withTimeout`; this adds the signal that cancels what timed out.

/**
 * Runs `run` with a signal that aborts after `timeoutMs` (or when `signal` does), and rejects
 * once the time is up even if `run` ignores its signal (a host's source, a wallet that never
 * answers). The timer is cleared as soon as `run` settles.
 */
export function withTimeLimit<T>(
  timeoutMs: number,
  run: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController()
  const follow = () => controller.abort(signal?.reason)
  if (signal?.aborted) follow()
  else signal?.addEventListener('abort', follow, { once: true })
  // A `run` that throws at once rejects like one that fails later.
  const answer = new Promise<T>((resolve) => resolve(run(controller.signal)))
  const timeUp = () => {
    const error = new Error(`No answer within ${timeoutMs} ms`)
    controller.abort(error)
    return error
  }
  return withTimeout(answer, timeoutMs, timeUp, signal).finally(() =>
    signal?.removeEventListener('abort', follow),
  )
}
