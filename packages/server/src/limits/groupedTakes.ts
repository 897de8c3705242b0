import type { QuotaTake } from './quota.js'

type Take = (key: string, amount: number) => Promise<QuotaTake>

interface Waiting {
  amount: number
  done: (take: QuotaTake) => void
  failed: (error: unknown) => void
}

/**
 * `take`, with the takes of one key that arrive while one of its takes is in flight sent as ONE
 * take of their total (one statement, one updated row, whatever the number of requests). When
 * that total is allowed, each of them is (each with its count as if they had come in turn); when
 * it is refused and more than one waited, each is taken again on its own, in arrival order, so
 * exactly those that fit pass, as if they had come one by one. Keys are independent.
 */
export function groupTakes(take: Take): Take {
  /** Per key in flight: the takes waiting for the next one (an empty list: none yet). */
  const waiting = new Map<string, Waiting[]>()

  const takeGroup = async (key: string, group: Waiting[]) => {
    try {
      const total = group.reduce((sum, one) => sum + one.amount, 0)
      const taken = await take(key, total)
      if (group.length === 1) return group[0]?.done(taken)
      if (taken.allowed) {
        // Each its own count, as if they had come one after the other.
        let count = taken.count - total
        for (const one of group) {
          count += one.amount
          one.done({ ...taken, count })
        }
        return
      }
      for (const one of group) one.done(await take(key, one.amount))
    } catch (error) {
      for (const one of group) one.failed(error)
    }
  }

  /** The key's take is done: the group that gathered meanwhile goes next, else the key is free. */
  const next = async (key: string) => {
    for (;;) {
      const group = waiting.get(key)
      if (!group?.length) {
        waiting.delete(key)
        return
      }
      waiting.set(key, [])
      await takeGroup(key, group)
    }
  }

  return async (key, amount) => {
    const group = waiting.get(key)
    if (group) return new Promise<QuotaTake>((done, failed) => group.push({ amount, done, failed }))
    waiting.set(key, [])
    try {
      return await take(key, amount)
    } finally {
      void next(key)
    }
  }
}
