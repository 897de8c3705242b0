import type { KitEvent } from '@gangway/core'
import { useEffect, useRef, useState } from 'react'
import type { DemoKit } from '../createDemoKit.js'

const KEEP = 50

interface Entry {
  id: number
  event: KitEvent
}

function time(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString('en-US', { hour12: false })
}

/** Every kit event as it is sent (`kit.subscribeEvents`), newest first. */
export function EventLog({ kit }: { kit: DemoKit['kit'] }) {
  const counter = useRef(0)
  const entry = (event: KitEvent): Entry => ({ id: ++counter.current, event })
  // The kit's kernel loads after the first paint: what it sent while starting reaches this
  // listener then (a kit shell replays it to listeners added before).
  const [entries, setEntries] = useState<Entry[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: entry only bumps a ref
  useEffect(
    () =>
      kit.subscribeEvents((event) =>
        setEntries((previous) => [entry(event), ...previous].slice(0, KEEP)),
      ),
    [kit],
  )
  return (
    <section className="card" aria-labelledby="event-log-title">
      <div className="card-title-row">
        <h2 id="event-log-title">Event log</h2>
        <button type="button" className="link" onClick={() => setEntries([])}>
          Clear
        </button>
      </div>
      <p className="hint">
        <code>kit.subscribeEvents(listener)</code>
      </p>
      <ol className="event-log" data-testid="event-log">
        {entries.length === 0 && <li className="empty">No events yet.</li>}
        {entries.map(({ id, event }) => (
          <li key={id} data-event={event.name}>
            <span className="event-time">{time(event.timestamp)}</span>
            <span className="event-name">{event.name}</span>
            {event.properties !== undefined && (
              <code className="event-props">{JSON.stringify(event.properties)}</code>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
