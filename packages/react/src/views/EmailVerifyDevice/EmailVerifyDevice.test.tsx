import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CODE,
  embeddedViewsPerTest,
  submitEmail,
  typeCode,
} from '../../testing/embeddedViews.testing.js'
import { inModal, modalShadow } from '../../testing/modal.testing.js'
import { FrameRefusal } from '../../testing/scriptedFrame.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const views = embeddedViewsPerTest()
afterEach(() => views.cleanup())

/** A known email on a new device: the frame answers VERIFY_DEVICE until `approve()`. */
async function newDevice() {
  const test = await views.start()
  let approved = false
  test.frame.on('CONNECT_EMAIL', () => ({ action: 'VERIFY_DEVICE' }))
  test.frame.on('CONNECT_DEVICE', () => ({ action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }))
  await submitEmail('ada@example.com')
  await vi.waitFor(() => expect(test.kit.stores.router.getState().view).toBe('EmailVerifyDevice'), {
    timeout: 10_000,
  })
  return { ...test, approve: () => (approved = true) }
}

const devicePolls = (frame: { requests: { type: string }[] }) =>
  frame.requests.filter((request) => request.type === 'CONNECT_DEVICE').length

describe('EmailVerifyDevice', { timeout: 30_000 }, () => {
  it('"Register this device": where the link went, waiting (role=status), polling until approved, then the code view in its place', async () => {
    const { kit, frame, approve } = await newDevice()
    await vi.waitFor(() => expect(inModal('[data-testid="email-verify-device"]')).not.toBeNull())
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Register Device')
    const section = inModal('[data-testid="email-verify-device"]')!
    const heading = modalShadow()!.getElementById(section.getAttribute('aria-labelledby')!)
    expect(heading?.textContent).toBe('Register this device')
    expect(section.textContent).toContain('ada@example.com')
    expect(inModal('[data-testid="device-status"]')?.getAttribute('role')).toBe('status')
    // Each long poll that ends unapproved is followed by the next.
    await vi.waitFor(() => expect(devicePolls(frame)).toBeGreaterThan(2))
    expect(kit.stores.router.getState().view).toBe('EmailVerifyDevice')
    approve()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('EmailVerifyOtp'))
    // Replaced: back from the code goes to Connect, not to the device step.
    expect(kit.stores.router.getState().history).toEqual(['Connect', 'EmailVerifyOtp'])
    await typeCode(CODE)
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
  })

  it('a failed wait shows its text (role=alert) and Try again, which waits again', async () => {
    const { kit, frame, approve } = await newDevice()
    frame.on('CONNECT_DEVICE', () => {
      throw new FrameRefusal('Something went wrong')
    })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="device-error"]')?.textContent).toBe('Something went wrong'),
    )
    expect(inModal('[data-testid="device-error"]')?.getAttribute('role')).toBe('alert')
    approve()
    frame.on('CONNECT_DEVICE', () => ({ action: 'VERIFY_OTP' }))
    inModal<HTMLButtonElement>('[data-testid="device-retry"]')!.click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('EmailVerifyOtp'))
  })

  it('Resend email waits out the 30 s cooldown, then mails the link again', async () => {
    const { frame } = await newDevice()
    await vi.waitFor(() => expect(inModal('[data-testid="device-resend"]')).not.toBeNull())
    const resend = () => inModal<HTMLButtonElement>('[data-testid="device-resend"]')!
    expect(resend().disabled).toBe(true)
    expect(resend().textContent).toMatch(/^Resend email in (30|29) s$/)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000)
    await vi.waitFor(() => expect(resend().textContent).toBe('Resend email'), { timeout: 3000 })
    resend().click()
    await vi.waitFor(() =>
      expect(frame.requests.filter((r) => r.type === 'CONNECT_EMAIL')).toHaveLength(2),
    )
    await vi.waitFor(() =>
      expect(inModal('[data-testid="device-notice"]')?.textContent).toBe(
        'We sent the approval link again.',
      ),
    )
  })

  it('leaving the view stops the polling', async () => {
    const { kit, frame } = await newDevice()
    await vi.waitFor(() => expect(devicePolls(frame)).toBeGreaterThan(0))
    kit.controllers.router.goBack()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Connect'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const polls = devicePolls(frame)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(devicePolls(frame)).toBe(polls)
  })
})
