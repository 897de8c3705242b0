// @gangway/server: the self-hosted backend of the Gangway kit. Every name here is public API.
export { createApp } from './app/createApp.js'
export type { ErrorBody, ErrorCode } from './app/errors.js'
export { createLogger, type Logger, type LogLevel } from './app/logger.js'
export type { RouteGroup, ServerApp, ServerDeps, ServerEnv } from './app/types.js'
export type { ChainClient, ChainClients } from './chains/chainClients.js'
export type { HeadRead } from './chains/eip155/blockReads.js'
export {
  loadConfigFile,
  parseConfig,
  ServerConfigError,
} from './config/parseConfig.js'
export type {
  ChainConfig,
  ProjectConfig,
  ServerConfig,
  ServerConfigInput,
  SiwxConfig,
  TokenConfig,
} from './config/schema.js'
export {
  type CreateServerOptions,
  createServer,
  type GangwayServer,
} from './createServer.js'
export { type Database, type DatabaseOptions, openDatabase } from './db/database.js'
export { MIGRATIONS, migrate } from './db/migrations.js'
export type { SiwxErrorCode } from './routes/siwx/siwxErrors.js'
