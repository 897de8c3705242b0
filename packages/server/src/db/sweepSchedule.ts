/**
 * When a process runs a sweep (one DELETE of the rows kept past their time), never on every
 * request: `due(at)` is true on the first call, then once `everyMs` have passed since the last
 * sweep it allowed (or the clock went back), and false in between.
 */
export function sweepSchedule(everyMs: number): (at: number) => boolean {
  let last: number | undefined
  return (at) => {
    if (last !== undefined && at >= last && at - last < everyMs) return false
    last = at
    return true
  }
}
