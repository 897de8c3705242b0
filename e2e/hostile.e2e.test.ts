import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import {
  modal,
  openConnectModal,
  testWalletOption,
  waitForModalClosed,
} from './support/demoPage.js'
import { demoRun, demoUrl, scenario, useBrowser } from './support/harness.js'
import { type StaticServer, serveStatic, withDemoConfig } from './support/staticServer.js'

useBrowser()

/** Records CSP violations (and console reports of them) from the first script on. */
const CSP_WATCH = `;(() => {
  window.__cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI)
  })
})();`

/** A browser without constructed stylesheets: the kit must fall back to <style nonce>. */
const NO_CONSTRUCTED_SHEETS = `;(() => {
  CSSStyleSheet.prototype.replaceSync = undefined
})();`

/**
 * The demo, built as usual, served with a strict Content-Security-Policy: no 'unsafe-inline' for
 * scripts or styles (styles need the page's nonce), nothing but this machine to talk to.
 */
async function serveWithStrictCsp(): Promise<StaticServer & { nonce: string }> {
  const nonce = randomBytes(18).toString('base64')
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  const demo = demoRun()
  const server = await serveStatic(demo.dist, {
    port: demo.cspPort,
    headers: { 'content-security-policy': csp },
    // Vite's html.cspNonce convention: the demo hands this to the kit's nonce option.
    html: (html) =>
      withDemoConfig(demo.config)(html).replace(
        '<head>',
        `<head><meta property="csp-nonce" nonce="${nonce}">`,
      ),
  })
  return { ...server, nonce }
}

/** The computed styles that show the modal card is styled (not the browser's defaults). */
function cardStyle(page: Page) {
  return modal(page)
    .getByTestId('modal-card')
    .evaluate((card) => {
      const style = getComputedStyle(card)
      return { width: style.width, radius: style.borderTopLeftRadius, bg: style.backgroundColor }
    })
}

describe('a host page with a strict Content-Security-Policy', () => {
  let server: StaticServer & { nonce: string }
  beforeAll(async () => {
    server = await serveWithStrictCsp()
  })
  afterAll(() => server?.close())

  for (const [name, extra] of [
    ['constructed stylesheets', ''],
    ['no constructed stylesheets: <style nonce>', NO_CONSTRUCTED_SHEETS],
  ] as const) {
    scenario(
      `renders the buttons and modal styled and connects the test wallet (${name})`,
      async ({ page, context, demo }) => {
        await context.addInitScript(CSP_WATCH + extra)
        await page.goto(demoUrl({ ...demo, url: server.url }))
        await page.getByTestId('hook-state').waitFor()
        const button = page.getByTestId('connect-button').first()
        // The button styles applied: not a default grey button.
        const radius = await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)
        expect(radius).not.toBe('0px')
        await openConnectModal(page)
        expect(await cardStyle(page)).toEqual({
          width: '360px',
          radius: expect.not.stringMatching(/^0px$/),
          bg: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/),
        })
        await testWalletOption(page).click()
        // (A function, not a string: the page's CSP forbids eval, the harness's string helpers
        // included.)
        await page.waitForFunction(() => (window as any).gangwayDemo.kit.getAccount()?.isConnected)
        await waitForModalClosed(page)
        expect(await page.evaluate(() => (window as any).__cspViolations)).toEqual([])
        // How the styles got in: adopted sheets, or <style> elements carrying the nonce.
        const applied = await page.evaluate(() => {
          const shadow = document.querySelector('gangway-modal')!.shadowRoot!
          const styles = [
            ...shadow.querySelectorAll('style'),
            ...document.querySelectorAll('style'),
          ]
          return {
            adopted: shadow.adoptedStyleSheets.length + document.adoptedStyleSheets.length,
            nonces: styles.map((style) => style.nonce),
          }
        })
        // Three sheets: the buttons', the modal's, and the Connect view's own (the demo's social
        // logos row, adopted with the view).
        if (extra)
          expect(applied).toEqual({
            adopted: 0,
            nonces: [server.nonce, server.nonce, server.nonce],
          })
        else expect(applied).toEqual({ adopted: 3, nonces: [] })
        // The policy is live: a <style> without the nonce is refused and reported.
        await page.evaluate(() => {
          const style = document.createElement('style')
          style.textContent = 'body { outline: 1px solid red; }'
          document.head.append(style)
        })
        await expect
          .poll(() => page.evaluate(() => (window as any).__cspViolations.length))
          .toBeGreaterThan(0)
      },
      // The refusal just provoked, as Chromium reports it (the kit's own are none: the
      // violations recorded before it are []).
      {
        expectConsole: [
          /^\[error\] Applying inline style violates the following Content Security Policy/,
        ],
      },
    )
  }
})

