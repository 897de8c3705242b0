import type { AdapterEventMap, AdapterEventName, ChainAdapter } from '@gangway/core/adapter'
import { realTimers } from './timerTracker.js'

export const ADAPTER_EVENTS: readonly AdapterEventName[] = [
  'accountChanged',
  'networkChanged',
  'disconnect',
  'connectors',
  'displayUri',
]

/** Every event the adapter emits from now on, in order. */
export function recordAdapterEvents(adapter: ChainAdapter): {
  name: AdapterEventName
  payload: unknown
}[] {
  const seen: { name: AdapterEventName; payload: unknown }[] = []
  for (const name of ADAPTER_EVENTS) adapter.on(name, (payload) => seen.push({ name, payload }))
  return seen
}

/**
 * Resolves with the adapter's next `event` (one `accept` takes, when given) after `trigger` ran;
 * rejects when none comes within `timeoutMs`.
 */
export function nextAdapterEvent<E extends AdapterEventName>(
  adapter: ChainAdapter,
  event: E,
  trigger: () => unknown,
  options: {
    timeoutMs?: number | undefined
    accept?: (payload: AdapterEventMap[E]) => boolean
  } = {},
): Promise<AdapterEventMap[E]> {
  const { accept = () => true } = options
  const timeoutMs = options.timeoutMs ?? 5000
  return new Promise((resolve, reject) => {
    const timer = realTimers.setTimeout(() => {
      off()
      reject(new Error(`The adapter emitted no '${event}' within ${timeoutMs} ms.`))
    }, timeoutMs)
    const off = adapter.on(event, (payload) => {
      if (!accept(payload)) return
      realTimers.clearTimeout(timer)
      off()
      resolve(payload)
    })
    Promise.resolve()
      .then(trigger)
      .catch((error: unknown) => {
        realTimers.clearTimeout(timer)
        off()
        reject(error)
      })
  })
}
