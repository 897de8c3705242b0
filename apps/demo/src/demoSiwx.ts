import type { ServerSiwx } from '@gangway/core/siwx'
import type { DemoConfig, SiwxMode } from './config.js'

/**
 * `?siwx=required|optional`: sign in with the wallet, verified by the demo's own @gangway/server
 * (`/siwx/*`, sessions in its database). `@gangway/core/siwx` is imported only then, so the
 * demo without `?siwx=` loads none of it.
 */
export async function createDemoSiwx(
  mode: SiwxMode | undefined,
  config: DemoConfig,
): Promise<ServerSiwx | undefined> {
  if (!mode) return undefined
  if (!config.serverUrl) {
    console.warn(`?siwx=${mode} needs the demo's server (serverUrl): sign-in is off.`)
    return undefined
  }
  const { createServerSiwx } = await import('@gangway/core/siwx')
  return createServerSiwx({
    url: config.serverUrl,
    projectId: config.projectId ?? 'gangway-demo',
    required: mode === 'required',
    statement: 'Sign in to the Gangway demo.',
  })
}
