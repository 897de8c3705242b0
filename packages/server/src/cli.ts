#!/usr/bin/env node
// gangway-server [--config gangway.config.json] [--port 8787] [--host 127.0.0.1]
// Embedded database (PGlite) in the config's data directory unless DATABASE_URL is set.
import { parseArgs } from 'node:util'
import { loadConfigFile, ServerConfigError } from './config/parseConfig.js'
import { createServer } from './createServer.js'

const { values } = parseArgs({
  options: {
    config: {
      type: 'string',
      short: 'c',
      default: process.env.GANGWAY_CONFIG ?? 'gangway.config.json',
    },
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    help: { type: 'boolean', short: 'h' },
  },
})

if (values.help) {
  console.log(`gangway-server: Gangway's self-hosted backend

  --config, -c   configuration file (JSON; default gangway.config.json, or GANGWAY_CONFIG)
  --port, -p     port (default 8787, or PORT)
  --host         address to listen on (default 127.0.0.1, or HOST)

  DATABASE_URL   a PostgreSQL connection string; unset: embedded PGlite in the data directory
  GANGWAY_ENCRYPTION_KEY
                 a random secret (32+ characters) the signing keys are sealed with in the
                 database; required with NODE_ENV=production`)
  process.exit(0)
}

try {
  const server = await createServer(await loadConfigFile(values.config))
  await server.listen({ port: Number(values.port), host: values.host })
  const stop = () => void server.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof ServerConfigError ? error.message : error)
  process.exit(1)
}
