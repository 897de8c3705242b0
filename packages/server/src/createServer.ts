import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { createApp } from './app/createApp.js'
import { createLogger, type Logger } from './app/logger.js'
import type { ServerApp } from './app/types.js'
import { checkedEncryptionSecret, ENCRYPTION_KEY_VARIABLE } from './auth/keyEncryption.js'
import { type ChainClients, createChainClients } from './chains/chainClients.js'
import { parseConfig, ServerConfigError } from './config/parseConfig.js'
import type { ServerConfig, ServerConfigInput } from './config/schema.js'
import { type Database, openDatabase } from './db/database.js'
import { migratedMemoryDump } from './db/memoryTemplate.js'
import { migrate } from './db/migrations.js'
import { readListingsFile } from './routes/directory/listings.js'

export interface CreateServerOptions {
  /** Overrides `config.database.url` (default: the DATABASE_URL environment variable). */
  databaseUrl?: string
  /**
   * The secret the server seals what it keeps in its database with (the sign-in signing keys);
   * default: the GANGWAY_ENCRYPTION_KEY environment variable. At least 32 characters.
   */
  encryptionKey?: string
  logger?: Logger
}

export interface GangwayServer {
  readonly config: ServerConfig
  readonly app: ServerApp
  readonly db: Database
  readonly chains: ChainClients
  /** Starts listening (port 0: any free port); resolves with the server's URL. */
  listen(options?: { port?: number; host?: string }): Promise<string>
  /**
   * Graceful shutdown: stops taking connections, lets in-flight requests finish (at most
   * `graceMs`, default 10 s; then open connections are cut), then closes the database.
   */
  close(options?: { graceMs?: number }): Promise<void>
}

/**
 * The server from a configuration: its database opened (PostgreSQL when `databaseUrl`,
 * DATABASE_URL or `database.url` is set, else embedded PGlite in `database.dataDir`) and
 * migrated, its chain clients and its app. Nothing listens until `listen()`.
 */
export async function createServer(
  input: ServerConfigInput | ServerConfig,
  options: CreateServerOptions = {},
): Promise<GangwayServer> {
  const config = parseConfig(input)
  const log = options.logger ?? createLogger(config.log)
  // A listings file that cannot be read stops the start, with the field named.
  if (config.directory)
    await readListingsFile(config.directory.listingsFile).catch((error: Error) => {
      throw new ServerConfigError([`directory.listingsFile: ${error.message}`])
    })
  const encryptionSecret = checkedEncryptionSecret(
    options.encryptionKey ?? process.env[ENCRYPTION_KEY_VARIABLE],
    config,
    log,
  )
  const url = options.databaseUrl ?? process.env.DATABASE_URL ?? config.database.url
  const { dataDir } = config.database
  // An in-memory database starts as a copy of a migrated one made once per process.
  const loadDataDir = !url && dataDir === 'memory://' ? await migratedMemoryDump() : undefined
  const db = await openDatabase({ url, dataDir, loadDataDir })
  try {
    const ran = await migrate(db)
    if (ran.length) log.info('migrations applied', { database: db.kind, ids: ran })
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  const chains = await createChainClients(config.chains, config.limits.upstreamTimeoutMs)
  let accepting = true
  const cleanups: (() => void | Promise<void>)[] = []
  const app = createApp({
    config,
    db,
    chains,
    log,
    encryptionSecret,
    isAccepting: () => accepting,
    onClose: (cleanup) => void cleanups.push(cleanup),
  })
  let server: ServerType | undefined
  let closing: Promise<void> | undefined

  return {
    config,
    app,
    db,
    chains,
    listen({ port = 0, host = '127.0.0.1' } = {}) {
      return new Promise((resolve, reject) => {
        const started = serve(
          {
            fetch: app.fetch,
            port,
            hostname: host,
            serverOptions: {
              // Slow clients: the whole request within the limit, headers within 10 s.
              requestTimeout: config.limits.requestTimeoutMs,
              headersTimeout: Math.min(10_000, config.limits.requestTimeoutMs),
              // How often Node checks those limits (its default, 30 s, would let them slip).
              connectionsCheckingInterval: Math.min(1_000, config.limits.requestTimeoutMs),
            },
          },
          (info: AddressInfo) => {
            const shown = info.family === 'IPv6' ? `[${info.address}]` : info.address
            const address = `http://${shown}:${info.port}`
            log.info('listening', { url: address, database: db.kind })
            resolve(address)
          },
        )
        started.once('error', reject)
        server = started
      })
    },
    close({ graceMs = 10_000 } = {}) {
      closing ??= (async () => {
        accepting = false
        const running = server
        if (running) {
          const closed = new Promise<void>((resolve) => running.close(() => resolve()))
          // Idle keep-alive connections would hold close() open: they carry no request.
          ;(running as { closeIdleConnections?: () => void }).closeIdleConnections?.()
          const cut = setTimeout(
            () => (running as { closeAllConnections?: () => void }).closeAllConnections?.(),
            graceMs,
          )
          await closed
          clearTimeout(cut)
        }
        await Promise.allSettled(cleanups.map(async (cleanup) => cleanup()))
        chains.destroy()
        await db.close()
        log.info('stopped')
      })()
      return closing
    },
  }
}
