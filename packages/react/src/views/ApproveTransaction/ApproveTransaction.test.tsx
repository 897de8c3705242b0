import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CODE,
  embeddedViewsPerTest,
  logInByEmail,
  submitEmail,
  typeCode,
} from '../../testing/embeddedViews.testing.js'
import { inModal } from '../../testing/modal.testing.js'
import { FrameRefusal, type ScriptedFrame } from '../../testing/scriptedFrame.testing.js'
import type { TestAdapter } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const views = embeddedViewsPerTest()
afterEach(() => views.cleanup())

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** The EIP-1193 provider the kit hands the adapter for its AUTH connector. */
function embeddedProvider(adapter: TestAdapter): Eip1193 {
  const context = (adapter as unknown as { context?: { authProvider?: Eip1193 } }).context
  if (!context?.authProvider) throw new Error('no embedded provider')
  return context.authProvider
}

/**
 * personal_sign in the frame: it shows itself for the approval (SHOW approve) and answers when
 * the visitor decides; an ABORT from the kit hides it again (the frame's side of Cancel).
 */
function scriptApproval(frame: ScriptedFrame, { show = true } = {}) {
  let approve: (signature: string) => void = () => {}
  frame.on('RPC_REQUEST', ({ method }) => {
    if (method !== 'personal_sign') return { result: null }
    if (show) frame.send('SHOW', { reason: 'approve', request: 'signature' })
    return new Promise((resolve) => {
      approve = (signature) => {
        frame.send('HIDE')
        resolve({ result: signature })
      }
    })
  })
  frame.on('ABORT', () => {
    frame.send('HIDE')
    return {}
  })
  return { approve: (signature: string) => approve(signature) }
}

const iframeStyle = (frame: ScriptedFrame) => frame.element()?.style

