import '../../test/dom.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedViewsPerTest, logInByEmail, submitEmail } from '../../test/embeddedViews.js'
import { inModal } from '../../test/modal.js'
import type { ScriptedFrame } from '../../test/scriptedFrame.js'
import type { TestAdapter } from '../../test/testKit.js'

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
function scriptApproval(frame: ScriptedFrame) {
  let approve: (signature: string) => void = () => {}
  frame.on('RPC_REQUEST', ({ method }) => {
    if (method !== 'personal_sign') return { result: null }
    frame.send('SHOW', { reason: 'approve' })
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
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Approve Transaction')
    const slot = inModal('[data-testid="embedded-frame-slot"]')!
    expect(slot.tagName).toBe('SECTION')
    expect(slot.getAttribute('aria-label')).toBe('Request to approve')
    await vi.waitFor(() => expect(iframeStyle(frame)?.opacity).toBe('1'))
    expect(iframeStyle(frame)?.pointerEvents).toBe('auto')
    // Keyboard: focus is in the frame (the modal's Tab trap cannot reach an iframe on the page).
    expect(document.activeElement).toBe(frame.element())
    expect(inModal('[data-testid="approve-cancel"]')?.textContent).toBe('Cancel')
    approve(`0x${'ab'.repeat(65)}`)
    await expect(signature).resolves.toBe(`0x${'ab'.repeat(65)}`)
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(iframeStyle(frame)?.opacity).toBe('0')
  })

  it('Cancel aborts the pending request (the frame is told, the caller gets a rejection) and leaves', async () => {
    const { kit, frame, signature } = await signing()
    inModal<HTMLButtonElement>('[data-testid="approve-cancel"]')!.click()
    await expect(signature).rejects.toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(frame.requests.some((r) => r.type === 'ABORT')).toBe(true))
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    await vi.waitFor(() => expect(iframeStyle(frame)?.opacity).toBe('0'))
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
        'Recover your wallet',
      ),
    )
    expect(inModal('[data-testid="otp-step"]')?.closest('[hidden]')).not.toBeNull()
    expect(test.kit.stores.router.getState().view).toBe('EmailVerifyOtp')
    await vi.waitFor(() => expect(iframeStyle(test.frame)?.opacity).toBe('1'))
    test.frame.send('HIDE')
    await vi.waitFor(() => expect(inModal('[data-testid="embedded-frame-slot"]')).toBeNull())
    expect(inModal('[data-testid="otp-step"]')?.closest('[hidden]')).toBeNull()
  })
})
