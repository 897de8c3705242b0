import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedViewsPerTest, submitEmail, typeInto } from '../../testing/embeddedViews.testing.js'
import { allInModal, inModal } from '../../testing/modal.testing.js'
import { FrameRefusal } from '../../testing/scriptedFrame.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const views = embeddedViewsPerTest()
afterEach(() => views.cleanup())

const emailField = () => inModal<HTMLInputElement>('[data-testid="email-input"]')!
const continueButton = () => inModal<HTMLButtonElement>('[data-testid="email-submit"]')

describe('Connect: email and socials of the embedded wallet', { timeout: 30_000 }, () => {
  it('an invalid email keeps Continue disabled; Enter says "Enter a valid email" and asks nothing', async () => {
    const { frame } = await views.start()
    await vi.waitFor(() => expect(inModal('[data-testid="email-input"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    typeInto(emailField(), 'ada@example')
    await vi.waitFor(() => expect(continueButton()?.disabled).toBe(true))
    emailField().form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await vi.waitFor(() =>
      expect(inModal('[data-testid="email-error"]')?.textContent).toBe('Enter a valid email'),
    )
    expect(emailField().getAttribute('aria-describedby')).toBe(
      inModal('[data-testid="email-error"]')!.id,
    )
    typeInto(emailField(), 'ada@example.com')
    await vi.waitFor(() => expect(continueButton()?.disabled).toBe(false))
    expect(inModal('[data-testid="email-error"]')?.textContent).toBe('')
    expect(frame.requests.some((r) => r.type === 'CONNECT_EMAIL')).toBe(false)
  })

  it('the frame refuses the email: its text under the field, the view stays for another try', async () => {
    const { kit, frame } = await views.start()
    frame.on('CONNECT_EMAIL', () => {
      throw new FrameRefusal('Invalid email')
    })
    await submitEmail('ada@example.com')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="email-error"]')?.textContent).toBe('Invalid email'),
    )
    expect(kit.stores.router.getState().view).toBe('Connect')
    expect(continueButton()?.disabled).toBe(false)
  })

  it('a live session (CONNECT): the kit connects and the account shows', async () => {
    const { kit, frame } = await views.start()
    frame.on('CONNECT_EMAIL', () => ({ action: 'CONNECT' }))
    await submitEmail('ada@example.com')
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
  })

  it('Telegram on Android leaves out facebook and x (spec §5)', async () => {
    await views.start({
      beforeOpen(kit) {
        vi.spyOn(kit.controllers.environment, 'isTelegram').mockReturnValue(true)
        vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
          'Mozilla/5.0 (Linux; Android 14) Telegram-Android/10.0',
        )
      },
    })
    await vi.waitFor(() => expect(inModal('[data-social="google"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    const shown = allInModal('[data-social]').map((element) => element.dataset.social)
    expect(shown).not.toContain('x')
    expect(shown).not.toContain('facebook')
    expect(shown).toContain('discord')
  })
})
