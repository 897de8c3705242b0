import '../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitContext } from '../hooks/context.js'
import { render, settle } from '../testing/render.testing.js'
import { createTestKit } from '../testing/testKit.testing.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

const state = { fail: true }
function Flaky() {
  if (state.fail) throw new Error('chunk failed to load')
  return <p>loaded</p>
}

describe('ViewErrorBoundary', () => {
  it('shows a retry instead of a blank modal, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onRetry = vi.fn()
    const { kit } = createTestKit()
    const { container, unmount } = await render(
      <KitContext.Provider value={kit}>
        <ViewErrorBoundary onRetry={onRetry}>
          <Flaky />
        </ViewErrorBoundary>
      </KitContext.Provider>,
    )
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'This view could not be loaded.',
    )
    state.fail = false
    const button = container.querySelector('button')!
    await settle(() => button.click())
    expect(onRetry).toHaveBeenCalledOnce()
    expect(container.textContent).toBe('loaded')
    await unmount()
    await kit.destroy()
  })
})
