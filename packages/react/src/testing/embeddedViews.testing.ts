import { expect, vi } from 'vitest'
import type { GangwayKit } from '../kit/types.js'
import { allInModal, inModal, modalShadow, openModal } from './modal.testing.js'
import {
  createEmbeddedKit,
  FrameRefusal,
  type ScriptedFrame,
  startScriptedFrame,
} from './scriptedFrame.testing.js'

/** The login views' tests: a kit and its scripted frame per test, closed after it. */
export function embeddedViewsPerTest() {
  const kits: GangwayKit[] = []
  const frames: ScriptedFrame[] = []
  return {
    /** A kit against a scripted frame answering the email login with CODE (others: 'Invalid code'). */
    async start(
      options: {
        features?: Record<string, unknown>
        /** Runs on the kit before the modal opens (e.g. to script the environment). */
        beforeOpen?: (kit: GangwayKit) => void
      } = {},
    ) {
      const frame = await startScriptedFrame([
        ['CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' })],
        [
          'CONNECT_OTP',
          ({ otp }) => {
            if (otp !== CODE) throw new FrameRefusal('Invalid code')
            return {}
          },
        ],
      ])
      frames.push(frame)
      const { kit, adapter } = createEmbeddedKit(frame, options)
      kits.push(kit)
      options.beforeOpen?.(kit)
      await openModal(kit)
      return { kit, frame, adapter }
    },
    async cleanup() {
      for (const kit of kits.splice(0)) kit.destroy()
      for (const frame of frames.splice(0)) await frame.close()
      document.body.replaceChildren()
      vi.restoreAllMocks()
    },
  }
}

export const CODE = '123456'

export function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export const otpDigits = () => allInModal('[data-testid="otp-digit"]') as HTMLInputElement[]

/** Waits for the code boxes (the first focused), then types a code digit by digit. */
export async function typeCode(code: string) {
  await vi.waitFor(() => expect(otpDigits()).toHaveLength(6), { timeout: 10_000 })
  await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(otpDigits()[0]))
  for (const digit of code) typeInto(modalShadow()!.activeElement as HTMLInputElement, digit)
}

export async function submitEmail(email: string) {
  await vi.waitFor(() => expect(inModal('[data-testid="email-input"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  typeInto(inModal<HTMLInputElement>('[data-testid="email-input"]')!, email)
  await vi.waitFor(() => expect(inModal('[data-testid="email-submit"]')).not.toBeNull())
  inModal<HTMLButtonElement>('[data-testid="email-submit"]')!.click()
}

/** Logs in through Connect and EmailVerifyOtp; resolves on Account. */
export async function logInByEmail(kit: GangwayKit) {
  await submitEmail('ada@example.com')
  await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('EmailVerifyOtp'), {
    timeout: 10_000,
  })
  await typeCode(CODE)
  await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'), {
    timeout: 10_000,
  })
}
