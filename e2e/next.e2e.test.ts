import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modal } from './support/demoPage.js'
import { recordOffMachine, workerBrowser } from './support/harness.js'
import { ensureNextBuilt, type NextApp, startNextApp } from './support/nextApp.js'

// The Next.js App Router host (examples/next, built by `npm test` with `next build`), served by
// `next start`: a server component renders @gangway/react's buttons (a 'use client' entry), a
// client provider holds the kit. The page must hydrate without a warning and open the modal.

/**
 * React's and Next's words for a server / client mismatch in the browser console, in full or as
 * a production build's minified error (#418 text, #423 recoverable, #425 text content).
 */
const HYDRATION =
  /hydrat|did not match|server rendered (html|text)|mismatch|React error #(418|423|425)\b/i

let app: NextApp | undefined
let browser: Browser | undefined

beforeAll(async () => {
  ensureNextBuilt()
  ;[app, browser] = await Promise.all([startNextApp(), workerBrowser()])
}, 240_000)

afterAll(async () => {
  await app?.stop()
})

describe('examples/next (Next.js App Router)', () => {
  it('knows a hydration message when it sees one (the check can fail)', () => {
    expect(
      HYDRATION.test(
        "Hydration failed because the server rendered HTML didn't match the client. As a result this tree will be regenerated on the client.",
      ),
    ).toBe(true)
    expect(HYDRATION.test('A tree hydrated but some attributes of the server rendered HTML')).toBe(
      true,
    )
    expect(HYDRATION.test('Minified React error #418; visit https://react.dev/errors/418')).toBe(
      true,
    )
    expect(HYDRATION.test('[Fast Refresh] done')).toBe(false)
  })

  it('serves the connect button in its HTML (a server component renders it)', async () => {
    const html = await (await fetch(app!.url)).text()
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('data-testid="network-button"')
  })

  it('hydrates without a warning and opens the modal from the connect button', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } })
    const offMachine = recordOffMachine(context, [])
    const messages: string[] = []
    try {
      const page = await context.newPage()
      page.on('console', (message) => messages.push(`[${message.type()}] ${message.text()}`))
      page.on('pageerror', (error) => messages.push(`[pageerror] ${error.stack ?? error}`))
      await page.goto(app!.url)
      const button = page.getByTestId('connect-button').first()
      await button.waitFor()
      expect(((await button.textContent()) ?? '').trim()).toBe('Connect Wallet')
      // React attaches its handlers on hydration: until then a click does nothing, so retry.
      await expect
        .poll(
          async () => {
            if (!(await modal(page).getByTestId('modal-card').isVisible())) await button.click()
            return modal(page).getByTestId('view-Connect').isVisible()
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true)
      await page.waitForLoadState('networkidle')
      const problems = messages.filter(
        (line) => HYDRATION.test(line) || /^\[(error|pageerror)\]/.test(line),
      )
      expect(problems, messages.join('\n')).toEqual([])
      expect(offMachine, 'requests left 127.0.0.1').toEqual([])
    } catch (error) {
      throw new Error(`${error}\nconsole:\n${messages.join('\n')}\nserver:\n${app!.output()}`)
    } finally {
      await context.close()
    }
  }, 60_000)
})
