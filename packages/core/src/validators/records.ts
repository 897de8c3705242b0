// Record checks for data the kit did not make (stored state, wallet answers, frame messages,
// options). Used by modules of the first load; the lazily loaded API-answer parsers have their
// own (validators/untrustedFields.ts), so that host bundlers keep those parsers out of the first
// load.

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An own property of a record (never an inherited one); undefined for a non-record. */
export const ownField = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined
