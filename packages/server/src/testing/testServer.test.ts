import { describe, expect, it } from 'vitest'
import { postgresClusterUrl } from './postgres.testing.js'
import { START_TIMEOUT_MS, useTestServers } from './testServer.testing.js'

const servers = useTestServers()

describe('useTestServers', { timeout: START_TIMEOUT_MS }, () => {
  it('gives each server a database of its own: in-memory PGlite, or a fresh PostgreSQL database', async () => {
    const [a, b] = await Promise.all([servers(), servers()])
    expect(a.server.db.kind).toBe(postgresClusterUrl() ? 'postgres' : 'pglite')
    await a.server.db.query(
      "INSERT INTO analytics_events (project_id, event_id, event, occurred_at) VALUES ('demo', 'only-in-a', 'X', now())",
    )
    expect(await a.server.db.query('SELECT event_id FROM analytics_events')).toEqual([
      { event_id: 'only-in-a' },
    ])
    expect(await b.server.db.query('SELECT event_id FROM analytics_events')).toEqual([])
    const [nameA] = await a.server.db.query<{ name: string }>('SELECT current_database() AS name')
    const [nameB] = await b.server.db.query<{ name: string }>('SELECT current_database() AS name')
    if (postgresClusterUrl()) {
      expect(nameA?.name).toMatch(/^gw_[0-9a-f]{16}$/)
      expect(nameA?.name).not.toBe(nameB?.name)
    }
  })
})
