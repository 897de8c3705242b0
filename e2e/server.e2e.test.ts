// The demo against its own @gangway/server: the wallet directory the server serves from the
// operator's listings file, and the kit's analytics stored in the server's database.
import { describe, expect } from 'vitest'
import { modal, openConnectModal } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

describe('the demo on its @gangway/server', () => {
  scenario(
    "AllWallets lists the server's directory, and the search asks the server",
    async ({ page, demo, openDemo }) => {
      const server = demo.config.serverUrl
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(`${server}/directory`)) asked.push(request.url())
      })
      await openDemo({ params: { directoryUrl: `${server}/directory` } })
      await openConnectModal(page)
      await modal(page).getByTestId('all-wallets').click()
      const list = modal(page).getByTestId('all-wallets-list')
      // The count the list shows is the one the server answers to the kit's own query (its
      // networks' chains as the filter).
      await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(0)
      const answer = (await (await fetch(asked[0] as string)).json()) as { count: number }
      expect(answer.count).toBeGreaterThan(40)
      await expect
        .poll(async () => Number(await list.getAttribute('data-directory-total')), {
          timeout: 15_000,
        })
        .toBe(answer.count)

      await modal(page).getByTestId('wallet-search').fill('rainbow')
      await list.getByTestId('wallet-option').filter({ hasText: 'Rainbow' }).first().waitFor()
      await expect
        .poll(() => asked.some((url) => new URL(url).searchParams.get('search') === 'rainbow'))
        .toBe(true)
    },
  )

  scenario(
    "the kit's analytics reach the server, which stores them",
    async ({ page, openDemo }) => {
      const stored: { event: string; stored: boolean }[] = []
      page.on('response', async (response) => {
        const request = response.request()
        if (request.method() !== 'POST' || !new URL(response.url()).pathname.endsWith('/e')) return
        const event = JSON.parse(request.postData() ?? '{}')?.props?.event
        stored.push({ event, ...((await response.json()) as { stored: boolean }) })
      })
      await openDemo()
      await openConnectModal(page)
      await expect
        .poll(() => stored.find((entry) => entry.event === 'MODAL_OPEN'), { timeout: 15_000 })
        .toEqual({ event: 'MODAL_OPEN', stored: true })
    },
  )
})
