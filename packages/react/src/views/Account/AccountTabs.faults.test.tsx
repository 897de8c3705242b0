/**
 * The Account tabs while the data APIs behind them misbehave (a real HTTP server on 127.0.0.1
 * that never answers): the Tokens tab lists the native balance, and the Activity and NFTs tabs
 * end their spinner with the catalogue's error and Try again once the read's time is up.
 */
import '../../testing/dom.testing.js'
import { createActivityApiSource, createBalanceApiSource, createNftApiSource } from '@gangway/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type LocalServer,
  startLocalServer,
} from '../../../../core/src/http/localServer.testing.js'
import type { GangwayKit } from '../../kit/types.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { connect, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

/** A short limit (the kit's is 10 s) so the silent server costs little here. */
const TIMEOUT = 200

let server: LocalServer
const kits: GangwayKit[] = []
beforeEach(async () => {
  server = await startLocalServer()
  server.handle(() => undefined) // never answers
})
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
  document.body.replaceChildren()
  await server.close()
})

async function openTab(name: 'Tokens' | 'NFTs' | 'Activity') {
  const api = { url: server.baseUrl, timeoutMs: TIMEOUT }
  const { kit } = createTestKit({
    balanceSource: createBalanceApiSource(api),
    activitySource: createActivityApiSource(api),
    nftSource: createNftApiSource(api),
  })
  kits.push(kit)
  await connect(kit)
  await openModal(kit, { view: 'Account' })
  await vi.waitFor(() => expect(allInModal('[role="tab"]').length).toBeGreaterThan(0))
  allInModal('[role="tab"]')
    .find((el) => el.textContent === name)
    ?.click()
  return kit
}

const panel = (id: string) => inModal(`[data-testid="account-tab-${id}"]`)
const busy = (id: string) => panel(id)?.querySelector('[aria-busy="true"]') ?? null

describe('the Account tabs with data APIs that never answer', () => {
  it('Tokens lists the native balance while the balance API hangs', async () => {
    await openTab('Tokens')
    await vi.waitFor(() => expect(panel('tokens')?.textContent).toContain('1,234.567 ETH'), {
      timeout: 2000,
    })
    expect(server.requests.some((request) => request.url.pathname === '/balance')).toBe(true)
    expect(panel('tokens')?.textContent).not.toContain('No tokens yet')
  })

  it.each([
    ['Activity', 'activity', 'Failed to fetch transactions'],
    ['NFTs', 'nfts', 'Failed to fetch NFTs'],
  ] as const)('%s stops spinning: the error and Try again', async (name, id, title) => {
    await openTab(name)
    await vi.waitFor(() => expect(busy(id)).not.toBeNull(), { timeout: 2000 })
    await vi.waitFor(() => expect(panel(id)?.textContent).toContain(title), { timeout: 2000 })
    expect(busy(id)).toBeNull()
    const retry = Array.from(panel(id)?.querySelectorAll('button') ?? []).find(
      (button) => button.textContent === 'Try again',
    )
    expect(retry).toBeDefined()
    // Trying again asks the API again (and spins while it waits).
    const asked = server.requests.length
    retry?.click()
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(asked))
  })

  it.each([
    ['Activity', 'activity', 'Failed to fetch transactions'],
    ['NFTs', 'nfts', 'Failed to fetch NFTs'],
  ] as const)(
    '%s shows the error when the reading code itself failed to load',
    async (name, id, title) => {
      const kit = await openTab(name)
      // What the kit's controller sets when the reader's import fails: failed, no account yet.
      const failed = (state: { account?: string; loading: boolean; failed: boolean }) => {
        state.account = undefined
        state.loading = false
        state.failed = true
      }
      if (id === 'activity') kit.controllers.activity.store.setState(failed)
      else kit.controllers.nfts.store.setState(failed)
      await vi.waitFor(() => expect(panel(id)?.textContent).toContain(title), { timeout: 2000 })
      expect(busy(id)).toBeNull()
    },
  )
})
