import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CODE,
  embeddedViewsPerTest,
  logInByEmail,
  otpDigits,
  typeCode,
  typeInto,
} from '../../testing/embeddedViews.testing.js'
import { inModal, modalShadow } from '../../testing/modal.testing.js'
import { FrameRefusal, type ScriptedFrame } from '../../testing/scriptedFrame.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const views = embeddedViewsPerTest()
afterEach(() => views.cleanup())

const NEW_EMAIL = 'grace@example.com'

/** The server's email update, scripted: CODE is right at both steps; EMAIL_TAKEN for one address. */
function scriptUpdate(frame: ScriptedFrame) {
  frame.on('UPDATE_EMAIL', ({ email }) => {
    if (email === 'taken@example.com') throw new FrameRefusal('This email is already in use')
    return { action: 'VERIFY_PRIMARY_OTP' }
  })
  frame.on('UPDATE_EMAIL_PRIMARY_OTP', ({ otp }) => {
    if (otp !== CODE) throw new FrameRefusal('Invalid code')
    return { action: 'VERIFY_SECONDARY_OTP' }
  })
  frame.on('UPDATE_EMAIL_SECONDARY_OTP', ({ otp }) => {
    if (otp !== CODE) throw new FrameRefusal('Invalid code')
    return { newEmail: NEW_EMAIL }
  })
}

async function onSettings() {
  const test = await views.start()
  scriptUpdate(test.frame)
  await logInByEmail(test.kit)
  test.kit.controllers.router.push('AccountSettings')
  await vi.waitFor(() => expect(inModal('[data-testid="settings-email"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  return test
}

const field = () => inModal<HTMLInputElement>('[data-testid="update-email-input"]')!
const submit = () => inModal<HTMLButtonElement>('[data-testid="update-email-submit"]')!

async function openUpdate(kit: { stores: { router: { getState(): { view: string } } } }) {
  inModal<HTMLButtonElement>('[data-testid="settings-update-email"]')!.click()
  await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('UpdateEmail'))
  await vi.waitFor(() => expect(field()).not.toBeNull(), { timeout: 10_000 })
  await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(field()))
}

describe('Update email', { timeout: 30_000 }, () => {
  it('AccountSettings shows the embedded account’s email with Update email', async () => {
    await onSettings()
    expect(inModal('[data-testid="settings-email"]')?.textContent).toContain('ada@example.com')
    const button = inModal('[data-testid="settings-update-email"]')!
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('aria-label')).toBe('Update email ada@example.com')
  })

  it('new email → code to the current one → code to the new one → "Email updated", back in the settings with the new email', async () => {
    const { kit, frame } = await onSettings()
    await openUpdate(kit)
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Edit Email')
    expect(inModal('[data-testid="update-email-current"]')?.textContent).toContain(
      'ada@example.com',
    )
    typeInto(field(), NEW_EMAIL)
    submit().click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('UpdateEmailPrimaryOtp'))
    expect(frame.requests.find((r) => r.type === 'UPDATE_EMAIL')?.payload).toEqual({
      email: NEW_EMAIL,
    })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-sent-to"]')?.textContent).toContain('ada@example.com'),
    )
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Confirm Current Email')
    await typeCode('000000')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-error"]')?.textContent).toBe('Invalid code'),
    )
    await typeCode(CODE)
    await vi.waitFor(() =>
      expect(kit.stores.router.getState().view).toBe('UpdateEmailSecondaryOtp'),
    )
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-sent-to"]')?.textContent).toContain(NEW_EMAIL),
    )
    expect(inModal('[data-testid="otp-resend"]')).toBeNull()
    await typeCode(CODE)
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('AccountSettings'))
    await vi.waitFor(() =>
      expect(inModal('[data-testid="snackbar"]')?.textContent).toBe(
        `Email updated to ${NEW_EMAIL}`,
      ),
    )
    await vi.waitFor(() =>
      expect(inModal('[data-testid="settings-email"]')?.textContent).toContain(NEW_EMAIL),
    )
    expect(kit.stores.router.getState().history).toEqual(['Account', 'AccountSettings'])
  })

  it('the field: focus on open, its own email and an invalid one refused without a request, a taken one shows the server’s text', async () => {
    const { kit, frame } = await onSettings()
    await openUpdate(kit)
    typeInto(field(), 'ADA@example.com')
    submit().click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="update-email-error"]')?.textContent).toBe(
        'This is already your email',
      ),
    )
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(inModal('[data-testid="update-email-error"]')?.getAttribute('role')).toBe('alert')
    typeInto(field(), 'not an email')
    expect(inModal('[data-testid="update-email-error"]')?.textContent).toBe('')
    submit().click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="update-email-error"]')?.textContent).toBe(
        'Enter a valid email',
      ),
    )
    expect(frame.requests.some((r) => r.type === 'UPDATE_EMAIL')).toBe(false)
    typeInto(field(), 'taken@example.com')
    submit().click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="update-email-error"]')?.textContent).toBe(
        'This email is already in use',
      ),
    )
    expect(kit.stores.router.getState().view).toBe('UpdateEmail')
  })

  it('"Use another email" on a code step goes back to the field', async () => {
    const { kit } = await onSettings()
    await openUpdate(kit)
    typeInto(field(), NEW_EMAIL)
    submit().click()
    await vi.waitFor(() => expect(otpDigits()).toHaveLength(6), { timeout: 10_000 })
    inModal<HTMLButtonElement>('[data-testid="update-email-start-over"]')!.click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('UpdateEmail'))
  })
})
