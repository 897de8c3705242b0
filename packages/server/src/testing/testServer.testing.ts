import { findFreePort } from '@gangway/testing/tools'
import { afterAll } from 'vitest'
import type { ServerConfigInput } from '../config/schema.js'
import { createServer, type GangwayServer } from '../createServer.js'
import { createTestDatabase, dropTestDatabase, postgresClusterUrl } from './postgres.testing.js'

export const ORIGIN = 'https://app.example'
export const PROJECT = 'demo'

/** The smallest configuration: one project allowed from ORIGIN, in-memory PGlite, no logs. */
export function testConfig(extra: Partial<ServerConfigInput> = {}): ServerConfigInput {
  return {
    projects: [{ id: PROJECT, origins: [ORIGIN] }],
    database: { dataDir: 'memory://' },
    log: 'silent',
    ...extra,
  }
}

/** How long starting a server may take in a test (PGlite's first start is slow on a busy box). */
export const START_TIMEOUT_MS = 60_000

/**
 * Servers started by a test file, closed after it. Each server has a database of its own: an
 * in-memory PGlite, or, in the `server-postgres` project, a fresh database (random name) on the
 * run's PostgreSQL cluster, dropped after the file. Tests read back through `server.db` either way.
 */
export function useTestServers() {
  const started: GangwayServer[] = []
  const databases: string[] = []
  afterAll(async () => {
    await Promise.all(started.splice(0).map((server) => server.close({ graceMs: 1_000 })))
    await Promise.all(databases.splice(0).map(dropTestDatabase))
  }, 30_000)
  return async (config: ServerConfigInput = testConfig()) => {
    const cluster = postgresClusterUrl()
    let databaseUrl = ''
    if (cluster) {
      databaseUrl = await createTestDatabase(cluster)
      databases.push(databaseUrl)
    }
    // The embedded wallet needs its publicUrl: the port is picked first so the config names it.
    const port = config.embedded && !config.publicUrl ? await findFreePort() : 0
    const withUrl = port ? { ...config, publicUrl: `http://127.0.0.1:${port}` } : config
    // '' (no URL) keeps the embedded database even when the shell has a DATABASE_URL.
    const server = await createServer(withUrl, { databaseUrl })
    started.push(server)
    const url = await server.listen({ port })
    return { server, url }
  }
}
