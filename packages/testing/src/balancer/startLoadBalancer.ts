import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { acceptsConnections } from '../anvil/acceptsConnections.js'
import { findFreePort } from '../anvil/findFreePort.js'
import { spawnWatched } from '../anvil/watchedProcess.js'

/** Debian's haproxy (`apt-get install haproxy`; the repo's scripts/setup.mjs installs it). */
export const HAPROXY = '/usr/sbin/haproxy'

export interface StartLoadBalancerOptions {
  /** The servers behind it, `http://127.0.0.1:<port>` each. */
  backends: readonly string[]
  /** How long to wait for it to take connections; default 10,000 ms. */
  timeoutMs?: number
  /** The haproxy binary; default Debian's. */
  binary?: string
}

export interface LoadBalancer {
  /** `http://127.0.0.1:<port>`: requests go round-robin to the backends. */
  url: string
  /** Stops haproxy and removes its configuration. */
  stop(): Promise<void>
}

/** haproxy's configuration: HTTP, round-robin, X-Forwarded-For set to the client it saw. */
const configOf = (port: number, backends: readonly string[]) => `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 30s
  timeout server 30s
frontend gangway
  bind 127.0.0.1:${port}
  default_backend replicas
backend replicas
  balance roundrobin
  option forwardfor
  http-reuse safe
${backends
  .map((backend, index) => {
    const { hostname, port: backendPort } = new URL(backend)
    return `  server replica${index} ${hostname}:${backendPort}`
  })
  .join('\n')}
`

/**
 * A real load balancer (Debian's haproxy) on a free loopback port in front of `backends`,
 * round-robin, adding X-Forwarded-For as one in production would. Resolves once it takes
 * connections; it cannot outlive this process (the watchdog of the local chains).
 */
export async function startLoadBalancer(options: StartLoadBalancerOptions): Promise<LoadBalancer> {
  const binary = options.binary ?? HAPROXY
  if (!existsSync(binary))
    throw new Error(`${binary} is missing: apt-get install haproxy (scripts/setup.mjs does)`)
  const port = await findFreePort()
  const folder = mkdtempSync(join(tmpdir(), 'gangway-haproxy-'))
  const configFile = join(folder, 'haproxy.cfg')
  writeFileSync(configFile, configOf(port, options.backends))
  // -db: in the foreground, no daemon; -W: master-worker, so SIGTERM stops it whole.
  const haproxy = spawnWatched(binary, ['-db', '-W', '-f', configFile])
  const stop = async () => {
    await haproxy.stop()
    rmSync(folder, { recursive: true, force: true })
  }
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  while (!(await acceptsConnections(port, { timeoutMs: 1_000 }))) {
    if (haproxy.hasExited() || Date.now() > deadline) {
      await stop()
      throw new Error(`haproxy did not start on 127.0.0.1:${port}: ${haproxy.stderr()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { url: `http://127.0.0.1:${port}`, stop }
}