async function signing() {
  const test = await views.start()
  const approval = scriptApproval(test.frame)
  await logInByEmail(test.kit)
  test.kit.close()
  await vi.waitFor(() => expect(test.kit.stores.modal.getState().open).toBe(false))
  const signature = embeddedProvider(test.adapter).request({
    method: 'personal_sign',
    params: ['0x68656c6c6f', test.kit.getAccount().address],
  })
  signature.catch(() => undefined)
  await vi.waitFor(() => expect(inModal('[data-testid="embedded-frame-slot"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  return { ...test, ...approval, signature }
}

describe('ApproveTransaction', { timeout: 30_000 }, () => {
  it('a signature request opens the modal on it with the frame placed over its body (a labelled region, focused); the answer hides the frame and closes the modal', async () => {
    const { kit, frame, approve, signature } = await signing()
    expect(kit.stores.router.getState().view).toBe('ApproveTransaction')
    // A message to sign is titled as a signature request (the frame says what it shows).
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Signature Request')
    const slot = inModal('[data-testid="embedded-frame-slot"]')!
    expect(slot.tagName).toBe('SECTION')
    expect(slot.getAttribute('aria-label')).toBe('Request to approve')
    await vi.waitFor(() => expect(iframeStyle(frame)?.opacity).toBe('1'))
    expect(iframeStyle(frame)?.pointerEvents).toBe('auto')
    // Keyboard: focus is in the frame (the modal's Tab trap cannot reach an iframe on the page).
    expect(document.activeElement).toBe(frame.element())
    // One way out: the frame's Reject; the view's Cancel is not shown beside it.
    expect(inModal('[data-testid="approve-cancel"]')).toBeNull()
    approve(`0x${'ab'.repeat(65)}`)
    await expect(signature).resolves.toBe(`0x${'ab'.repeat(65)}`)
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(iframeStyle(frame)?.opacity).toBe('0')
  })

  it('a transaction (or a frame that does not say) keeps the title Approve Transaction', async () => {
    const test = await views.start()
    await logInByEmail(test.kit)
    test.frame.send('SHOW', { reason: 'approve', request: 'transaction' })
    await vi.waitFor(() =>
      expect(test.kit.stores.router.getState().view).toBe('ApproveTransaction'),
    )
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Approve Transaction')
  })

  it('before the frame shows the request, Cancel aborts it (the frame is told, the caller gets a rejection) and leaves', async () => {
    const test = await views.start()
    scriptApproval(test.frame, { show: false })
    await logInByEmail(test.kit)
    const signature = embeddedProvider(test.adapter).request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', test.kit.getAccount().address],
    })
    signature.catch(() => undefined)
    const { kit, frame } = test
    await vi.waitFor(() => expect(frame.requests.some((r) => r.type === 'RPC_REQUEST')).toBe(true))
    kit.controllers.router.push('ApproveTransaction')
    await vi.waitFor(() => expect(inModal('[data-testid="approve-cancel"]')).not.toBeNull())
    inModal<HTMLButtonElement>('[data-testid="approve-cancel"]')!.click()
    await expect(signature).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(frame.requests.some((r) => r.type === 'ABORT')).toBe(true))
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
    await vi.waitFor(() => expect(iframeStyle(frame)?.opacity).toBe('0'))
  })

  it('a new wallet’s recovery code shows in the login step’s place; Account (named by the login) comes once it is kept', async () => {
    const test = await views.start()
    test.frame.on('CONNECT_OTP', ({ otp }) => {
      if (otp !== CODE) throw new FrameRefusal('Invalid code')
      test.frame.send('SHOW', { reason: 'recovery' })
      return {}
    })
    await submitEmail('ada@example.com')
    await typeCode(CODE)
    await vi.waitFor(() =>
      expect(inModal('[data-testid="embedded-frame-slot"]')?.getAttribute('aria-label')).toBe(
        'Recovery Code',
      ),
    )
    await vi.waitFor(() => expect(test.kit.getAccount().isConnected).toBe(true))
    // Connected, but the code is not covered by Account (nor Account by the code).
    expect(test.kit.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(inModal('[data-testid="account-tab-tokens"]')).toBeNull()
    test.frame.send('HIDE')
    await vi.waitFor(() => expect(test.kit.stores.router.getState().view).toBe('Account'))
    expect(inModal('[data-testid="embedded-frame-slot"]')).toBeNull()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="connected-wallet"]')?.textContent).toContain('Email'),
    )
    expect(inModal('[data-testid="connected-wallet"]')?.textContent).not.toContain('Email Wallet')
  })

  it('the recovery code: while a login step waits, the frame shows in the view’s place, the step comes back after', async () => {
    const test = await views.start()
    await submitEmail('ada@example.com')
    await vi.waitFor(() => expect(inModal('[data-testid="otp-step"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    test.frame.send('SHOW', { reason: 'recovery' })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="embedded-frame-slot"]')?.getAttribute('aria-label')).toBe(
        'Recovery Code',
      ),
    )
    expect(inModal('[data-testid="otp-step"]')?.closest('[hidden]')).not.toBeNull()
    expect(test.kit.stores.router.getState().view).toBe('EmailVerifyOtp')
    await vi.waitFor(() => expect(iframeStyle(test.frame)?.opacity).toBe('1'))
    // The header names what shows, with no back to the code step (the frame has its way out).
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Recovery Code')
    expect(inModal('[data-testid="modal-back"]')).toBeNull()
    // The frame's place is its page's height as the frame measures it, within 120..440 px.
    const slot = () => inModal<HTMLElement>('[data-testid="embedded-frame-slot"]')
    expect(slot()?.style.height).toBe('440px')
    test.frame.send('SIZE', { height: 262 })
    await vi.waitFor(() => expect(slot()?.style.height).toBe('262px'))
    test.frame.send('SIZE', { height: 3000 })
    await vi.waitFor(() => expect(slot()?.style.height).toBe('440px'))
    test.frame.send('HIDE')
    await vi.waitFor(() => expect(inModal('[data-testid="embedded-frame-slot"]')).toBeNull())
    expect(inModal('[data-testid="otp-step"]')?.closest('[hidden]')).toBeNull()
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Confirm Email')
    expect(inModal('[data-testid="modal-back"]')).not.toBeNull()
  })
})
