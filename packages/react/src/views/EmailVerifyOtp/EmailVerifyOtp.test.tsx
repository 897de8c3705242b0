import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import {
  allInModal,
  inModal,
  keyDown,
  modalShadow,
  openModal,
} from '../../testing/modal.testing.js'
import {
  createEmbeddedKit,
  FrameRefusal,
  type ScriptedFrame,
  startScriptedFrame,
} from '../../testing/scriptedFrame.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const kits: GangwayKit[] = []
const frames: ScriptedFrame[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const frame of frames.splice(0)) await frame.close()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

const CODE = '123456'

/** The server's code check, scripted: CODE is right, anything else 'Invalid code'. */
async function emailLogin(action: 'VERIFY_OTP' | 'VERIFY_DEVICE' = 'VERIFY_OTP') {
  const frame = await startScriptedFrame([
    ['CONNECT_EMAIL', () => ({ action })],
    [
      'CONNECT_OTP',
      ({ otp }) => {
        if (otp !== CODE) throw new FrameRefusal('Invalid code')
        return {}
      },
    ],
  ])
  frames.push(frame)
  const { kit } = createEmbeddedKit(frame)
  kits.push(kit)
  await openModal(kit)
  return { kit, frame }
}

export function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const digits = () => allInModal('[data-testid="otp-digit"]') as HTMLInputElement[]

/** Types a code one digit at a time, each into the focused box (as a visitor does). */
function typeCode(code: string) {
  for (const digit of code) {
    const focused = modalShadow()!.activeElement as HTMLInputElement
    expect(focused?.dataset.testid).toBe('otp-digit')
    typeInto(focused, digit)
  }
}

