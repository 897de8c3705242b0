import type { Database } from '../../db/database.js'

/** One analytics row, as `analytics_events` stores it. */
export interface EventRow {
  projectId: string
  eventId: string
  event: string
  origin: string
  url: string
  domain: string
  sdkType: string | null
  sdkVersion: string | null
  /** ms since the epoch */
  occurredAt: number
  /** The event's props, a JSON value (stored as jsonb). */
  props: unknown
}

export interface EventWriterOptions {
  /** Events waiting for a write at most; past it `write` sheds (default 5,000). */
  maxQueued?: number
  /** Rows per INSERT at most (default 500: at most ≈ 1.3 MB of JSON at the body limit). */
  maxBatch?: number
}

export interface EventWriter {
  /**
   * Queues `row` for the next batch: resolves once that batch is committed, true when the row was
   * stored (false: its eventId was there already, or earlier in the same batch). Undefined, and
   * nothing queued, when `maxQueued` events are waiting already: the caller sheds the request.
   */
  write(row: EventRow): Promise<boolean> | undefined
  /** Events queued and not yet written. */
  readonly queued: number
}

/**
 * The one statement every batch is, whatever its size: the rows as one JSON array (`$1`), read
 * by `jsonb_to_recordset`. One text, so PostgreSQL prepares it once per connection (a VALUES
 * list of 10 parameters a row was a text per batch size, parsed and planned each time) and the
 * rows go as one parameter (the JSON encoder's work, not 10 values a row). A repeated key in
 * one batch: the first is inserted (the array's order), the others do nothing.
 */
const INSERT_BATCH = `INSERT INTO analytics_events
    (project_id, event_id, event, origin, url, domain, sdk_type, sdk_version, occurred_at, props)
  SELECT r.p, r.i, r.e, r.o, r.u, r.d, r.t, r.v, to_timestamp(r.at / 1000.0), r.props
  FROM jsonb_to_recordset($1::jsonb) AS r(p text, i text, e text, o text, u text, d text,
                                          t text, v text, at float8, props jsonb)
  ON CONFLICT (project_id, event_id) DO NOTHING
  RETURNING project_id, event_id`

/** A row as INSERT_BATCH reads it. */
const recordOf = (row: EventRow) => ({
  p: row.projectId,
  i: row.eventId,
  e: row.event,
  o: row.origin,
  u: row.url,
  d: row.domain,
  t: row.sdkType,
  v: row.sdkVersion,
  at: row.occurredAt,
  props: row.props,
})

const keyOf = (projectId: string, eventId: string) => `${projectId} ${eventId}`

interface Pending {
  row: EventRow
  done: (stored: boolean) => void
  failed: (error: unknown) => void
}

/**
 * The analytics ingest's writes, in batches: the events that arrive while a batch is being
 * written go into the next one, one multi-row INSERT (a statement per batch instead of one per
 * event). A request is answered once its batch is committed, so an acknowledged event is stored
 * and `stored` stays exact; the queue is bounded, and past `maxQueued` the caller answers 503
 * instead of letting it (and the answers' wait) grow.
 */
export function createEventWriter(db: Database, options: EventWriterOptions = {}): EventWriter {
  const maxQueued = options.maxQueued ?? 5_000
  const maxBatch = options.maxBatch ?? 500
  let queue: Pending[] = []
  let writing = false

  const writeBatch = async (batch: Pending[]) => {
    const rows = await db.query<{ project_id: string; event_id: string }>(INSERT_BATCH, [
      JSON.stringify(batch.map(({ row }) => recordOf(row))),
    ])
    // Each stored key once: the first of two equal events in a batch is the one stored.
    const stored = new Set(rows.map((row) => keyOf(row.project_id, row.event_id)))
    for (const { row, done } of batch) done(stored.delete(keyOf(row.projectId, row.eventId)))
  }

  const drain = async () => {
    writing = true
    while (queue.length) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(maxBatch)
      try {
        await writeBatch(batch)
      } catch (error) {
        for (const { failed } of batch) failed(error)
      }
    }
    writing = false
  }

  return {
    get queued() {
      return queue.length
    },
    write(row) {
      if (queue.length >= maxQueued) return undefined
      return new Promise<boolean>((done, failed) => {
        queue.push({ row, done, failed })
        // The events of this turn go together: the write starts on the next one.
        if (!writing) {
          writing = true
          setImmediate(drain)
        }
      })
    },
  }
}
