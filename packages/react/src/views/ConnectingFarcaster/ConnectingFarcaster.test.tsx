import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedViewsPerTest } from '../../testing/embeddedViews.testing.js'
import { inModal } from '../../testing/modal.testing.js'
import { FrameRefusal } from '../../testing/scriptedFrame.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const views = embeddedViewsPerTest()
afterEach(() => views.cleanup())

const LINK = 'https://warpcast.com/~/siwf?channelToken=channel-1'

/** The Farcaster wait answers when the test calls `approve()` (the visitor's phone). */
async function farcaster() {
  const test = await views.start()
  let approve: () => void = () => {}
  test.frame.on('GET_FARCASTER_URI', () => ({ url: LINK }))
  test.frame.on(
    'CONNECT_FARCASTER',
    () => new Promise((resolve) => (approve = () => resolve({ userName: 'ada' }))),
  )
  await vi.waitFor(() => expect(inModal('[data-social="farcaster"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  inModal<HTMLButtonElement>('[data-social="farcaster"]')!.click()
  await vi.waitFor(() => expect(inModal('[data-testid="farcaster-qr"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  await vi.waitFor(() =>
    expect(test.frame.requests.some((r) => r.type === 'CONNECT_FARCASTER')).toBe(true),
  )
  return { ...test, approve: () => approve() }
}

describe('ConnectingFarcaster', { timeout: 30_000 }, () => {
  it('the sign-in link as a QR code (labelled), Open Farcaster and Copy link; the approval connects and shows Account', async () => {
    const { kit, approve } = await farcaster()
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Farcaster')
    const qr = inModal('[data-testid="farcaster-qr"]')!
    expect(qr.getAttribute('data-uri')).toBe(LINK)
    expect(qr.querySelector('[aria-label]')?.getAttribute('aria-label')).toBe(
      'QR code to sign in with Farcaster',
    )
    const open = inModal<HTMLAnchorElement>('[data-testid="farcaster-open"]')!
    expect(open.getAttribute('href')).toBe(LINK)
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    expect(open.textContent).toBe('Open Farcaster')
    expect(inModal('[data-testid="farcaster-status"]')?.getAttribute('role')).toBe('status')
    // The account state holds the link while the view waits (spec §2's back rule clears it).
    const namespace = kit.stores.chain.getState().activeNamespace!
    expect(kit.stores.chain.getState().chains[namespace]?.accountState.farcasterUrl).toBe(LINK)

    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
      configurable: true,
    })
    inModal<HTMLButtonElement>('[data-testid="farcaster-copy-link"]')!.click()
    await vi.waitFor(() => expect(written).toEqual([LINK]))
    await vi.waitFor(() =>
      expect(inModal('[data-testid="farcaster-copy-link"]')?.textContent).toBe('Link copied'),
    )

    approve()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
  })

  it('a refused sign-in: its text (role=alert) and Try again, which asks for a new link and waits again', async () => {
    const test = await views.start()
    let links = 0
    test.frame.on('GET_FARCASTER_URI', () => ({ url: `${LINK}-${++links}` }))
    test.frame.on('CONNECT_FARCASTER', () => {
      throw new FrameRefusal('The Farcaster signature is not valid')
    })
    await vi.waitFor(() => expect(inModal('[data-social="farcaster"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    inModal<HTMLButtonElement>('[data-social="farcaster"]')!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="farcaster-error"] [role="alert"]')?.textContent).toContain(
        'The Farcaster signature is not valid',
      ),
    )
    test.frame.on('CONNECT_FARCASTER', () => ({ userName: 'ada' }))
    inModal<HTMLButtonElement>('[data-testid="farcaster-retry"]')!.click()
    await vi.waitFor(() => expect(test.kit.getAccount().isConnected).toBe(true), {
      timeout: 10_000,
    })
    expect(links).toBe(2)
  })

  it('a plain-http link off the loopback (not a safe web link) is never shown or opened', async () => {
    const test = await views.start()
    test.frame.on('GET_FARCASTER_URI', () => ({ url: 'http://warpcast.example/~/siwf' }))
    await vi.waitFor(() => expect(inModal('[data-social="farcaster"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    inModal<HTMLButtonElement>('[data-social="farcaster"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="farcaster-error"]')).not.toBeNull())
    expect(inModal('[data-testid="farcaster-open"]')).toBeNull()
    expect(inModal('[data-testid="farcaster-retry"]')).not.toBeNull()
  })

  it('going back while disconnected clears the link (spec §2) and ends the wait', async () => {
    const { kit, frame } = await farcaster()
    kit.controllers.router.goBack()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Connect'))
    const namespace = kit.stores.chain.getState().activeNamespace!
    expect(kit.stores.chain.getState().chains[namespace]?.accountState.farcasterUrl).toBe(undefined)
    await vi.waitFor(() => expect(frame.requests.some((r) => r.type === 'ABORT')).toBe(true))
    expect(kit.getAccount().isConnected).toBe(false)
  })
})
