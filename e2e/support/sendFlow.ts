// Driving the modal's Send flow in the demo (issue 14), shared by the send scenarios.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { modal, text } from './demoPage.js'

/** A control of the Send views, by its data-testid. */
export const sendField = (page: Page, id: string) => modal(page).getByTestId(id)

/** Opens the modal on Account (when it is closed) and its Send view. */
export async function openSend(page: Page) {
  if (!(await modal(page).locator('[data-feature="send"]').isVisible()))
    await page.getByTestId('connect-button').first().click()
  await modal(page).locator('[data-feature="send"]').click()
  await sendField(page, 'send-view').waitFor()
}

/** Picks a token of the account's balances in SendSelectToken. */
export async function pickSendToken(page: Page, symbol: string) {
  await sendField(page, 'send-token').click()
  await modal(page).getByTestId('send-token-option').filter({ hasText: symbol }).first().click()
  await expect.poll(() => text(sendField(page, 'send-token'))).toContain(symbol)
}

/** Fills amount and receiver, previews and sends; resolves once 'Transaction started' shows. */
export async function sendFromModal(page: Page, amount: string, receiver: string) {
  await sendField(page, 'send-amount').fill(amount)
  await sendField(page, 'send-receiver').fill(receiver)
  await expect.poll(() => text(sendField(page, 'send-error'))).toBe('')
  await sendField(page, 'send-preview').click()
  await sendField(page, 'preview-send').click()
  await sendStarted(page)
}

/**
 * After a send the modal is back on Account with 'Transaction started', and the toast covers
 * nothing of the view. Both are read in the page on the frame the toast shows in: it hides after
 * 2.2 s (spec §2), which a check made from the test, a round trip later on a loaded machine, can
 * miss.
 */
export async function sendStarted(page: Page) {
  const covers = await page.waitForFunction(
    () => {
      const root = document.querySelector('gangway-modal')?.shadowRoot
      if (!root?.querySelector('[data-testid="account-tab-tokens"]')) return false
      const bar = root.querySelector<HTMLElement>('[data-testid="snackbar"]')
      if (!bar?.textContent?.includes('Transaction started')) return false
      // How far the view's last row, scrolled to the end, reaches under the toast (px; ≤ 0:
      // nothing covered). The toast's place is its layout box (`offsetTop` in the card), where
      // its entry animation ends.
      const card = root.querySelector<HTMLElement>('.gw-card')
      const body = root.querySelector<HTMLElement>('.gw-body')
      const last = body?.querySelector('.gw-view')?.lastElementChild
      if (!card || !body || !last) throw new Error('no card or view')
      body.scrollTop = body.scrollHeight
      const barTop = card.getBoundingClientRect().top + card.clientTop + bar.offsetTop
      return { covers: Math.ceil(last.getBoundingClientRect().bottom - barTop) }
    },
    null,
    { timeout: 30_000 },
  )
  const { covers: px } = (await covers.jsonValue()) as { covers: number }
  expect(px, 'what the toast covers of the view, in px').toBeLessThanOrEqual(0)
}

/**
 * How far (px, vertically) the modal's element at `selector` moves as the toast showing now
 * hides: its place in the toast's last frame against the frame after the toast went (read in the
 * page, frame by frame; a view's own entry animation, which ends long before, is not counted), and
 * whether the toast was still there at the start (else the read proves nothing).
 */
export async function placesAcrossToastExit(page: Page, selector: string) {
  return page.evaluate(
    (target) =>
      new Promise<{ toastShown: boolean; moved: number }>((resolve, reject) => {
        const root = document.querySelector('gangway-modal')?.shadowRoot
        const element = root?.querySelector(target)
        if (!root || !element) return reject(new Error(`no ${target} in the modal`))
        const toast = () => root.querySelector('[data-testid="snackbar"]')
        const toastShown = Boolean(toast())
        let last = element.getBoundingClientRect().top
        const deadline = performance.now() + 10_000
        const frame = () => {
          const top = element.getBoundingClientRect().top
          if (!toast()) return resolve({ toastShown, moved: Math.abs(top - last) })
          if (performance.now() > deadline) return reject(new Error('the toast did not hide'))
          last = top
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
    selector,
  )
}
