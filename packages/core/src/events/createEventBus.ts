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

type Bus = { [N in KitEventName]: KitEvent<N> } & { '*': never }

export function createEventBus({ historyLimit = 100, now = Date.now } = {}): EventBus {
  const emitter: Emitter<Bus> = mitt<Bus>()
  const past: KitEvent[] = []
  return {
    send(name, properties) {
      const event = { name, properties, timestamp: now() } as KitEvent<typeof name>
      past.push(event as KitEvent)
      if (past.length > historyLimit) past.shift()
      emitter.emit(name, event as never)
      return event
    },
    subscribeEvents(listener) {
      const handler = (_type: keyof Bus, event: unknown) => listener(event as KitEvent)
      emitter.on('*', handler)
      return () => emitter.off('*', handler)
    },
    on(name, listener) {
      emitter.on(name, listener as never)
      return () => emitter.off(name, listener as never)
    },
    history: () => past,
  }
}
