import type { Context } from 'hono'
import type { ServerConfig } from '../config/schema.js'

const trimmed = (url: string) => url.replace(/\/+$/, '')

/** The socket's own address, `http://127.0.0.1:8787` (undefined outside a Node server). */
function socketUrl(c: Context): string | undefined {
  const socket = (
    c.env as { incoming?: { socket?: { localAddress?: string; localPort?: number } } }
  )?.incoming?.socket
  if (!socket?.localAddress || !socket.localPort) return undefined
  const address = socket.localAddress.replace(/^::ffff:/, '')
  const host = address.includes(':') ? `[${address}]` : address
  const secure = (socket as { encrypted?: boolean }).encrypted === true
  return `${secure ? 'https' : 'http'}://${host}:${socket.localPort}`
}

/**
 * The server's own base URL, for everything it builds on it (mailed links, image URLs, the
 * sign-in issuer, the social redirect URI, the Farcaster domain). `publicUrl` when configured.
 * Without it: behind `trustedProxies`, the Host the proxy forwarded; else the address the
 * connection reached (its socket), never the request's Host header, which any caller writes
 * (`Host: evil.example` would otherwise put links to evil.example in the mail).
 */
export function serverBaseUrl(c: Context, config: ServerConfig): string {
  if (config.publicUrl) return trimmed(config.publicUrl)
  if (config.trustedProxies > 0) return new URL(c.req.url).origin
  // In process (app.request in tests): the URL its caller chose, no network Host involved.
  return socketUrl(c) ?? new URL(c.req.url).origin
}

/** `publicUrl`, which the embedded wallet requires (parseConfig refuses `embedded` without it). */
export function embeddedBaseUrl(config: ServerConfig): string {
  if (!config.publicUrl) throw new Error('publicUrl is required with embedded')
  return trimmed(config.publicUrl)
}
