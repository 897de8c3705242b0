// The embedded wallet's email login in the demo, as a visitor does it (the browser approved by the
// mailed link, the mailed code typed, the new wallet's recovery code kept), and the secure frame:
// shared by the files that log in with the embedded wallet.
import type { Frame, Page } from 'playwright-core'
import type { Address } from 'viem'
import { expect } from 'vitest'
import type { DemoRun } from '../globalSetup.js'
import { modal, text, waitForHookState } from './demoPage.js'
import { shootFlowInThemes } from './screenSet.js'

/** How long the secure frame may take to wear a theme switched on the page (a message away). */
export const FRAME_SETTLE = 500

export function embedded(demo: DemoRun) {
  const config = demo.config.embedded
  if (!config) throw new Error('the demo runs without the embedded wallet (no appOrigins)')
  return config
}

/** The newest login code mailed to `email` after `since`, from the demo server's SMTP mailbox. */
export async function mailedCode(demo: DemoRun, email: string, since: number): Promise<string> {
  const query = new URLSearchParams({ to: email, since: String(since), wait: '20000' })
  const answer = await fetch(`${embedded(demo).inboxUrl}messages?${query}`)
  expect(answer.status, `a mail to ${email}`).toBe(200)
  const mail = (await answer.json()) as { subject: string; text: string }
  const code = /(?<!\d)\d{6}(?!\d)/.exec(mail.subject)?.[0]
  expect(code, mail.subject).toBeDefined()
  return code as string
}

/**
 * The visitor approves this browser from the mail: the newest mail to `email` after `since` is
 * the approval link; it is opened in a tab of the same browser and Approve is clicked (the page's
 * own form post). Resolves with the time just before the approval (the code mail comes after).
 */
export async function approveDeviceByMail(page: Page, demo: DemoRun, email: string, since: number) {
  const query = new URLSearchParams({ to: email, since: String(since), wait: '20000' })
  const answer = await fetch(`${embedded(demo).inboxUrl}messages?${query}`)
  expect(answer.status, `an approval mail to ${email}`).toBe(200)
  const mail = (await answer.json()) as { subject: string; text: string }
  const link = /https?:\/\/\S+\/embedded\/device\/approve\?\S+/.exec(mail.text)?.[0]
  expect(link, mail.subject).toBeDefined()
  const tab = await page.context().newPage()
  const approvedAt = Date.now() - 1000
  await tab.goto(link as string)
  await tab.getByRole('button', { name: 'Approve this device' }).click()
  await tab.getByRole('heading', { name: 'This device is approved' }).waitFor()
  await tab.close()
  return approvedAt
}

/** The secure frame (the server's origin) among the page's frames. */
export async function secureFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes('/embedded/frame')), {
      timeout: 15_000,
    })
    .toBe(true)
  return page.frames().find((frame) => frame.url().includes('/embedded/frame')) as Frame
}

/**
 * A first login creates the wallet: the frame shows its recovery code once, in the login view's
 * place (its own step, not over Account: Account comes after); the visitor keeps it.
 */
export async function keepRecoveryCode(page: Page, { shot = false } = {}) {
  const frame = await secureFrame(page)
  const saved = frame.getByRole('button', { name: 'I saved my recovery code' })
  await saved.waitFor({ timeout: 20_000 })
  expect(await modal(page).getByTestId('embedded-frame-slot').count()).toBe(1)
  expect(await modal(page).getByTestId('account-tab-tokens').count()).toBe(0)
  // The header names the step (not the login step's 'Confirm Email'), with no back arrow.
  expect(await text(modal(page).getByTestId('modal-title'))).toBe('Recovery Code')
  expect(await modal(page).getByTestId('modal-back').count()).toBe(0)
  // docs/ui-comparison.md's recovery-code step (UPDATE_SCREENS=1 only).
  if (shot) await shootFlowInThemes(page, 'embeddedrecoverycode', { frameSettle: FRAME_SETTLE })
  await saved.click()
}

/** The session the frame keeps, read back from the server's database (`GET /embedded/me`). */
export async function serverUser(page: Page, demo: DemoRun) {
  const frame = await secureFrame(page)
  const token = await frame.evaluate(
    (key) => localStorage.getItem(key),
    `gangway.embedded.${demo.config.projectId}.session`,
  )
  expect(token, 'the frame keeps a session').toBeTruthy()
  const answer = await fetch(`${embedded(demo).url}/embedded/me`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { token: token as string, status: answer.status, body: (await answer.json()) as any }
}

/**
 * The embedded account on the active EVM network, once the login is complete: the kit connects
 * every family's embedded account (solana's too, the active family last), then shows Account.
 */
export async function connectedAddress(page: Page, { login = true } = {}): Promise<Address> {
  if (login) await modal(page).getByTestId('account-tab-tokens').waitFor({ timeout: 30_000 })
  const state = await waitForHookState(
    page,
    (s) => s.account.isConnected && /^0x/.test(s.account.address ?? ''),
    30_000,
  )
  return state.account.address as Address
}

/**
 * An email login from the page's Connect button (a new email: the device approval by the mailed
 * link, then the mailed code), the recovery code kept (`shot`: its screenshots, see
 * keepRecoveryCode): resolves with the connected address.
 */
export async function emailLogin(
  page: Page,
  demo: DemoRun,
  email: string,
  { shot = false } = {},
): Promise<Address> {
  await page.getByTestId('connect-button').first().click()
  await modal(page).getByTestId('email-input').fill(email)
  const since = Date.now() - 1000
  await modal(page).getByTestId('email-submit').click()
  await modal(page).getByTestId('email-verify-device').waitFor({ timeout: 15_000 })
  const approvedAt = await approveDeviceByMail(page, demo, email, since)
  await modal(page).getByTestId('otp-digit').first().waitFor({ timeout: 30_000 })
  expect(await text(modal(page).getByTestId('otp-sent-to'))).toContain(email)
  const code = await mailedCode(demo, email, approvedAt)
  await modal(page).getByTestId('otp-digit').first().click()
  await page.keyboard.type(code)
  await keepRecoveryCode(page, { shot })
  return connectedAddress(page)
}
