/**
 * Who may call each embedded-wallet route from a browser (README "Security"). The secure frame
 * is served by this server, from `publicUrl`'s origin, and makes every API call itself: logins,
 * sessions, the vault. So those routes answer that origin only, and never with CORS: a host page
 * (a project origin) that called them could run a login itself, hold the session token, read
 * the server key K and plant a vault of its choosing. The few routes a browser reaches from
 * elsewhere are navigations and the Farcaster client's relay call, each proven by what it
 * carries (a mailed token, an OAuth state, a signature), none answering a secret.
 */
export type EmbeddedAccess =
  /** The frame only: a request from another origin (Origin, or Sec-Fetch-Site) gets 403. */
  | 'frame'
  /** Anyone: a navigation or a non-browser client; the Origin is not used (no CORS). */
  | 'anyone'

export interface EmbeddedRouteAccess {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  access: EmbeddedAccess
}

const frame = (method: EmbeddedRouteAccess['method'], path: string): EmbeddedRouteAccess => ({
  method,
  path,
  access: 'frame',
})
const anyone = (method: EmbeddedRouteAccess['method'], path: string): EmbeddedRouteAccess => ({
  method,
  path,
  access: 'anyone',
})

/** Every embedded route (the README's table lists the same, with why; a test compares them). */
export const EMBEDDED_ROUTE_ACCESS: readonly EmbeddedRouteAccess[] = [
  // The host embeds the page (an iframe navigation; the kit also probes it with a no-cors HEAD).
  anyone('GET', '/embedded/frame'),
  // The frame page's own script.
  anyone('GET', '/embedded/frame.js'),
  frame('GET', '/embedded/project'),
  frame('POST', '/embedded/email/login'),
  frame('POST', '/embedded/email/device'),
  frame('POST', '/embedded/email/otp'),
  // The mailbox owner opens the mailed link; the page's form posts back (Origin: null).
  anyone('GET', '/embedded/device/approve'),
  anyone('POST', '/embedded/device/approve'),
  frame('GET', '/embedded/me'),
  frame('POST', '/embedded/signout'),
  frame('GET', '/embedded/vault'),
  frame('PUT', '/embedded/vault'),
  frame('POST', '/embedded/email/update'),
  frame('POST', '/embedded/email/update/primary'),
  frame('POST', '/embedded/email/update/secondary'),
  frame('POST', '/embedded/social/redirect'),
  // The provider sends the visitor's browser here (a top-level navigation).
  anyone('GET', '/embedded/social/callback'),
  frame('POST', '/embedded/social/complete'),
  frame('POST', '/embedded/farcaster/channel'),
  // The Farcaster client (an app, or a web client on its own origin) relays the signed message.
  anyone('POST', '/embedded/farcaster/authenticate'),
  frame('GET', '/embedded/farcaster/status'),
  frame('POST', '/embedded/farcaster/complete'),
]

const ANYONE = new Set(
  EMBEDDED_ROUTE_ACCESS.filter((route) => route.access === 'anyone').map(
    (route) => `${route.method} ${route.path}`,
  ),
)

/**
 * The access of a request: undefined outside `/embedded/`, else its route's; a path or method
 * not in the table (a preflight, a route added later) is the frame's.
 */
export function embeddedAccessOf(method: string, path: string): EmbeddedAccess | undefined {
  if (path !== '/embedded' && !path.startsWith('/embedded/')) return undefined
  const asked = method === 'HEAD' ? 'GET' : method
  return ANYONE.has(`${asked} ${path}`) ? 'anyone' : 'frame'
}
