import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL cluster (superuser URL) in the `server-postgres` project; '' elsewhere. */
    gangwayPostgresUrl: string
  }
}

/** The PostgreSQL cluster this test run uses, or undefined when the suite runs on PGlite. */
export function postgresClusterUrl(): string | undefined {
  return inject('gangwayPostgresUrl') || undefined
}

/** One statement on its own connection (time-limited), e.g. CREATE DATABASE. */
export async function adminQuery<Row = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    query_timeout: 30_000,
  })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as Row[]
  } finally {
    await client.end()
  }
}

/** A fresh, empty database on the run's cluster (random name); resolves with its URL. */
export async function createTestDatabase(clusterUrl = requireCluster()): Promise<string> {
  const name = `gw_${randomBytes(8).toString('hex')}`
  await adminQuery(clusterUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops a database made by createTestDatabase, closing what is still connected to it. */
export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  if (!/^gw_[0-9a-f]{16}$/.test(name)) throw new Error(`not a test database: ${name}`)
  url.pathname = '/postgres'
  await adminQuery(url.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

function requireCluster(): string {
  const url = postgresClusterUrl()
  if (!url)
    throw new Error('no PostgreSQL cluster in this run (the server-postgres project has one)')
  return url
}
