import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { z } from 'zod'
import { type ServerConfig, type ServerConfigInput, serverConfigSchema } from './schema.js'

/** A configuration the server cannot start with; `message` names every field that is wrong. */
export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError'
  constructor(readonly issues: readonly string[]) {
    super(`Invalid server configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
  }
}

/** `chains.0.rpcUrls.1: must be an http(s) URL`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

/** Checks a configuration and fills in its defaults; throws ServerConfigError naming each bad field. */
export function parseConfig(input: ServerConfigInput | unknown): ServerConfig {
  const parsed = serverConfigSchema.safeParse(input)
  if (!parsed.success) throw new ServerConfigError(describeIssues(parsed.error))
  const ids = parsed.data.projects.map((project) => project.id)
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index)
  const networks = parsed.data.chains.map((chain) => chain.caipNetworkId)
  const chainTwice = networks.filter((id, index) => networks.indexOf(id) !== index)
  const issues = [
    ...twice.map((id) => `projects: the id ${id} is listed twice`),
    ...chainTwice.map((id) => `chains: ${id} is listed twice`),
    // The frame's origin, the mailed approval links, the social redirect URI and the Farcaster
    // domain are built on it: never on a request's Host header, which any caller writes.
    ...(parsed.data.embedded && !parsed.data.publicUrl
      ? [
          'publicUrl: required with embedded (the address browsers reach this server at, e.g. https://wallet.example.com: the embedded wallet builds its links on it, never on the Host header)',
        ]
      : []),
  ]
  if (issues.length) throw new ServerConfigError(issues)
  return parsed.data
}

/**
 * Reads a JSON configuration file. Relative paths in it (the directory's listings file and
 * images, the data directory) are taken from the file's folder.
 */
export async function loadConfigFile(path: string): Promise<ServerConfig> {
  const text = await readFile(path, 'utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ServerConfigError([`${path} is not JSON: ${(error as Error).message}`])
  }
  const config = parseConfig(json)
  const base = dirname(resolve(path))
  const from = (file: string) => resolve(base, file)
  return {
    ...config,
    ...(config.directory && {
      directory: {
        listingsFile: from(config.directory.listingsFile),
        ...(config.directory.imagesDir && { imagesDir: from(config.directory.imagesDir) }),
      },
    }),
    database: {
      ...config.database,
      ...(config.database.dataDir &&
        !config.database.dataDir.includes('://') && { dataDir: from(config.database.dataDir) }),
    },
  }
}
