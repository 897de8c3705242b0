import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedViewsPerTest } from '../../testing/embeddedViews.testing.js'
import { inModal } from '../../testing/modal.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const views = embeddedViewsPerTest()
afterEach(() => views.cleanup())

const AUTHORIZE = 'https://accounts.example/authorize?client_id=gangway&state=s1'

/**
 * The popup the browser gives `window.open`: its location is what the kit sets and reads.
 * `returnFromProvider()` puts it back on the page's origin with the server's result, as the
 * callback's redirect does.
 */
function scriptedPopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true
    },
    returnFromProvider() {
      popup.location.href = `${location.origin}/?gangway_social=result-1`
    },
  }
  return popup
}

async function socialLogin(open: (...args: unknown[]) => unknown) {
  const test = await views.start()
  test.frame.on('GET_SOCIAL_REDIRECT_URI', () => ({ uri: AUTHORIZE }))
  test.frame.on('CONNECT_SOCIAL', () => ({ userName: 'ada' }))
  const opened = vi.spyOn(globalThis, 'open').mockImplementation(open as typeof globalThis.open)
  await vi.waitFor(() => expect(inModal('[data-social="google"]')).not.toBeNull(), {
    timeout: 10_000,
  })
  return { ...test, opened }
}

describe('ConnectingSocial', { timeout: 30_000 }, () => {
  it('the click opens the popup at once (before anything is awaited), the kit sends it to the provider, its return connects and shows Account', async () => {
    const popup = scriptedPopup()
    const { kit, frame, opened } = await socialLogin(() => popup)
    inModal<HTMLButtonElement>('[data-social="google"]')!.click()
    // Synchronous: open was called inside the click.
    expect(opened).toHaveBeenCalledWith('', 'gangway-social', 'width=500,height=640')
    expect(kit.stores.router.getState().view).toBe('ConnectingSocial')
    await vi.waitFor(() =>
      expect(inModal('[data-testid="social-title"]')?.textContent).toBe('Continue with Google'),
    )
    expect(inModal('[data-testid="connecting-social"] [role="status"]')?.textContent).toContain(
      'Sign in with Google in the window that opened.',
    )
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZE))
    expect(frame.requests.find((r) => r.type === 'GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({
      provider: 'google',
      returnTo: `${location.origin}/`,
    })
    popup.returnFromProvider()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
    expect(popup.closed).toBe(true)
    expect(frame.requests.find((r) => r.type === 'CONNECT_SOCIAL')?.payload.uri).toContain(
      'gangway_social=result-1',
    )
  })

  it('closing the popup: the error announced (live status) and Try again, which opens a new popup in its click', async () => {
    const first = scriptedPopup()
    const second = scriptedPopup()
    const { kit, opened } = await socialLogin(() => first)
    inModal<HTMLButtonElement>('[data-social="github"]')!.click()
    await vi.waitFor(() => expect(first.location.href).toBe(AUTHORIZE))
    first.close()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="social-title"]')?.textContent).toBe(
        'User rejected the request',
      ),
    )
    expect(inModal('[data-testid="connecting-social"] [role="status"]')).not.toBeNull()
    opened.mockImplementation(() => second as never)
    inModal<HTMLButtonElement>('[data-testid="social-retry"]')!.click()
    expect(opened).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(second.location.href).toBe(AUTHORIZE))
    second.returnFromProvider()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(true), { timeout: 10_000 })
  })

  it('a blocked popup: the page itself goes to the provider (the redirect path)', async () => {
    const assign = vi.fn()
    vi.spyOn(location, 'assign').mockImplementation(assign)
    const { kit } = await socialLogin(() => null)
    inModal<HTMLButtonElement>('[data-social="google"]')!.click()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE))
    expect(kit.stores.router.getState().view).toBe('ConnectingSocial')
    expect(inModal('[data-testid="connecting-social"] [role="status"]')?.textContent).toContain(
      'Taking you to Google to sign in…',
    )
  })

  it('the provider refused (no redirect URI): its text, Try again, and the popup closed', async () => {
    const popup = scriptedPopup()
    const { frame } = await socialLogin(() => popup)
    frame.on('GET_SOCIAL_REDIRECT_URI', () => {
      throw new Error('Social provider is not configured')
    })
    inModal<HTMLButtonElement>('[data-social="google"]')!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="social-title"]')?.textContent).toBe(
        'Social provider is not configured',
      ),
    )
    expect(popup.closed).toBe(true)
    expect(inModal('[data-testid="social-retry"]')).not.toBeNull()
  })

  it('going back while the popup is open closes it and ends the pending request', async () => {
    const popup = scriptedPopup()
    const { kit } = await socialLogin(() => popup)
    inModal<HTMLButtonElement>('[data-social="google"]')!.click()
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZE))
    kit.controllers.router.goBack()
    await vi.waitFor(() => expect(popup.closed).toBe(true))
    expect(kit.getAccount().isConnected).toBe(false)
  })

  it('Farcaster in the social list goes to ConnectingFarcaster without a popup', async () => {
    const { kit, opened } = await socialLogin(() => scriptedPopup())
    inModal<HTMLButtonElement>('[data-social="farcaster"]')!.click()
    expect(opened).not.toHaveBeenCalled()
    expect(kit.stores.router.getState().view).toBe('ConnectingFarcaster')
  })
})
