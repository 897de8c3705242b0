import { UpstreamError } from '../app/errors.js'

/**
 * A JSON request to a provider's API with a time limit; a refusal, a timeout or a body that is not
 * JSON is an UpstreamError naming the provider (the route's 502). `status` lets a caller see a 401.
 */
export async function fetchProviderJson(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (cause) {
    throw new UpstreamError(`${provider} did not answer within ${timeoutMs} ms`, { cause })
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    throw new UpstreamError(`${provider} answered ${response.status} with a body that is not JSON`)
  }
  return { status: response.status, body }
}
