import type { QuotaTake } from './quota.js'

/** What the database granted: units taken for this process, the window's count after, its end. */
export interface Lease {
  granted: number
  /** The window's count in the database after the grant (the granted units are the last ones). */
  count: number
  windowEnd: number
}

/**
 * Takes from the shared count up to `want` units for this process, or none when fewer than
 * `need` are left (`need` ≤ `want`): one statement.
 */
export type TakeLease = (key: string, want: number, need: number) => Promise<Lease>

export interface LeasedTakesOptions {
  limit: number
  windowMs: number
  /** Units asked for at least per lease (1: only what the waiting takes need). */
  lease: number
  now: () => number
}

interface Waiting {
  amount: number
  done: (take: QuotaTake) => void
  failed: (error: unknown) => void
}

/** One key's state in this process. */
interface Share {
  key: string
  /** The window the leased units belong to (0: none known yet). */
  windowEnd: number
  /** Leased units not yet handed out, as ranges of the window's unit numbers. */
  units: { next: number; last: number }[]
  remaining: number
  /** At most this many units are left in the database (it only goes down within a window). */
  leftInDatabase: number
  /** The database's count at the last lease. */
  count: number
  /** Takes waiting, in arrival order; a lease is in flight while the list is not empty. */
  queue: Waiting[]
}

/** Keys remembered at most; past it the idle ones are forgotten (costs units, never exactness). */
const MAX_SHARES = 50_000

/**
 * A quota's takes answered from a share of the key's window leased from the database: a lease
 * takes `lease` units (or what the waiting takes need, if more) in one statement, and later takes
 * of the key in this process are answered from it with no round trip until it runs out or the
 * window ends. The database's count includes every leased unit, so the replicas together never
 * pass more than the limit; the price is under-admission: units one replica leased and did not
 * use are not available to the others (at most `lease` units per replica and key; a replica that
 * stops loses its unused units for the rest of the window). Takes of one key that arrive while a
 * lease is in flight wait for it and are then answered in arrival order, each as if it had come
 * alone: one that does not fit what is left is refused and takes nothing, so a smaller one after
 * it may still pass. A take that needs more than the database can still have is refused here.
 */
export function leasedTakes(takeLease: TakeLease, options: LeasedTakesOptions) {
  const { limit, windowMs, lease, now } = options
  const shares = new Map<string, Share>()

  const fresh = (key: string): Share => ({
    key,
    windowEnd: 0,
    units: [],
    remaining: 0,
    leftInDatabase: limit,
    count: 0,
    queue: [],
  })

  /** The share's window ended: its units and what was known of the database go with it. */
  const renew = (share: Share, at: number) => {
    if (share.windowEnd > at) return
    share.units = []
    share.remaining = 0
    share.leftInDatabase = limit
  }

  /** Hands out `amount` leased units: the answer carries the last one's number. */
  const consume = (share: Share, amount: number): QuotaTake => {
    share.remaining -= amount
    let left = amount
    let count = 0
    while (left > 0) {
      const range = share.units[0] as { next: number; last: number }
      const used = Math.min(left, range.last - range.next + 1)
      range.next += used
      count = range.next - 1
      left -= used
      if (range.next > range.last) share.units.shift()
    }
    return { allowed: true, retryAfterMs: 0, count }
  }

  const refused = (share: Share, at: number): QuotaTake => ({
    allowed: false,
    retryAfterMs: share.windowEnd > at ? share.windowEnd - at : windowMs,
    count: share.count,
  })

  /** Answers what this process can answer alone: from the share, or a refusal it knows. */
  const answerLocally = (share: Share, amount: number, at: number): QuotaTake | undefined => {
    renew(share, at)
    if (share.remaining >= amount) return consume(share, amount)
    if (amount > share.remaining + share.leftInDatabase) return refused(share, at)
    return undefined
  }

  /** Leases for the waiting takes and answers them in order until none is left. */
  const serve = async (share: Share) => {
    while (share.queue.length) {
      const first = share.queue[0] as Waiting
      const at = now()
      const local = answerLocally(share, first.amount, at)
      if (local) {
        share.queue.shift()
        first.done(local)
        continue
      }
      const waitingTotal = share.queue.reduce((sum, one) => sum + one.amount, 0)
      const need = first.amount - share.remaining
      const want = Math.min(
        Math.max(lease, waitingTotal - share.remaining, need),
        share.leftInDatabase,
      )
      let granted: Lease
      try {
        granted = await takeLease(share.key, want, need)
      } catch (error) {
        for (const one of share.queue.splice(0)) one.failed(error)
        return
      }
      if (granted.windowEnd !== share.windowEnd) {
        // Another window than the units held: those ended with theirs.
        share.units = []
        share.remaining = 0
      }
      share.windowEnd = granted.windowEnd
      share.count = granted.count
      share.leftInDatabase = limit - granted.count
      if (granted.granted > 0) {
        share.units.push({ next: granted.count - granted.granted + 1, last: granted.count })
        share.remaining += granted.granted
      }
      const answer = answerLocally(share, first.amount, now()) ?? refused(share, now())
      share.queue.shift()
      first.done(answer)
    }
  }

  /** Forgets idle shares whose window ended; if still too many, every idle one. */
  const forget = (at: number) => {
    for (const [key, share] of shares)
      if (!share.queue.length && share.windowEnd <= at) shares.delete(key)
    if (shares.size < MAX_SHARES) return
    for (const [key, share] of shares) if (!share.queue.length) shares.delete(key)
  }
  let nextForget = now() + windowMs

  return {
    take(key: string, amount: number): Promise<QuotaTake> {
      const at = now()
      if (at >= nextForget || shares.size >= MAX_SHARES) {
        nextForget = at + windowMs
        forget(at)
      }
      let share = shares.get(key)
      if (!share) {
        share = fresh(key)
        shares.set(key, share)
      }
      if (!share.queue.length) {
        const local = answerLocally(share, amount, at)
        if (local) return Promise.resolve(local)
      }
      const waiting = share
      return new Promise<QuotaTake>((done, failed) => {
        waiting.queue.push({ amount, done, failed })
        if (waiting.queue.length === 1) void serve(waiting)
      })
    },
  }
}
