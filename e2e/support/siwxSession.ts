// Sign-in sessions as the page keeps them and as the demo's @gangway/server answers them.
import type { Page } from 'playwright-core'
import { demoRun } from './harness.js'

/** The session tokens the page keeps, by CAIP-10 account. */
export const pageTokens = (page: Page) =>
  page.evaluate(() => {
    const tokens: Record<string, string> = {}
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? ''
      if (key.startsWith('@gangway/siwx/token/'))
        tokens[key.slice('@gangway/siwx/token/'.length)] = JSON.parse(
          localStorage.getItem(key) ?? '{}',
        ).token
    }
    return tokens
  })

/** The session as the server answers it to its token (what a host's backend does). */
export async function serverSession(token: string | undefined) {
  const { serverUrl, projectId } = demoRun().config
  const response = await fetch(`${serverUrl}/siwx/session?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { session?: { address: string } } | null,
  }
}
