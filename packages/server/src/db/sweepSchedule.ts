/**
 * When a process runs a sweep (one DELETE of the rows kept past their time; a quota kept in
 * memory drops its ended windows the same way), never on every request: `due(at)` is true on
 * the first call, then once `everyMs` have passed since the last sweep it allowed (or the clock
 * went back), and false in between. With `startedAt`, as if a sweep ran then: the first is due
 * `everyMs` later (a process that has just started has little to sweep).
 */
export function sweepSchedule(everyMs: number, startedAt?: number): (at: number) => boolean {
  let last = startedAt
  return (at) => {
    if (last !== undefined && at >= last && at - last < everyMs) return false
    last = at
    return true
  }
}
