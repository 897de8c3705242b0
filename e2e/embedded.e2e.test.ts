// The embedded wallet (issue 17) in the demo, its own @gangway/server running the secure frame on
// another origin: a visitor approves the browser by the link and logs in with the code, both read
// from the server's real SMTP mail, with Google through a real OpenID Connect provider in a
// popup, and with Farcaster approved by
// the fid's custody key (read on chain from an IdRegistry on anvil). The embedded account signs
// (verified with viem) and sends ETH on anvil (read from the node), approved in the frame; a
// reload keeps it; disconnect signs out (the server's session is gone).
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import {
  closeModalIfOpen,
  connectFirstScreen,
  modal,
  text,
  waitForHookState,
} from './support/demoPage.js'
import {
  connectedAddress,
  emailLogin,
  embedded,
  FRAME_SETTLE,
  keepRecoveryCode,
  secureFrame,
  serverUser,
} from './support/embeddedLogin.js'
import { scenario, useBrowser } from './support/harness.js'
import { shootFlowInThemes } from './support/screenSet.js'
import { openSend, pickSendToken, sendField, sendStarted } from './support/sendFlow.js'

useBrowser()

const run = promisify(execFile)

/** What the demo's "Sign message" signs (apps/demo/src/panels/Actions.tsx). */
const SIGN_MESSAGE_TEXT = 'Hello from the Gangway demo'

const SIGN_TIMEOUT = 30_000

/** The account's "connected wallet" row: the name it shows, then its caption. */
const connectedWith = (page: Page) =>
  text(modal(page).getByTestId('connected-wallet').locator('.gw-list-item-label'))

/**
 * Approves the open request in the frame (ApproveTransaction shows it over the modal), after
 * checking what the visitor sees: the title naming the request, one way out (the frame's Reject;
 * the view's Cancel is gone while the frame shows), and the rows `shows` names (label → value).
 */
async function approveInFrame(
  page: Page,
  title: 'Signature Request' | 'Approve Transaction',
  shows: Record<string, string> = {},
) {
  await modal(page).getByTestId('approve-transaction').waitFor({ timeout: SIGN_TIMEOUT })
  const frame = await secureFrame(page)
  const approve = frame.getByRole('button', { name: 'Approve' })
  await approve.waitFor({ timeout: SIGN_TIMEOUT })
  expect(await text(modal(page).getByTestId('modal-title'))).toBe(title)
  expect(await frame.getByRole('button', { name: 'Reject' }).count()).toBe(1)
  expect(await modal(page).getByTestId('approve-cancel').count()).toBe(0)
  // The frame wears the kit's theme: its Approve is the modal's accent colour.
  const accent = await modal(page)
    .getByTestId('approve-transaction')
    .evaluate((view) => getComputedStyle(view).getPropertyValue('--gw-accent').trim())
  expect(await approve.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    rgbOf(accent),
  )
  // A long message wraps between words; only an unbreakable run (hex) is broken.
  expect(
    await frame
      .locator('dd')
      .first()
      .evaluate((value) => {
        const style = getComputedStyle(value)
        return [style.wordBreak, style.overflowWrap]
      }),
  ).toEqual(['normal', 'anywhere'])
  const rows = await frame.locator('.gw-rows').evaluate((list) => {
    const labels = [...list.querySelectorAll('dt')].map((label) => label.textContent ?? '')
    const values = [...list.querySelectorAll('dd')].map((value) => value.textContent ?? '')
    return Object.fromEntries(labels.map((label, index) => [label, values[index]]))
  })
  expect(rows).toMatchObject(shows)
  // The frame's place is its page's height (SIZE), not a fixed 440 px with space under the card:
  // the frame's Approve ends within 24 px of the place's bottom.
  const slot = modal(page).getByTestId('embedded-frame-slot')
  await expect
    .poll(async () => {
      const place = await slot.boundingBox()
      const button = await approve.boundingBox()
      return place && button ? place.y + place.height - (button.y + button.height) : -1
    })
    .toBeLessThanOrEqual(24)
  // docs/ui-comparison.md's approval dialogs (UPDATE_SCREENS=1 only).
  await shootFlowInThemes(
    page,
    title === 'Signature Request' ? 'embeddedsignature' : 'embeddedtransaction',
    { frameSettle: FRAME_SETTLE },
  )
  await approve.click()
}

