/**
 * `promise`, or a rejection with `onTimeout()` once `ms` have passed without an answer (or at
 * once when `signal` aborts). The timer is cleared either way, so nothing is left running.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => Error,
  signal?: AbortSignal,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let onAbort: (() => void) | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms)
    if (signal) {
      onAbort = () => reject(signal.reason ?? onTimeout())
      if (signal.aborted) onAbort()
      else signal.addEventListener('abort', onAbort, { once: true })
    }
  })
  return Promise.race([promise, limit]).finally(() => {
    clearTimeout(timer)
    if (onAbort) signal?.removeEventListener('abort', onAbort)
  })
}
