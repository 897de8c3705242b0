// Field checks for answers from data APIs (balances, activity). Imported only by the parsers the
// kit loads on demand (tokenBalance, parseTransactions): the first load imports nothing from here,
// so host bundlers keep it out of the first load (the static validators keep their own helpers).

/** Longest text taken from an API field (names, symbols, ids, URLs). */
export const MAX_FIELD_TEXT = 200

/** A plain non-negative decimal: digits, optionally a fraction; no sign, exponent or grouping. */
export const PLAIN_DECIMAL = /^\d{1,78}(\.\d{1,78})?$/

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An own property of a record (never an inherited one); undefined for a non-record. */
export const own = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined

/** A string of at most MAX_FIELD_TEXT characters. */
export const isBoundedText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_FIELD_TEXT

export const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