/** Listings a hostile directory serves: script links, control characters, junk. */
function hostileListings(port: number) {
  const trap = 'window.__pwned=(window.__pwned||0)+1'
  return [
    {
      id: 'ctl',
      name: 'Control Chars',
      desktop_link: `\u0001javascript://%0a${trap}`,
      mobile_link: `\u0001javascript://%0a${trap}`,
      webapp_link: `\u0000javascript:${trap}`,
    },
    {
      id: 'js',
      name: 'Script Links',
      desktop_link: `javascript:${trap}`,
      mobile_link: `javascript:${trap}//`,
      webapp_link: `javascript:${trap}`,
    },
    {
      id: 'data',
      name: 'Data Links',
      desktop_link: 'data:text/html,<script>opener.__pwned=1</script>',
      webapp_link: `data:text/html,<script>opener.__pwned=1</script>`,
    },
    {
      id: 'sep',
      name: 'Separators',
      desktop_link: `java\u2028script:${trap}`,
      webapp_link: `https://ok.example/\u2028x`,
    },
    {
      id: 'huge',
      name: `Huge ${'W'.repeat(100_000)}`,
      webapp_link: `http://127.0.0.1:${port}/web`,
    },
    { id: 'types', name: 12345, chains: 'eip155:1' },
    {
      id: 'chains',
      name: 'String Chains',
      chains: 'eip155:31337',
      desktop_link: `javascript:${trap}`,
    },
    {
      id: 'safe',
      name: 'Safe Test Wallet',
      desktop_link: 'gangwaytest://',
      webapp_link: `http://127.0.0.1:${port}/web`,
    },
    // Padding to a full page of 40: the directory serves the same page whatever is asked.
    ...Array.from({ length: 32 }, (_, i) => ({ id: `pad-${i}`, name: `Padding Wallet ${i}` })),
  ]
}

/** A wallet directory on 127.0.0.1 that serves hostile listings and lies about its count. */
async function startHostileDirectory() {
  const requests: string[] = []
  let listings: unknown[] = []
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/web')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>web wallet</title>')
      return
    }
    requests.push(request.url ?? '')
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    })
    response.end(JSON.stringify({ data: listings, count: 100_000 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  listings = hostileListings(port)
  return {
    url: `http://127.0.0.1:${port}/wallets`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Records window.open calls; app schemes are recorded only (nothing to hand them to here). */
const OPEN_WATCH = `;(() => {
  const open = window.open.bind(window)
  window.__opened = []
  window.open = (url, target, features) => {
    window.__opened.push(String(url))
    if (/^gangwaytest:/.test(String(url))) return null
    return open(url, target, features)
  }
})();`

describe('a wallet directory serving hostile listings (?directoryUrl=)', () => {
  let directory: Awaited<ReturnType<typeof startHostileDirectory>>
  beforeAll(async () => {
    directory = await startHostileDirectory()
  })
  afterAll(() => directory?.close())

  scenario(
    'clicking every action of every hostile wallet runs nothing, and paging stops',
    async ({ page, context, openDemo }) => {
      await context.addInitScript(OPEN_WATCH)
      await openDemo({ params: { directoryUrl: directory.url } })
      await openConnectModal(page)
      await modal(page).getByTestId('all-wallets').click()
      const list = modal(page).getByTestId('all-wallets-list')
      await list.getByTestId('wallet-option').filter({ hasText: 'Safe Test Wallet' }).waitFor()

      // The count says 100,000; the directory serves the same 40 on every page. Scrolled to the
      // end, the list asks for one more page, sees nothing new and stops.
      await modal(page)
        .locator('.gw-body')
        .evaluate((body) => body.scrollTo(0, body.scrollHeight))
      await page.waitForTimeout(2_000)
      const asked = directory.requests.length
      expect(asked).toBeLessThanOrEqual(4)
      await page.waitForTimeout(1_000)
      expect(directory.requests.length).toBe(asked)
      await modal(page)
        .locator('.gw-body')
        .evaluate((body) => body.scrollTo(0, 0))

      // Listings with a usable id and name are listed (38 of the 40), names cut; junk dropped.
      expect(await list.getAttribute('data-directory-loaded')).toBe('38')
      const row = (id: string) =>
        list.locator(`[data-testid="wallet-option"][data-wallet-id="${id}"]`)
      for (const id of ['ctl', 'js', 'data', 'sep', 'huge', 'safe']) await row(id).waitFor()
      const huge = await list.locator('[data-wallet-id="huge"] .gw-list-item-label').textContent()
      expect(huge!.length).toBeLessThanOrEqual(64)

      let clicked = 0
      for (const id of ['ctl', 'js', 'data', 'sep', 'huge', 'safe']) {
        await row(id).click()
        await modal(page).getByTestId('wc-qr').waitFor({ timeout: 15_000 })
        const actions = modal(page).locator('[data-testid^="wc-open-"]')
        for (let i = 0; i < (await actions.count()); i++) {
          await actions.nth(i).click()
          clicked++
        }
        await modal(page).getByTestId('modal-back').click()
        await list.waitFor()
      }
      // The safe wallet's two actions worked (the click path is live), and only those.
      expect(clicked).toBe(3)
      const opened: string[] = await page.evaluate(() => (window as any).__opened)
      expect(opened).toHaveLength(3)
      for (const url of opened)
        expect(url).toMatch(/^(gangwaytest:\/\/wc\?uri=|http:\/\/127\.0\.0\.1:\d+\/web\/?wc\?uri=)/)
      expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined()
      for (const other of context.pages())
        expect(
          await other.evaluate(() => (window as any).__pwned).catch(() => undefined),
        ).toBeUndefined()
    },
    { timeout: 90_000 },
  )
})
