import { KitError } from '../errors/KitError.js'
import { createHttpClient } from '../http/createHttpClient.js'
import type { OnRampRequest } from './types.js'

/** How long the host's server may take to make a widget URL (it asks the provider in turn). */
export const ONRAMP_SESSION_TIMEOUT_MS = 15_000

/**
 * A provider's `createUrl` through the host's @gangway/server (`POST {sessionUrl}/onramp/session`,
 * which holds the provider's credentials). The answer must be an https URL on one of the
 * provider's widget hosts: a server (or anything between) cannot send the visitor elsewhere.
 */
export function sessionUrlCreator(
  provider: string,
  sessionUrl: string,
  widgetHosts: readonly string[],
): (request: OnRampRequest, signal?: AbortSignal) => Promise<string> {
  const http = createHttpClient({ baseUrl: sessionUrl, timeoutMs: ONRAMP_SESSION_TIMEOUT_MS })
  return async (request, signal) => {
    const answer = await http.post<{ url?: unknown }>({
      path: '/onramp/session',
      headers: { 'content-type': 'application/json' },
      body: { provider, ...request },
      ...(signal && { signal }),
    })
    let url: URL | undefined
    try {
      url = typeof answer?.url === 'string' ? new URL(answer.url) : undefined
    } catch {
      url = undefined
    }
    if (url?.protocol !== 'https:' || !widgetHosts.includes(url.hostname))
      throw new KitError('REQUEST_FAILED', {
        longMessage: `The on-ramp session answer is not a ${provider} widget URL.`,
      })
    return url.href
  }
}