async function submitEmail(email: string) {
  await vi.waitFor(() => expect(inModal('[data-testid="email-input"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  typeInto(inModal<HTMLInputElement>('[data-testid="email-input"]')!, email)
  await vi.waitFor(() => expect(inModal('[data-testid="email-submit"]')).not.toBeNull())
  inModal<HTMLButtonElement>('[data-testid="email-submit"]')!.click()
}

async function onOtpView(kit: GangwayKit) {
  await submitEmail('ada@example.com')
  await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('EmailVerifyOtp'), {
    timeout: 10_000,
  })
  await vi.waitFor(() => expect(digits()).toHaveLength(6), { timeout: 10_000 })
  await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(digits()[0]))
}

describe('EmailVerifyOtp', { timeout: 30_000 }, () => {
  it('Connect → code view: six labelled boxes in a named group, the first focused, where the code went', async () => {
    const { kit, frame } = await emailLogin()
    await onOtpView(kit)
    expect(frame.requests.find((r) => r.type === 'CONNECT_EMAIL')?.payload).toEqual({
      email: 'ada@example.com',
    })
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Confirm Email')
    expect(digits().map((box) => box.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ])
    expect(inModal('[data-testid="otp-input"] legend')?.textContent).toBe('Verification code')
    expect(digits()[0]!.getAttribute('autocomplete')).toBe('one-time-code')
    expect(digits()[0]!.getAttribute('inputmode')).toBe('numeric')
    await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(digits()[0]))
    expect(inModal('[data-testid="otp-sent-to"]')?.textContent).toContain('ada@example.com')
  })

  it('a wrong code: "Invalid code" in an alert, boxes emptied and marked invalid, focus back on the first; the right one connects and shows Account', async () => {
    const { kit, frame } = await emailLogin()
    await onOtpView(kit)
    typeCode('654321')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-error"]')?.textContent).toBe('Invalid code'),
    )
    expect(inModal('[data-testid="otp-error"]')?.getAttribute('role')).toBe('alert')
    expect(digits().every((box) => box.value === '')).toBe(true)
    expect(digits()[0]!.getAttribute('aria-invalid')).toBe('true')
    await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(digits()[0]))
    typeCode(CODE)
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
    expect(
      frame.requests.filter((r) => r.type === 'CONNECT_OTP').map((r) => r.payload.otp),
    ).toEqual(['654321', CODE])
  })

  it('shows "Verifying…" (role=status) and disables the boxes while the code is checked', async () => {
    const { kit, frame } = await emailLogin()
    let release: (value: object) => void = () => {}
    const answer = new Promise<object>((resolve) => (release = resolve))
    frame.on('CONNECT_OTP', () => answer)
    await onOtpView(kit)
    typeCode(CODE)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-status"]')?.textContent).toBe('Verifying…'),
    )
    expect(inModal('[data-testid="otp-status"]')?.getAttribute('role')).toBe('status')
    expect(digits().every((box) => box.disabled)).toBe(true)
    release({})
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
  })

  it('a pasted code fills every box and submits; Backspace on an empty box goes back and clears it', async () => {
    const { kit, frame } = await emailLogin()
    frame.on('CONNECT_OTP', () => {
      throw new FrameRefusal('The code has expired')
    })
    await onOtpView(kit)
    typeInto(digits()[0]!, '1')
    typeInto(digits()[1]!, '2')
    expect(modalShadow()!.activeElement).toBe(digits()[2])
    keyDown(digits()[2]!, 'Backspace')
    await vi.waitFor(() => expect(digits()[1]!.value).toBe(''))
    expect(modalShadow()!.activeElement).toBe(digits()[1])
    expect(digits()[0]!.value).toBe('1')
    const paste = new Event('paste', { bubbles: true, cancelable: true })
    Object.defineProperty(paste, 'clipboardData', {
      value: { getData: () => ' 987 654 ' },
    })
    digits()[3]!.dispatchEvent(paste)
    await vi.waitFor(() =>
      expect(frame.requests.find((r) => r.type === 'CONNECT_OTP')?.payload.otp).toBe('987654'),
    )
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-error"]')?.textContent).toBe('The code has expired'),
    )
  })

  it('arrows move between the boxes; a letter is ignored; a digit over a digit replaces it', async () => {
    const { kit, frame } = await emailLogin()
    await onOtpView(kit)
    typeInto(digits()[0]!, 'a')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(digits()[0]!.value).toBe('')
    expect(modalShadow()!.activeElement).toBe(digits()[0])
    typeInto(digits()[0]!, '4')
    expect(modalShadow()!.activeElement).toBe(digits()[1])
    keyDown(digits()[1]!, 'ArrowLeft')
    expect(modalShadow()!.activeElement).toBe(digits()[0])
    typeInto(digits()[0]!, '47')
    await vi.waitFor(() => expect(digits()[0]!.value).toBe('7'))
    keyDown(digits()[1]!, 'ArrowRight')
    expect(modalShadow()!.activeElement).toBe(digits()[2])
    expect(frame.requests.some((r) => r.type === 'CONNECT_OTP')).toBe(false)
  })

  it('the one-time-code autofill (six digits in the first box) submits the code', async () => {
    const { kit, frame } = await emailLogin()
    await onOtpView(kit)
    typeInto(digits()[0]!, CODE)
    await vi.waitFor(() =>
      expect(frame.requests.find((r) => r.type === 'CONNECT_OTP')?.payload.otp).toBe(CODE),
    )
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
  })

  it('Resend code waits out the 30 s cooldown (a countdown), then asks for a new code', async () => {
    const { kit, frame } = await emailLogin()
    await onOtpView(kit)
    const resend = () => inModal<HTMLButtonElement>('[data-testid="otp-resend"]')!
    expect(resend().disabled).toBe(true)
    expect(resend().textContent).toMatch(/^Resend code in (30|29) s$/)
    // The cooldown is over (the kit's last-login time is 31 s old).
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000)
    await vi.waitFor(() => expect(resend().textContent).toBe('Resend code'), { timeout: 3000 })
    resend().click()
    await vi.waitFor(() =>
      expect(frame.requests.filter((r) => r.type === 'CONNECT_EMAIL')).toHaveLength(2),
    )
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-status"]')?.textContent).toBe('A new code is on its way.'),
    )
    expect(resend().disabled).toBe(true)
  })

  it('the countdown counts from when the code went out, not from when the view opened', async () => {
    const { kit } = await emailLogin()
    await onOtpView(kit)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 12_000)
    kit.controllers.router.goBack()
    kit.controllers.router.push('EmailVerifyOtp', { email: 'ada@example.com' })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="otp-resend"]')?.textContent).toMatch(
        /^Resend code in (18|17) s$/,
      ),
    )
  })

  it('a second login within 30 s: the kit refuses before asking the frame, "Please try again after N seconds" under the email field', async () => {
    const { kit, frame } = await emailLogin()
    await onOtpView(kit)
    kit.controllers.router.goBack()
    await submitEmail('ada@example.com')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="email-error"]')?.textContent).toMatch(
        /^Please try again after (30|29) seconds$/,
      ),
    )
    expect(inModal('[data-testid="email-error"]')?.getAttribute('role')).toBe('alert')
    expect(inModal('[data-testid="email-input"]')?.getAttribute('aria-invalid')).toBe('true')
    expect(frame.requests.filter((r) => r.type === 'CONNECT_EMAIL')).toHaveLength(1)
    expect(kit.stores.router.getState().view).toBe('Connect')
  })
})
