import mitt, { type Emitter } from 'mitt'
import type { KitEvent, KitEventMap, KitEventName } from './catalogue.js'

export type KitEventListener = (event: KitEvent) => void

export interface EventBus {
  /** Sends a catalogue event to every subscriber. */
  send<N extends KitEventName>(name: N, properties: KitEventMap[N]): KitEvent<N>
  /** Every event, in order. */
  subscribeEvents(listener: KitEventListener): () => void
  /** One named event. */
  on<N extends KitEventName>(name: N, listener: (event: KitEvent<N>) => void): () => void
  /** The events sent so far (most recent last, at most `historyLimit`). */
  history(): readonly KitEvent[]
}

/** Each event name carries one event of the catalogue (mitt keys its handlers by name). */
type Bus = Record<KitEventName, KitEvent>

export function createEventBus({ historyLimit = 100, now = Date.now } = {}): EventBus {
  const emitter: Emitter<Bus> = mitt<Bus>()
  const past: KitEvent[] = []
  return {
    send(name, properties) {
      const event = { name, properties, timestamp: now() } as KitEvent<typeof name>
      past.push(event)
      if (past.length > historyLimit) past.shift()
      emitter.emit(name, event)
      return event
    },
    subscribeEvents(listener) {
      const handler = (_type: KitEventName, event: KitEvent) => listener(event)
      emitter.on('*', handler)
      return () => emitter.off('*', handler)
    },
    on(name, listener) {
      // Only `name`'s events reach this handler: each is a KitEvent of that name.
      const handler = (event: KitEvent) => listener(event as KitEvent<typeof name>)
      emitter.on(name, handler)
      return () => emitter.off(name, handler)
    },
    history: () => past,
  }
}
