/**
 * Migration step 6: windowed counters shared by every replica (`limits/quota.ts`).
 *
 * One row per quota (`name`) and key (a client address, a project id, ...): the count taken in
 * the key's current window and when that window ends (ms since the epoch). `allowed` says whether
 * the statement that last wrote the row let its take through: the one upsert both counts and
 * answers, so two replicas taking at once never both get the last unit. Rows whose window ended
 * are swept (indexed on `window_end`).
 */
export const QUOTA_MIGRATION = {
  id: 6,
  name: 'quota counters shared by replicas',
  sql: `CREATE TABLE quota_counters (
      name TEXT NOT NULL,
      key TEXT NOT NULL,
      window_end BIGINT NOT NULL,
      count BIGINT NOT NULL,
      allowed BOOLEAN NOT NULL,
      PRIMARY KEY (name, key)
    );
    CREATE INDEX quota_counters_window_end ON quota_counters (window_end);`,
}

/**
 * Migration step 9: `taken`, what the statement that last wrote the row took, so a lease that
 * asks for up to n units learns how many it got (`limits/leasedTakes.ts`).
 */
export const QUOTA_LEASE_MIGRATION = {
  id: 9,
  name: 'quota counters: what the last lease took',
  sql: 'ALTER TABLE quota_counters ADD COLUMN taken BIGINT NOT NULL DEFAULT 0',
}
