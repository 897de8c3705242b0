import type { OpenAPIHono } from '@hono/zod-openapi'
import type { ChainClients } from '../chains/chainClients.js'
import type { ProjectConfig, ServerConfig } from '../config/schema.js'
import type { Database } from '../db/database.js'
import type { Logger } from './logger.js'

/** What a request carries once the edge middleware passed it. */
export interface ServerEnv {
  Variables: {
    requestId: string
    /** The project the request is for (resolved from `projectId` or the Origin). */
    project: ProjectConfig
  }
}

export type ServerApp = OpenAPIHono<ServerEnv>

/** What every route group is given. */
export interface ServerDeps {
  config: ServerConfig
  db: Database
  /** A JSON-RPC client per configured chain. */
  chains: ChainClients
  log: Logger
  /** GANGWAY_ENCRYPTION_KEY: what the server keeps sealed in its database is sealed with it. */
  encryptionSecret?: string | undefined
  /** False once shutdown began (readiness answers 503). */
  isAccepting(): boolean
  /**
   * Runs `cleanup` when the server closes, after the last request and before the database
   * closes (a route group's own connections: the mailer's SMTP pool).
   */
  onClose(cleanup: () => void | Promise<void>): void
}

/**
 * A route group: one folder under `routes/`, a sub-app of its routes that the app mounts
 * (`app.route('/', group(deps))`, in `routes/index.ts`).
 */
export type RouteGroup = (deps: ServerDeps) => ServerApp

/** Registers some of a group's routes on the group's sub-app. */
export type RegisterRoutes<Deps extends ServerDeps = ServerDeps> = (
  app: ServerApp,
  deps: Deps,
) => void
