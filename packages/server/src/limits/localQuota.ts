import { sweepSchedule } from '../db/sweepSchedule.js'
import type { Quota, QuotaOptions } from './quota.js'

/**
 * The same windowed counter kept in this process only: what a replica falls back to while its
 * database does not answer (each replica then limits on its own, N replicas → N × limit, instead
 * of refusing every request or none). Windows of idle keys are dropped about once per window.
 */
export function createLocalQuota(options: Omit<QuotaOptions, 'name'>): Quota {
  const { limit, windowMs } = options
  const now = options.now ?? Date.now
  const windows = new Map<string, { end: number; count: number }>()
  const sweepDue = sweepSchedule(windowMs, now())
  return {
    async take(key, amount = 1) {
      const at = now()
      if (sweepDue(at)) {
        for (const [known, window] of windows) if (window.end <= at) windows.delete(known)
      }
      let window = windows.get(key)
      if (!window || window.end <= at) {
        window = { end: at + windowMs, count: 0 }
        windows.set(key, window)
      }
      if (window.count + amount > limit)
        return { allowed: false, retryAfterMs: window.end - at, count: window.count }
      window.count += amount
      return { allowed: true, retryAfterMs: 0, count: window.count }
    },
  }
}

/**
 * `quota`, or, for a take the database fails (it is down, a connection broke), the local
 * counter: the failure is reported once per outage (`onError`), not once per request.
 */
export function withLocalFallback(
  quota: Quota,
  options: Omit<QuotaOptions, 'name'>,
  onError: (error: unknown) => void,
): Quota {
  const local = createLocalQuota(options)
  let failing = false
  return {
    async take(key, amount) {
      try {
        const taken = await quota.take(key, amount)
        failing = false
        return taken
      } catch (error) {
        if (!failing) onError(error)
        failing = true
        return local.take(key, amount)
      }
    },
  }
}
