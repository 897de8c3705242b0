import { afterAll } from 'vitest'
import type { ServerConfigInput } from '../config/schema.js'
import { createServer, type GangwayServer } from '../createServer.js'

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
 * Servers started by a test file, closed after it. `DATABASE_URL` (set by the Postgres run of the
 * suite) puts them on PostgreSQL; otherwise each has its own in-memory PGlite.
 */
export function useTestServers() {
  const started: GangwayServer[] = []
  afterAll(async () => {
    await Promise.all(started.splice(0).map((server) => server.close({ graceMs: 1_000 })))
  }, 30_000)
  return async (config: ServerConfigInput = testConfig()) => {
    const server = await createServer(config)
    started.push(server)
    const url = await server.listen()
    return { server, url }
  }
}
