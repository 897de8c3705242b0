import { sleep } from '../timerTracker.js'

type Listener = (...args: any[]) => unknown

/**
 * Counts the listeners held on an object with `on`/`once`/`removeListener`/`off` (an EIP-1193
 * provider, a WalletConnect provider) or `addEventListener`/`removeEventListener` (a window),
 * by wrapping those methods in place. `restore()` puts the originals back.
 */
export function countListeners(target: object): { count(): number; restore(): void } {
  const held = new Map<string, Set<Listener>>()
  const object = target as Record<string, unknown>
  const originals = new Map<string, unknown>()
  const wrap = (name: string, change: 'add' | 'remove') => {
    const original = object[name]
    if (typeof original !== 'function') return
    originals.set(name, Object.hasOwn(object, name) ? original : undefined)
    object[name] = function (this: unknown, event: string, listener: Listener, ...rest: unknown[]) {
      const set = held.get(event) ?? new Set()
      held.set(event, set)
      if (change === 'add' && name !== 'once') set.add(listener)
      if (change === 'remove') set.delete(listener)
      return (original as Listener).call(this, event, listener, ...rest)
    }
  }
  wrap('on', 'add')
  wrap('addListener', 'add')
  wrap('once', 'add')
  wrap('addEventListener', 'add')
  wrap('removeListener', 'remove')
  wrap('off', 'remove')
  wrap('removeEventListener', 'remove')
  return {
    count: () => [...held.values()].reduce((sum, set) => sum + set.size, 0),
    restore() {
      for (const [name, original] of originals) {
        if (original === undefined) delete object[name]
        else object[name] = original
      }
    },
  }
}

/**
 * Resolves once `condition` holds (checked every few milliseconds; it may ask a node or wallet and
 * answer a promise), or rejects after `timeoutMs`.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
) {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}.`)
    await sleep(2)
  }
}
