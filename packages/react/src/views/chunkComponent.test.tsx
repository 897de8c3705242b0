import '../testing/dom.testing.js'
import { Component, type ComponentType, type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChunk } from '../kit/chunks.js'
import { render } from '../testing/render.testing.js'
import { chunkComponent } from './chunkComponent.js'

afterEach(() => vi.restoreAllMocks())

const Part: ComponentType<object> = () => null

/** A chunk whose import resolves or fails when the test says so. */
function controllableChunk() {
  let settle: { resolve(): void; reject(error: Error): void } | undefined
  const chunk = createChunk(
    () =>
      new Promise<{ Part: ComponentType<object> }>((resolve, reject) => {
        settle = { resolve: () => resolve({ Part }), reject }
      }),
  )
  return { chunk, settle: () => settle }
}

describe('chunkComponent', () => {
  it('once the chunk has loaded, the module’s own component', async () => {
    const { chunk, settle } = controllableChunk()
    const loading = chunk.load()
    settle()?.resolve()
    await loading
    expect(chunkComponent(chunk, (module) => module.Part).get()).toBe(Part)
  })

  it('a lazy component handed out but never rendered gives way to the module’s own once loaded', async () => {
    const { chunk, settle } = controllableChunk()
    const part = chunkComponent(chunk, (module) => module.Part)
    expect(part.get()).not.toBe(Part)
    const loading = chunk.load()
    settle()?.resolve()
    await loading
    // Nothing rendered the lazy one: the module's own renders with no fallback frame.
    expect(part.get()).toBe(Part)
  })

  it('a lazy component handed out before the load stays the one given after it (no remount)', async () => {
    const { chunk, settle } = controllableChunk()
    const part = chunkComponent(chunk, (module) => module.Part)
    const First = part.get()
    expect(First).not.toBe(Part)
    const { container, unmount } = await render(
      <Suspense fallback="loading">
        <First />
      </Suspense>,
    )
    expect(container.textContent).toBe('loading')
    settle()?.resolve()
    await chunk.load()
    // Swapping the lazy wrapper for the module's own would unmount what it rendered (a view
    // holding the sign-in popup closed it, and the login fell back to a page redirect).
    expect(part.get()).toBe(First)
    await unmount()
  })

  it('after a failed load, a fresh lazy component (React.lazy keeps a failure for good)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { chunk, settle } = controllableChunk()
    const part = chunkComponent(chunk, (module) => module.Part)
    const First = part.get()
    const { container, unmount } = await render(
      <Catch>
        <Suspense fallback="loading">
          <First />
        </Suspense>
      </Catch>,
    )
    expect(container.textContent).toBe('loading')
    settle()?.reject(new Error('offline'))
    await vi.waitFor(() => expect(container.textContent).toBe('failed'))
    const second = part.get()
    expect(second).not.toBe(First)
    expect(second).not.toBe(Part)
    await unmount()
  })
})

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children
  }
}
