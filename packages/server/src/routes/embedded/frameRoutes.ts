import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'
import { escapeHtml } from '../../app/html.js'
import type { RegisterRoutes, ServerEnv } from '../../app/types.js'
import type { ServerConfig } from '../../config/schema.js'

/** The bundle built by frame/build.mjs: dist/frame/frame.js of this package (src or dist run). */
function bundlePath(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let depth = 0; depth < 6; depth++) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).name === '@gangway/server')
          return path.join(dir, 'dist', 'frame', 'frame.js')
      } catch {
        // not ours
      }
    }
    dir = path.dirname(dir)
  }
  return undefined
}

interface Bundle {
  code: Buffer
  hash: string
  mtimeMs: number
}

/** Reads the bundle, again only when the file changed. */
function bundleReader() {
  const file = bundlePath()
  let cached: Bundle | undefined
  return (): Bundle | undefined => {
    if (!file || !existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    if (cached?.mtimeMs === mtimeMs) return cached
    const code = readFileSync(file)
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16)
    cached = { code, hash, mtimeMs }
    return cached
  }
}

const VERSION = /^[-.\w]{1,32}$/
const CHAIN_ID = /^(\d{1,16}|eip155:\d{1,16}|solana:[1-9A-HJ-NP-Za-km-z]{1,44})$/

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>${extraHead}</head><body>${body}</body></html>`
}

/**
 * The frame page's Content-Security-Policy: its own script only, embeddable by the project's
 * origins, connecting to this server and the chains' public RPC endpoints (the only ones it has).
 */
function contentSecurityPolicy(config: ServerConfig, origins: readonly string[]): string {
  const rpcOrigins = new Set<string>()
  for (const chain of config.chains)
    for (const url of chain.publicRpcUrls ?? []) {
      try {
        rpcOrigins.add(new URL(url).origin)
      } catch {
        // not a URL: the config schema refuses it anyway
      }
    }
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${[...rpcOrigins].join(' ')}`.trim(),
    `frame-ancestors ${origins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

function refuse(c: Context<ServerEnv>, message: string) {
  c.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
  c.header('cache-control', 'no-store')
  return c.html(page('Gangway secure frame', `<p>${escapeHtml(message)}</p>`), 400)
}

/**
 * The embedded wallet's secure frame (packages/server/frame, README "Key custody"):
 * GET /embedded/frame?projectId&chainId&version&enableLogger is the page the kit embeds, only
 * from the project's origins (CSP frame-ancestors); GET /embedded/frame.js is its script.
 * Registered by the embedded group, when the config has `embedded`.
 */
export const frameRoutes: RegisterRoutes = (app, { config }) => {
  const readBundle = bundleReader()

  app.get('/embedded/frame', (c) => {
    const project = c.get('project')
    const query = c.req.query()
    if (!query.projectId || query.projectId !== project.id)
      return refuse(c, 'projectId: required (the project of the app embedding this frame).')
    if (project.origins.includes('*'))
      return refuse(c, 'The embedded wallet needs the project to list its origins (not *).')
    if (query.chainId !== undefined && !CHAIN_ID.test(query.chainId))
      return refuse(c, 'chainId: a CAIP-2 id (eip155:1, solana:…) or an EVM chain number.')
    if (query.version !== undefined && !VERSION.test(query.version))
      return refuse(c, 'version: up to 32 letters, digits, dots, dashes or underscores.')
    if (query.enableLogger !== undefined && !['true', 'false'].includes(query.enableLogger))
      return refuse(c, 'enableLogger: true or false.')
    const bundle = readBundle()
    if (!bundle) {
      c.header('cache-control', 'no-store')
      return c.html(page('Gangway secure frame', '<p>The frame is not built.</p>'), 500)
    }
    const script = `/embedded/frame.js?projectId=${encodeURIComponent(project.id)}&v=${bundle.hash}`
    c.header('content-security-policy', contentSecurityPolicy(config, project.origins))
    c.header('cache-control', 'no-store')
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
    c.header('cross-origin-resource-policy', 'cross-origin')
    return c.html(
      page('Gangway secure frame', '', `<script src="${escapeHtml(script)}" defer></script>`),
    )
  })

  app.get('/embedded/frame.js', (c) => {
    const bundle = readBundle()
    if (!bundle) return c.text('The frame is not built.', 404)
    c.header('content-type', 'text/javascript; charset=utf-8')
    c.header('x-content-type-options', 'nosniff')
    c.header(
      'cache-control',
      c.req.query('v') === bundle.hash ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
    c.header('etag', `"${bundle.hash}"`)
    if (c.req.header('if-none-match') === `"${bundle.hash}"`) return c.body(null, 304)
    return c.body(new Uint8Array(bundle.code), 200)
  })
}