/** '#3461e8' as the browser computes it: 'rgb(52, 97, 232)'. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

scenario(
  'email: the mailed link approves the browser, the mailed code logs in; the embedded account signs and sends on anvil; a reload keeps it; disconnect signs out',
  async ({ page, demo, openDemo }) => {
    const email = `visitor-${Date.now()}@example.com`
    await openDemo()
    const address = await emailLogin(page, demo, email, { shot: true })
    // The account names the login used.
    expect(await connectedWith(page)).toMatch(/^EmailConnected wallet/)

    // The server's database holds the session and the user with this address.
    const user = await serverUser(page, demo)
    expect(user.status).toBe(200)
    expect(user.body.user.email).toBe(email)
    expect(user.body.user.addresses.eip155.toLowerCase()).toBe(address.toLowerCase())

    // Signing: approved in the frame, verified against the address.
    await closeModalIfOpen(page)
    await page.getByTestId('sign-message').click()
    await approveInFrame(page, 'Signature Request')
    const signature = page.getByTestId('signature')
    await expect
      .poll(() => signature.getAttribute('data-state'), { timeout: SIGN_TIMEOUT })
      .toBe('done')
    expect(
      await verifyMessage({
        address,
        message: SIGN_MESSAGE_TEXT,
        signature: (await text(signature)) as `0x${string}`,
      }),
    ).toBe(true)

    // Funds from anvil account 0, then Send from the modal, approved in the frame.
    const chain = demo.config.chains[0]!
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const funder = createWalletClient({
      account: privateKeyToAccount(
        '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      ),
      transport: http(chain.rpcUrl),
    })
    await node.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('2'), chain: null }),
    })
    // The kit read 0 ETH at login (cached 30 s): the host refreshes, as after any top-up.
    await page.evaluate(() => (window as any).gangwayDemo.kit.refreshBalances())
    const recipient = demo.config.recipient
    const before = await node.getBalance({ address: recipient })
    await openSend(page)
    await pickSendToken(page, 'ETH')
    await sendField(page, 'send-amount').fill('0.25')
    await sendField(page, 'send-receiver').fill(recipient)
    await expect.poll(() => text(sendField(page, 'send-error'))).toBe('')
    await sendField(page, 'send-preview').click()
    await sendField(page, 'preview-send').click()
    // The network and the amount as the server's config names them, not "eip155:…" and "(native)".
    await approveInFrame(page, 'Approve Transaction', {
      Network: `${chain.name} (eip155:${chain.chainId})`,
      Value: '0.25 ETH',
    })
    await sendStarted(page)
    await expect
      .poll(() => node.getBalance({ address: recipient }), { timeout: SIGN_TIMEOUT })
      .toBe(before + parseEther('0.25'))

    // A reload restores the embedded account without a new login.
    await page.reload()
    expect(await connectedAddress(page, { login: false })).toBe(address)

    // Disconnect signs out: the server's session ends, the login cache is cleared.
    await closeModalIfOpen(page)
    await page.getByTestId('demo-disconnect').click()
    await waitForHookState(page, (s) => !s.account.isConnected)
    await expect
      .poll(async () => {
        const answer = await fetch(`${embedded(demo).url}/embedded/me`, {
          headers: { authorization: `Bearer ${user.token}` },
        })
        return answer.status
      })
      .toBe(401)
    const cache = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => /email|social/i.test(key)),
    )
    expect(cache).toEqual([])
  },
  { timeout: 180_000 },
)

scenario(
  'google: the popup signs in at the local OpenID Connect provider and comes back connected',
  async ({ page, demo, openDemo }) => {
    await openDemo()
    await page.getByTestId('connect-button').first().click()
    // With the test wallet installed the wallets come first (spec §2), yet email and every
    // social login are on the first screen of a 1280 × 800 desktop; the other socials are one
    // even row of logos.
    await modal(page).getByTestId('email-input').waitFor()
    const screen = await connectFirstScreen(page)
    expect(screen).toMatchObject({ scrolled: 0, controls: 8, below: [] })
    expect(new Set(screen.grid.map((button) => button.width)).size).toBe(1)
    expect(new Set(screen.grid.map((button) => button.top)).size).toBe(1)
    expect(screen.grid.every((button) => button.logo)).toBe(true)
    const popup = page.waitForEvent('popup')
    await modal(page).locator('[data-social="google"]').click()
    await popup
    await keepRecoveryCode(page)
    const address = await connectedAddress(page)
    expect(await connectedWith(page)).toMatch(/^GoogleConnected wallet/)
    const user = await serverUser(page, demo)
    expect(user.status).toBe(200)
    expect(user.body.user.provider).toBe('google')
    expect(user.body.user.addresses.eip155.toLowerCase()).toBe(address.toLowerCase())
  },
  { timeout: 120_000 },
)

scenario(
  'farcaster: the QR link approved by the fid’s custody key (on anvil) connects',
  async ({ page, demo, openDemo }) => {
    const { farcaster, url: serverUrl } = embedded(demo)
    await openDemo()
    await page.getByTestId('connect-button').first().click()
    await modal(page).locator('[data-social="farcaster"]').click()
    const link = new URL(
      (await modal(page).getByTestId('farcaster-open').getAttribute('href', { timeout: 15_000 })) ??
        '',
    )
    // As the README says: `npm run demo:farcaster -- "<the copied link>"` in a second terminal,
    // reading the demo's runtime file (this lane's, written as `npm run demo` writes it).
    const runtime = path.join(mkdtempSync(path.join(tmpdir(), 'gangway-farcaster-')), 'run.json')
    writeFileSync(
      runtime,
      JSON.stringify({
        embedded: {
          url: serverUrl,
          farcaster: { fid: farcaster.fid, username: farcaster.username },
        },
      }),
    )
    const script = fileURLToPath(
      new URL('../apps/demo/scripts/approve-farcaster.mjs', import.meta.url),
    )
    const { stdout } = await run(process.execPath, [script, link.href], {
      env: { ...process.env, GANGWAY_DEMO_RUNTIME: runtime },
    })
    expect(stdout).toContain(`Signed in as @${farcaster.username}`)
    await keepRecoveryCode(page)
    const address = await connectedAddress(page)
    expect(await connectedWith(page)).toMatch(/^FarcasterConnected wallet/)
    const user = await serverUser(page, demo)
    expect(user.body.user.provider).toBe('farcaster')
    expect(user.body.user.username).toBe(farcaster.username)
    expect(user.body.user.addresses.eip155.toLowerCase()).toBe(address.toLowerCase())
  },
  { timeout: 120_000 },
)
