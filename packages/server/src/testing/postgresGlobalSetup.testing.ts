// globalSetup of the `server-postgres` vitest project: one throwaway PostgreSQL cluster for the
// run, its superuser URL provided to the tests (`inject('gangwayPostgresUrl')`); each test server
// gets its own database on it (useTestServers). Stopped, its temp dir removed, after the run.
// The module itself, not @gangway/testing's entry: the entry loads every chain's test tools (≈ 8 s).

import type { TestProject } from 'vitest/node'
import { startPostgres } from '../../../testing/src/postgres/startPostgres.js'
import type {} from './postgres.testing.js'

export default async function setup(project: TestProject) {
  const started = performance.now()
  const cluster = await startPostgres({ startTimeoutMs: 90_000 }).catch((error: Error) => {
    throw new Error(
      `server-postgres: could not start PostgreSQL for the server suite (${error.message}). Install it with \`node scripts/setup.mjs\` (Debian's postgresql), or leave this project out: vitest --project '!server-postgres'.`,
    )
  })
  console.log(
    `server-postgres: PostgreSQL ${cluster.binDir} on 127.0.0.1:${cluster.port}, up in ${Math.round(performance.now() - started)} ms`,
  )
  project.provide('gangwayPostgresUrl', cluster.url)
  return () => cluster.stop()
}
