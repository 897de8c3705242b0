import { SIGNING_KEYS_MIGRATION } from '../auth/signingKeysMigration.js'
import { EMBEDDED_MIGRATION } from '../embedded/embeddedMigration.js'
import { MAIL_LIMITS_MIGRATION } from '../embedded/mailLimitsMigration.js'
import { SOCIAL_LOGIN_MIGRATION } from '../embedded/social/socialLoginMigration.js'
import { QUOTA_LEASE_MIGRATION, QUOTA_MIGRATION } from '../limits/quotaMigration.js'
import type { Database } from './database.js'

/**
 * The schema, one step per entry, applied in order and recorded in `gangway_migrations`. A step
 * is never edited once released: a change is a new step. Route groups that need tables (sign-in
 * sessions, names, the embedded wallet, swaps) add their steps here.
 */
export const MIGRATIONS: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'analytics events',
    sql: `CREATE TABLE analytics_events (
      id BIGSERIAL PRIMARY KEY,
      project_id TEXT NOT NULL,
      event_id TEXT NOT NULL,
      event TEXT NOT NULL,
      origin TEXT,
      url TEXT,
      domain TEXT,
      sdk_type TEXT,
      sdk_version TEXT,
      occurred_at TIMESTAMPTZ NOT NULL,
      received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      props JSONB NOT NULL DEFAULT '{}'::jsonb,
      UNIQUE (project_id, event_id)
    );
    CREATE INDEX analytics_events_project_time ON analytics_events (project_id, received_at);`,
  },
  {
    id: 2,
    name: 'sign-in (SIWX) nonces, sessions and the token signing key',
    sql: `CREATE TABLE siwx_nonces (
      nonce TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ
    );
    CREATE INDEX siwx_nonces_expiry ON siwx_nonces (expires_at);
    CREATE TABLE siwx_sessions (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      address TEXT NOT NULL,
      chain_id TEXT NOT NULL,
      domain TEXT NOT NULL,
      uri TEXT NOT NULL,
      nonce TEXT NOT NULL UNIQUE,
      message TEXT NOT NULL,
      signature TEXT NOT NULL,
      issued_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      revoked_at TIMESTAMPTZ
    );
    CREATE INDEX siwx_sessions_project_address ON siwx_sessions (project_id, address);
    CREATE TABLE siwx_signing_keys (
      id TEXT PRIMARY KEY,
      kid TEXT NOT NULL,
      private_jwk JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );`,
  },
  {
    id: 3,
    name: 'account names',
    sql: `CREATE TABLE account_names (
      name TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      coin_type BIGINT NOT NULL,
      address TEXT NOT NULL,
      address_key TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX account_names_address ON account_names (address_key, coin_type);`,
  },
  EMBEDDED_MIGRATION,
  SOCIAL_LOGIN_MIGRATION,
  QUOTA_MIGRATION,
  SIGNING_KEYS_MIGRATION,
  MAIL_LIMITS_MIGRATION,
  QUOTA_LEASE_MIGRATION,
]

/** The advisory lock key the migration step holds, so replicas starting together migrate once. */
export const MIGRATION_LOCK = 0x6a6e67

/**
 * Brings the schema up to date. Safe to run from several processes at once: each takes the
 * migration lock, reads what is applied and applies the rest in one transaction.
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.exclusive(MIGRATION_LOCK, async (tx) => {
    await tx.query(`CREATE TABLE IF NOT EXISTS gangway_migrations (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`)
    const rows = await tx.query<{ id: number }>('SELECT id FROM gangway_migrations')
    const applied = new Set(rows.map((row) => Number(row.id)))
    const ran: number[] = []
    for (const step of MIGRATIONS) {
      if (applied.has(step.id)) continue
      for (const statement of step.sql.split(/;\s*\n/).map((part) => part.trim())) {
        if (statement) await tx.query(statement)
      }
      await tx.query('INSERT INTO gangway_migrations (id, name) VALUES ($1, $2)', [
        step.id,
        step.name,
      ])
      ran.push(step.id)
    }
    return ran
  })
}
